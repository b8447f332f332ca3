import RouteCardGeo

/// What a tile source says about itself (MBTiles `metadata` rows, the PMTiles header and JSON).
public struct TileSourceMetadata: Sendable, Hashable {
    /// The lowest zoom with tiles.
    public var minZoom: Int
    /// The highest zoom with tiles (tiles beyond it are over-zoomed from it).
    public var maxZoom: Int
    /// The area with data, if the source says.
    public var bounds: GeoBounds?
    /// The attribution to show with the data (may contain HTML, as MBTiles files write it).
    public var attribution: String?
    /// What the tiles contain.
    public var format: TileFormat
    /// The names of the vector layers (`vector_layers[].id`), in the source's order.
    public var vectorLayers: [String]
    /// The tile set's name, if any.
    public var name: String?

    /// Creates metadata.
    public init(minZoom: Int = 0, maxZoom: Int = 14, bounds: GeoBounds? = nil, attribution: String? = nil,
                format: TileFormat = .mvt, vectorLayers: [String] = [], name: String? = nil) {
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.bounds = bounds
        self.attribution = attribution
        self.format = format
        self.vectorLayers = vectorLayers
        self.name = name
    }
}
