/// One tile of a ``TileCover``: the tile to read and which copy of the world it is drawn in.
public struct CoveredTile: Sendable, Hashable {
    /// The tile to read.
    public var tile: TileID
    /// Whole world widths to add to the x of the tile's features: −1 for a tile west of the
    /// antimeridian drawn left of the main world, 1 east of it, 0 normally.
    public var wrap: Int

    /// Creates a covered tile.
    public init(tile: TileID, wrap: Int = 0) {
        self.tile = tile
        self.wrap = wrap
    }
}
