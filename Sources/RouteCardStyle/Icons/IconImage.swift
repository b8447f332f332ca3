import Foundation

/// A PNG or SVG file used as a marker icon, read once when the style is decoded and embedded
/// in the SVG as a `data:` URI. Style key `icon-image` with a path ending in `.png` or `.svg`,
/// relative to the style file.
public struct IconImage: Sendable, Hashable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// `image/png` or `image/svg+xml`.
    public var mediaType: String
    /// Width over height, from the PNG header or the SVG's `viewBox`/`width`/`height` (1 when unknown).
    public var aspectRatio: Double

    /// Creates an icon image from bytes.
    public init(bytes: [UInt8], mediaType: String, aspectRatio: Double) {
        self.bytes = bytes
        self.mediaType = mediaType
        self.aspectRatio = aspectRatio
    }

    /// Reads and checks an icon file; the error message says what is wrong.
    public static func load(_ url: URL) -> Result<IconImage, StyleValueError> {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(StyleValueError(message: "cannot read icon file \(url.path)"))
        }
        let bytes = [UInt8](data)
        switch url.pathExtension.lowercased() {
        case "png":
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.count >= 24, Array(bytes[0..<8]) == signature else {
                return .failure(StyleValueError(message: "\(url.path) is not a PNG file"))
            }
            func be32(_ at: Int) -> Double {
                Double(UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3]))
            }
            let width = be32(16), height = be32(20)
            return .success(IconImage(bytes: bytes, mediaType: "image/png", aspectRatio: width > 0 && height > 0 ? width / height : 1))
        case "svg":
            let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
            guard text.contains("<svg") else { return .failure(StyleValueError(message: "\(url.path) is not an SVG file")) }
            return .success(IconImage(bytes: bytes, mediaType: "image/svg+xml", aspectRatio: svgAspect(text)))
        default:
            return .failure(StyleValueError(message: "icon files must be .png or .svg, got \(url.lastPathComponent)"))
        }
    }

    /// Width over height of an SVG from its root element's `viewBox`, else `width`/`height`; 1 when unknown.
    static func svgAspect(_ text: String) -> Double {
        guard let start = text.range(of: "<svg") else { return 1 }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=") ?? tag.range(of: "\n\(name)="),
                  let quote = tag[range.upperBound...].first else { return nil }
            let body = tag[tag.index(after: range.upperBound)...]
            return body.firstIndex(of: quote).map { String(body[..<$0]) }
        }
        if let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap({ Double($0) }),
           box.count == 4, box[2] > 0, box[3] > 0 {
            return box[2] / box[3]
        }
        let number = { (s: String?) in s.flatMap { Double($0.prefix { $0.isNumber || $0 == "." }) } }
        if let w = number(attribute("width")), let h = number(attribute("height")), w > 0, h > 0 { return w / h }
        return 1
    }
}
