/// Random access to the bytes of a file or a remote resource, a range at a time: all a PMTiles
/// archive needs, so a multi-gigabyte archive is never read whole.
public protocol ByteRangeReader: Sendable {
    /// The path or URL, named in errors.
    var name: String { get }
    /// The bytes in `offset ..< offset + length`; fewer (possibly none) where the data ends sooner.
    func read(offset: UInt64, length: Int) throws(TileError) -> [UInt8]
}
