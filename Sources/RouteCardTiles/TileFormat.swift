/// What a source's tiles contain.
public enum TileFormat: Sendable, Hashable, CustomStringConvertible {
    /// Mapbox Vector Tiles (MBTiles `pbf`, PMTiles type 1).
    case mvt
    /// PNG images.
    case png
    /// JPEG images.
    case jpeg
    /// WebP images.
    case webp
    /// AVIF images.
    case avif
    /// Anything else, with the name the source gave (empty when it gave none).
    case other(String)

    /// The format an MBTiles `format` row names: `pbf`/`mvt`, `png`, `jpg`/`jpeg`, `webp`, `avif`.
    public init(name: String) {
        switch name.lowercased() {
        case "pbf", "mvt": self = .mvt
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "webp": self = .webp
        case "avif": self = .avif
        default: self = .other(name)
        }
    }

    /// The format of tile bytes judged by their first bytes: gzip (`1f 8b`, gzip'd vector tiles by
    /// convention) or a protobuf layer field (`1a`) is MVT; PNG, JPEG and `RIFF….WEBP` are images.
    public static func sniff(_ bytes: [UInt8]) -> TileFormat? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        if starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) { return .png }
        if starts([0xff, 0xd8, 0xff]) { return .jpeg }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("ftypavif".utf8), at: 4) { return .avif }
        if starts([0x1f, 0x8b]) || starts([0x1a]) { return .mvt }
        return nil
    }

    /// Whether the tiles are vector tiles.
    public var isVector: Bool { self == .mvt }

    /// `mvt`, `png`, `jpeg`, `webp`, `avif` or the other name.
    public var description: String {
        switch self {
        case .mvt: "mvt"
        case .png: "png"
        case .jpeg: "jpeg"
        case .webp: "webp"
        case .avif: "avif"
        case .other(let name): name.isEmpty ? "unknown" : name
        }
    }
}
