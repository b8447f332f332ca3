/// A ``ByteRangeReader`` over bytes in memory (tests, archives already downloaded).
public struct MemoryByteRangeReader: ByteRangeReader {
    /// The name used in errors.
    public let name: String
    /// The bytes.
    public let bytes: [UInt8]

    /// A reader of `bytes`, called `name` in errors.
    public init(_ bytes: [UInt8], name: String = "<memory>") {
        self.bytes = bytes
        self.name = name
    }

    /// The bytes in the range, clipped to the end.
    public func read(offset: UInt64, length: Int) throws(TileError) -> [UInt8] {
        guard offset < UInt64(bytes.count), length > 0 else { return [] }
        let start = Int(offset)
        return Array(bytes[start..<(start + min(length, bytes.count - start))])
    }
}
