import Foundation
import RouteCardMap

/// A PNG or SVG file used as a marker icon, read once when the style is decoded (through the
/// style's `ResourceResolver`) and embedded in the SVG as a `data:` URI. Style key `icon-image`
/// with a name ending in `.png` or `.svg`.
///
/// An icon must be what its extension says: a PNG starts with the PNG signature and its `IHDR`
/// header; an SVG is UTF-8 text whose root element is `<svg>` (after an optional XML declaration,
/// comments and a DOCTYPE without an internal subset), closed at the end of the file.
public struct IconImage: Sendable, Hashable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// `image/png` or `image/svg+xml`.
    public var mediaType: String
    /// Width over height, from the PNG header or the SVG's `viewBox`/`width`/`height` (1 when unknown).
    public var aspectRatio: Double

    /// The most pixels a PNG icon may have (its header's width × height): 16 megapixels.
    public static let maximumPixels = 4096 * 4096

    /// Creates an icon image from bytes.
    public init(bytes: [UInt8], mediaType: String, aspectRatio: Double) {
        self.bytes = bytes
        self.mediaType = mediaType
        self.aspectRatio = aspectRatio
    }

    /// Reads the icon `name` through `resources` and checks it; the error message says what is wrong.
    public static func load(_ name: String, from resources: ResourceResolver) -> Result<IconImage, StyleValueError> {
        do {
            return decode(try resources.read(name), name: name)
        } catch {
            return .failure(StyleValueError(message: "cannot read icon file \(error.description)", code: .unreadableResource))
        }
    }

    /// Checks an icon's bytes against the extension of `name` (`.png` or `.svg`). Messages quote
    /// no more than a few characters of the file.
    public static func decode(_ bytes: [UInt8], name: String) -> Result<IconImage, StyleValueError> {
        func failure(_ message: String) -> Result<IconImage, StyleValueError> {
            .failure(StyleValueError(message: "\"\(name)\" \(message)"))
        }
        switch name.split(separator: ".").last?.lowercased() {
        case "png":
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.starts(with: signature) else { return failure("is not a PNG file (no PNG signature)") }
            guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return failure("is not a PNG file (no IHDR header)") }
            func be32(_ at: Int) -> Double {
                Double(UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3]))
            }
            let width = be32(16), height = be32(20)
            guard width > 0, height > 0 else { return failure("is not a PNG file (its size is 0)") }
            // The header's size, read before anything is decoded: librsvg would otherwise inflate
            // every pixel of a tiny, highly compressed file (a decompression bomb).
            guard width * height <= Double(maximumPixels) else {
                return failure("is \(Int(width))×\(Int(height)) pixels, more than an icon may have "
                               + "(\(maximumPixels / 1_000_000) megapixels, e.g. 4096×4096)")
            }
            return .success(IconImage(bytes: bytes, mediaType: "image/png", aspectRatio: width / height))
        case "svg":
            guard let text = String(validating: bytes, as: UTF8.self) else { return failure("is not an SVG file (not UTF-8 text)") }
            switch svgRootTag(text) {
            case .success(let tag):
                return .success(IconImage(bytes: bytes, mediaType: "image/svg+xml", aspectRatio: svgAspect(tag)))
            case .failure(let error):
                return failure("is not an SVG file (\(error.message))")
            }
        default:
            return .failure(StyleValueError(message: "icon files must be .png or .svg, got \"\(name)\""))
        }
    }

    /// The attributes of the root element's start tag (the text between `<svg` and `>`), after
    /// checking that the document's root element is `svg` (any prefix) and is closed at the end.
    static func svgRootTag(_ text: String) -> Result<Substring, StyleValueError> {
        var rest = text[...]
        if rest.first == "\u{FEFF}" { rest = rest.dropFirst() }
        func excerpt(_ s: Substring) -> String {
            let line = s.prefix { !$0.isNewline }
            return line.count > 20 || line.count < s.count ? line.prefix(20) + "…" : String(line)
        }
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("<?") || rest.hasPrefix("<!--") {
                let end = rest.hasPrefix("<?") ? "?>" : "-->"
                guard let close = rest.range(of: end) else { return .failure(StyleValueError(message: "unclosed \(rest.prefix(4))")) }
                rest = rest[close.upperBound...]
            } else if rest.hasPrefix("<!DOCTYPE") {
                let body = rest.prefix { $0 != ">" }
                guard !body.contains("["), body.count < rest.count else {
                    return .failure(StyleValueError(message: "a DOCTYPE with an internal subset"))
                }
                rest = rest[body.endIndex...].dropFirst()
            } else {
                break
            }
        }
        guard rest.first == "<" else {
            return .failure(StyleValueError(message: rest.isEmpty ? "no root element" : "text before the root element: \(excerpt(rest))"))
        }
        let name = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
        guard name == "svg" || name.hasSuffix(":svg") else {
            return .failure(StyleValueError(message: "its root element is <\(excerpt(name))>, not <svg>"))
        }
        let tag = rest[name.endIndex...].prefix { $0 != ">" }
        guard tag.endIndex < rest.endIndex else { return .failure(StyleValueError(message: "the <svg> tag is not closed")) }
        if tag.last != "/" {
            // The end of the file, past trailing white space and comments, must be the root's end tag.
            var end = text[...]
            while true {
                end = end.lastIndex { !$0.isWhitespace }.map { end[...$0] } ?? ""
                guard end.hasSuffix("-->"), let comment = end.range(of: "<!--", options: .backwards) else { break }
                end = end[..<comment.lowerBound]
            }
            guard end.hasSuffix(">"), let close = end.range(of: "</", options: .backwards),
                  end[close.upperBound...].dropLast().trimmingCharacters(in: .whitespaces) == name else {
                return .failure(StyleValueError(message: "the root element is not closed with </\(excerpt(name))> at the end"))
            }
        }
        return .success(tag)
    }

    /// Width over height of an SVG from its root tag's `viewBox`, else `width`/`height`; 1 when unknown.
    static func svgAspect(_ tag: Substring) -> Double {
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
