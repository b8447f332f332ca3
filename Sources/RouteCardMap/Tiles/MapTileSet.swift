import RouteCardGeo

/// The tiles of one vector source that a card shows, read before its layers draw, with what the
/// source says about itself.
public struct MapTileSet: Sendable {
    /// The tiles covering the card (plus a margin for strokes), row by row from the north-west.
    public var tiles: [MapTile]
    /// The tile zoom they were read at (the card's zoom rounded down, kept to the source's range,
    /// lower for a card that would need too many tiles); `nil` when none was read.
    public var zoom: Int?
    /// The attribution to show: the style's, else the source's own metadata (as text), else none.
    public var attribution: String?
    /// The source's layer names, when its metadata lists them (`vector_layers`).
    public var layerNames: [String]
    /// What the reader wants the user to know, e.g. that a huge card was drawn from a lower zoom.
    public var warnings: [String]
    /// The archive's, folder's or server's name as messages give it (the path or URL); `nil` when not known.
    public var sourceName: String?
    /// Where the source has data: the style's `bounds`, else the archive's metadata; `nil` when
    /// neither says.
    public var bounds: GeoBounds?
    /// The source's own attribution as its metadata writes it (MBTiles and PMTiles metadata and
    /// TileJSON often hold HTML: see `AttributionText.plainText(_:)`); `nil` when it has none.
    public var sourceAttribution: String?

    /// Creates a tile set.
    public init(tiles: [MapTile], zoom: Int? = nil, attribution: String? = nil, layerNames: [String] = [], warnings: [String] = [],
                sourceName: String? = nil, bounds: GeoBounds? = nil, sourceAttribution: String? = nil) {
        self.tiles = tiles
        self.zoom = zoom
        self.attribution = attribution
        self.layerNames = layerNames
        self.warnings = warnings
        self.sourceName = sourceName
        self.bounds = bounds
        self.sourceAttribution = sourceAttribution
    }
}
