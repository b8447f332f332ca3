/// How hard the PNG encoder compresses: the trade between encoding time and file size.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// zlib's run-length strategy (`Z_RLE`, level 1): the fastest, files about the size of
    /// cairo's (the default).
    case fast
    /// zlib level 9, or runs only where that is smaller: the smallest files, several times slower
    /// to encode.
    case small

    /// Whether deflate looks only for runs (`Z_RLE`): for `.fast`.
    var runLengthOnly: Bool { self == .fast }

    /// The zlib compression level.
    var zlibLevel: Int {
        switch self {
        case .fast: 1
        case .small: 9
        }
    }

    /// The two-byte zlib header: deflate with a 32 KiB window, the level hint, and check bits
    /// that make the 16-bit value a multiple of 31.
    var zlibHeader: [UInt8] {
        switch self {
        case .fast: [0x78, 0x01]
        case .small: [0x78, 0xDA]
        }
    }
}
