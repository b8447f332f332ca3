/// The compression of a PMTiles archive's directories and metadata, or of its tiles (header bytes 97 and 98).
public enum PMTilesCompression: UInt8, Sendable, Hashable, CustomStringConvertible {
    /// Not stated.
    case unknown = 0
    /// Stored as is.
    case none = 1
    /// Gzip.
    case gzip = 2
    /// Brotli (not supported here).
    case brotli = 3
    /// Zstandard (not supported here).
    case zstd = 4

    /// `unknown`, `none`, `gzip`, `brotli` or `zstd`.
    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .none: "none"
        case .gzip: "gzip"
        case .brotli: "brotli"
        case .zstd: "zstd"
        }
    }
}
