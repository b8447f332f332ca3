/// What a decoded tile is cached under: its source's name, the tile, and which of its layers
/// were decoded.
public struct DecodedTileKey: Sendable, Hashable {
    /// The source's ``TileSource/name``.
    public var source: String
    /// The tile.
    public var tile: TileID
    /// The names of the layers decoded, sorted; `nil` for all of them.
    public var layers: [String]?

    /// Creates a key.
    public init(source: String, tile: TileID, layers: Set<String>? = nil) {
        self.source = source
        self.tile = tile
        self.layers = layers?.sorted()
    }
}
