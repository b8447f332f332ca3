import RouteCardGeo

/// The tiles of one raster source that a card shows, read before its layers draw.
public struct RasterTileSet: Sendable {
    /// The tiles covering the canvas, row by row from the north-west.
    public var tiles: [RasterTile]
    /// The zoom the tiles were read at; `nil` when none was read.
    public var zoom: Int?
    /// The attribution to show: the style's, else the source's own metadata (as text), else none.
    public var attribution: String?
    /// What the reader wants the user to know (a lower zoom for a huge card, missing tiles allowed).
    public var warnings: [String]
    /// The archive's, folder's or server's name as messages give it; `nil` when not known.
    public var sourceName: String?
    /// Where the source has data: the style's `bounds`, else the archive's metadata; `nil` when neither says.
    public var bounds: GeoBounds?
    /// The source's own attribution as its metadata writes it (often HTML); `nil` when it has none.
    public var sourceAttribution: String?

    /// Creates a tile set.
    public init(tiles: [RasterTile], zoom: Int? = nil, attribution: String? = nil, warnings: [String] = [],
                sourceName: String? = nil, bounds: GeoBounds? = nil, sourceAttribution: String? = nil) {
        self.tiles = tiles
        self.zoom = zoom
        self.attribution = attribution
        self.warnings = warnings
        self.sourceName = sourceName
        self.bounds = bounds
        self.sourceAttribution = sourceAttribution
    }
}
