import RouteCardGeo

/// A declared source with its data loaded: what map layers draw from.
///
/// A GeoJSON source holds its whole feature collection; a vector source holds the tiles one card
/// shows, read after the card was fitted (`tiles`), whose features a layer takes from the layer
/// its `source-layer` names.
public struct MapSource: Sendable {
    /// The source id.
    public var id: String
    /// The features of a GeoJSON source (empty for a vector source).
    public var data: MapFeatureCollection
    /// The tiles of a vector source covering the card; `nil` for a GeoJSON or raster source.
    public var tiles: [MapTile]?
    /// The image tiles of a raster source covering the card; `nil` for a GeoJSON or vector source.
    public var rasterTiles: [RasterTile]?
    /// The attribution to show: the style's, else the data's own, else none.
    public var attribution: String?
    /// What the card shows where the canvas reaches past the data (`edge`; `.fade` by default).
    public var edge: MapEdge
    /// Where a tiled source has data, in world units (its archive's bounds); `nil` for a GeoJSON
    /// source (its features say) or an archive that does not say.
    public var tileBounds: WorldBox?
    /// The schema of the source's `schemas` its tiles follow (`SourceSchema`): the map layers
    /// written for another draw nothing; `nil` when the source declares none.
    public var schema: String?

    /// Creates a loaded GeoJSON source.
    public init(id: String, data: MapFeatureCollection, attribution: String? = nil, edge: MapEdge = .fade) {
        self.id = id
        self.data = data
        self.attribution = attribution ?? data.attribution
        self.edge = edge
    }

    /// Creates a vector source loaded for one card: the tiles it shows, where its archive has
    /// data (`bounds`, world units) and the schema they follow.
    public init(id: String, tiles: [MapTile], attribution: String? = nil, bounds: WorldBox? = nil, edge: MapEdge = .fade,
                schema: String? = nil) {
        self.id = id
        self.data = MapFeatureCollection()
        self.tiles = tiles
        self.attribution = attribution
        self.edge = edge
        self.tileBounds = bounds
        self.schema = schema
    }

    /// Creates a raster source loaded for one card: the image tiles it shows and where its
    /// archive has data (`bounds`, world units).
    public init(id: String, rasterTiles: [RasterTile], attribution: String? = nil, bounds: WorldBox? = nil, edge: MapEdge = .fade) {
        self.id = id
        self.data = MapFeatureCollection()
        self.rasterTiles = rasterTiles
        self.attribution = attribution
        self.edge = edge
        self.tileBounds = bounds
    }

    /// Where the source has data, in world units: a GeoJSON source's features' bounds, a tiled
    /// source's `tileBounds`; `nil` when that is not known (no features, no archive bounds).
    public var dataBounds: WorldBox? {
        guard tiles == nil, rasterTiles == nil else { return tileBounds }
        return data.features.lazy.map(\.bounds).reduce(nil as WorldBox?) { $0?.union($1) ?? $1 }
    }

    /// Whether the source is drawn from tiles.
    public var isTiled: Bool { tiles != nil || rasterTiles != nil }
}
