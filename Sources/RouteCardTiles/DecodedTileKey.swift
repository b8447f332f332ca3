/// What a decoded tile is cached under: its source's name and the tile.
public struct DecodedTileKey: Sendable, Hashable {
    /// The source's ``TileSource/name``.
    public var source: String
    /// The tile.
    public var tile: TileID

    /// Creates a key.
    public init(source: String, tile: TileID) {
        self.source = source
        self.tile = tile
    }
}
