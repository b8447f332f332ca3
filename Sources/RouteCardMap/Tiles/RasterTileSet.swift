/// The tiles of one raster source that a card shows, read before its layers draw.
public struct RasterTileSet: Sendable {
    /// The tiles covering the canvas, row by row from the north-west.
    public var tiles: [RasterTile]
    /// The zoom the tiles were read at; `nil` when none was read.
    public var zoom: Int?
    /// The attribution to show: the style's, else the source's own metadata, else none.
    public var attribution: String?
    /// What the reader wants the user to know (a lower zoom for a huge card, missing tiles allowed).
    public var warnings: [String]

    /// Creates a tile set.
    public init(tiles: [RasterTile], zoom: Int? = nil, attribution: String? = nil, warnings: [String] = []) {
        self.tiles = tiles
        self.zoom = zoom
        self.attribution = attribution
        self.warnings = warnings
    }
}
