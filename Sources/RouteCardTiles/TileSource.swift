/// A set of tiles addressed by z/x/y: a PMTiles or MBTiles archive or a folder of tiles.
///
/// Sources are read from several threads at once (the cards of a batch, the frames of `live`).
public protocol TileSource: Sendable {
    /// The path or URL as given: named in errors and used as the cache key.
    var name: String { get }
    /// What the source says about itself.
    var metadata: TileSourceMetadata { get }
    /// A tile's bytes, inflated when the source stores them gzip'd; `nil` when there is no such tile.
    func tile(_ id: TileID) throws(TileError) -> [UInt8]?
    /// The file errors about a tile name: the archive's ``name`` (default), a folder's tile file.
    func fileName(of id: TileID) -> String
}

extension TileSource {
    /// The archive's ``name``.
    public func fileName(of id: TileID) -> String { name }
}

extension TileSource {
    /// A tile's bytes by zoom, column and row (XYZ, row 0 in the north); `nil` when there is no
    /// such tile, also for coordinates outside the zoom's range.
    public func tile(z: Int, x: Int, y: Int) throws(TileError) -> [UInt8]? {
        guard let id = TileID(z: z, x: x, y: y) else { return nil }
        return try tile(id)
    }
}
