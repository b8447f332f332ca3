import RouteCardText

/// A map data source declared in a style's top-level `sources` object.
///
/// ```json
/// "sources": {
///   "osm": { "type": "geojson", "data": "helsinki.geojson", "attribution": "© OpenStreetMap contributors" },
///   "omt": { "type": "vector", "url": "pmtiles://monaco.pmtiles" }
/// }
/// ```
/// `type` is `geojson`, `vector` or `raster`. A GeoJSON source has `data` (a name for the style's
/// `ResourceResolver`: a path relative to the style file, or `builtin:NAME` for data compiled into
/// the library; required) and is read once per render, however many layers use it. A vector
/// source has the keys of `VectorSourceDeclaration` (`url`, `tiles`, `minzoom`, `maxzoom`,
/// `bounds`, `scheme`); its tiles are read after the card is fitted, only those it shows. A raster
/// source has the same keys plus `tileSize` (`"url": "mbtiles://dc.mbtiles"`, `"tiles": ["tiles/{z}/{x}/{y}.png"]`)
/// and is drawn by `raster` layers. All three
/// take `attribution` (text shown by an `attribution` layer; default: the data's own — a
/// GeoJSON's top-level `attribution`, an archive's metadata, as text) and `edge` (`"fade"`, the
/// default, or `"none"`: see `MapEdge`). A vector source may declare the tile `schemas` its layers
/// are written for (see `SourceSchema`).
public struct SourceDeclaration: Sendable, Hashable {
    /// The source's id (its key in `sources`); layers name it in their `source`.
    public var id: String
    /// A GeoJSON source's `data` name as written in the style (the style's `ResourceResolver`
    /// reads it); empty for a vector source.
    public var data: String
    /// What a vector source declares; `nil` for a GeoJSON or raster source.
    public var vector: VectorSourceDeclaration?
    /// What a raster source declares (the keys of a vector source plus `tileSize`); `nil` for a
    /// GeoJSON or vector source.
    public var raster: VectorSourceDeclaration?
    /// The attribution declared in the style, if any.
    public var attribution: String?
    /// `edge`: what the card shows where the canvas reaches past the data — a GeoJSON source's
    /// features, a tiled source's bounds (default `.fade`).
    public var edge: MapEdge = .fade
    /// `schemas`: the tile schemas a vector source's layers are written for, in the style's order
    /// (empty: the layers name none, and all of them draw).
    public var schemas: [SourceSchema] = []
    /// The style file name, for messages.
    public var styleFile: String?
    /// Where `data` (a vector source: the source object) is written in the style file, for messages.
    public var location: SourceLocation?

    /// Creates a GeoJSON source's declaration.
    public init(id: String, data: String, attribution: String? = nil, styleFile: String? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.data = data
        self.attribution = attribution
        self.styleFile = styleFile
        self.location = location
    }

    /// Creates a vector source's declaration.
    public init(id: String, vector: VectorSourceDeclaration, attribution: String? = nil, styleFile: String? = nil,
                location: SourceLocation? = nil) {
        self.init(id: id, data: "", attribution: attribution, styleFile: styleFile, location: location)
        self.vector = vector
    }

    /// Creates a raster source's declaration.
    public init(id: String, raster: VectorSourceDeclaration, attribution: String? = nil, styleFile: String? = nil,
                location: SourceLocation? = nil) {
        self.init(id: id, data: "", attribution: attribution, styleFile: styleFile, location: location)
        self.raster = raster
    }

    /// Whether this is a `"type": "vector"` source (drawn from tiles, layers name a `source-layer`).
    public var isVector: Bool { vector != nil }

    /// Whether this is a `"type": "raster"` source (image tiles, drawn by `raster` layers).
    public var isRaster: Bool { raster != nil }

    /// Whether the source is drawn from tiles (vector or raster): read per card, not loaded whole.
    public var isTiled: Bool { vector != nil || raster != nil }

    /// Where the tiles of a vector or raster source are; `nil` for a GeoJSON source.
    public var tiled: VectorSourceDeclaration? { vector ?? raster }

    /// The declared schema of a name, if any.
    public func schema(named name: String) -> SourceSchema? {
        schemas.first { $0.name == name }
    }
}
