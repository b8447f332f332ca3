import RouteCardMap
import RouteCardStyle
import RouteCardText

/// A MapLibre GL style (style specification v8) decoded into RouteCard layers, to be drawn as a
/// card's base map (see `Style.basemap` and `Style.applying(basemap:)`).
///
/// Its layers become RouteCard's own `background`, `fill`, `line`, `circle`, `symbol` and `raster`
/// layers, in order, with MapLibre's semantics: `visibility`, `minzoom`/`maxzoom`, `source-layer`,
/// `filter`, layout and paint properties (each declared in `MapLibreLayerType.all`). Values that
/// follow the zoom are evaluated at the card's zoom. Hosted URLs are never fetched: a source's
/// TileJSON `url` or remote `tiles` are left out (the program binds the source to local tiles, or
/// `tiles` does here); `glyphs` are not read, and `sprite` neither: icons come from a local sprite the caller gives.
///
/// What a card cannot draw (3D extrusions, heatmaps, hillshading, `text-halo-blur`, …) is a warning
/// once per kind, with the first layer and line:column; real mistakes (an unknown layer type or
/// property, a bad colour, a wrong expression) are located errors, as in RouteCard's own styles.
public struct MapLibreStyle: Sendable {
    /// The style's `name`.
    public var name: String?
    /// The layers drawn, in order.
    public var layers: [StyleLayer]
    /// The sources the drawn layers use, by id.
    public var sources: [String: SourceDeclaration]
    /// The warnings (what is approximated or not drawn).
    public var warnings: [Diagnostic]
    /// How much of the style is drawn.
    public var compatibility: MapLibreCompatibility
    /// Where the local files its sources name (GeoJSON `data`, `pmtiles://` and `mbtiles://`
    /// URLs) come from: the resolver given to `decode`.
    public var resources: ResourceResolver = .none

    /// The zoom a layer whose values follow the zoom is checked at when decoded (it is decoded
    /// again at the card's zoom when drawn).
    public static let referenceZoom = 14.0

    /// Creates a decoded style from its parts.
    public init(name: String? = nil, layers: [StyleLayer], sources: [String: SourceDeclaration], warnings: [Diagnostic] = [],
                compatibility: MapLibreCompatibility = MapLibreCompatibility()) {
        self.name = name
        self.layers = layers
        self.sources = sources
        self.warnings = warnings
        self.compatibility = compatibility
    }

    /// Decodes a MapLibre style's bytes, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - bytes: the JSON text.
    ///   - file: the name used in messages.
    ///   - resources: where local files the style names (GeoJSON `data`, `pmtiles://` and
    ///     `mbtiles://` URLs) come from.
    ///   - tiles: tiles for sources by id, replacing what the style says (its hosted URLs).
    ///   - sprite: the sprite `icon-image` names icons of (`nil`: icons are not drawn).
    /// - Throws: `StyleError` with every error (and warning) when the style has errors.
    public static func decode(_ bytes: [UInt8], file: String? = nil, resources: ResourceResolver = .none,
                              tiles: [String: VectorSourceDeclaration.Tiles] = [:], sprite: Sprite? = nil) throws(StyleError) -> MapLibreStyle {
        let log = DiagnosticLog(file: file, text: bytes)
        let root = try log.parse(bytes)
        let decoder = MapLibreDecoder(log: log, resources: resources, tiles: tiles, sprite: sprite)
        var style = decoder.decode(root)
        if log.hasErrors { throw StyleError(diagnostics: log.sorted) }
        style.resources = resources
        return style
    }

    /// The style as a base map for `Style.applying(basemap:)`.
    public var basemap: Basemap {
        Basemap(layers: layers, sources: sources, warnings: warnings, compatibility: compatibility, resources: resources)
    }

    /// Whether a JSON text is a MapLibre style: an object whose `version` is 8 (RouteCard's own
    /// styles are version 1). Reads no more than needed.
    public static func isMapLibreStyle(_ bytes: [UInt8]) -> Bool {
        guard let root = try? JSONParser().parse(bytes), case .number(8)? = root.member("version")?.value else { return false }
        return root.member("layers") != nil
    }
}
