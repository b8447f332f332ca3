import RouteCardGeo
import RouteCardInput
import RouteCardMap
import RouteCardSVG
import RouteCardScene
import RouteCardStyle

/// The one-call API: a track and a style in, SVG bytes out. Reads nothing but the map data a
/// style's `sources` name, through the style's `ResourceResolver`: GeoJSON sources when no loaded
/// `sources` are given, and the tiles of vector sources through `tiles` once the card is fitted.
///
/// ```swift
/// let track = try GPXReader().read(gpxBytes)
/// let style = try BuiltInStyles.style(named: "default")!
/// let svg = try CardRenderer().svg(for: track, style: style)
/// // vector tiles (import RouteCardTiles): one provider shared by many cards
/// let tiles = VectorTileProvider()
/// let card = try CardRenderer(tiles: tiles).svg(for: track, style: streets)
/// ```
public struct CardRenderer: Sendable {
    /// Decimals written for coordinates; default 2.
    public var precision: Int
    /// Where the tiles of the style's vector sources come from (`RouteCardTiles.VectorTileProvider`);
    /// without one, a style with a vector source cannot be rendered.
    public var tiles: (any MapTileProvider)?

    /// Creates a renderer.
    public init(precision: Int = 2, tiles: (any MapTileProvider)? = nil) {
        self.precision = precision
        self.tiles = tiles
    }

    /// The card: its scene and the warnings of reading its map data. Throws
    /// `RenderError.nothingToDraw` for an empty track (unless the canvas has a camera: the map alone), `.hiddenByPrivacy` when the style's
    /// `privacy` hides all of it, and the errors of reading map data.
    ///
    /// The place the route started (`placeName(for:context:sources:)`: the nearest place feature to its first drawn point) is found first; the
    /// layers are placed and the viewport fitted; then the map data is had — `sources`
    /// as given (`nil`: the style's GeoJSON, read with `MapSourceLoader`) and, for each vector
    /// source not among them, the tiles covering the viewport from `tiles` — and the layers draw.
    ///
    /// - Parameters:
    ///   - track: the route to draw.
    ///   - style: the decoded style (its layers, canvas and sources).
    ///   - title: replaces the track's name in `{name}` and `{title}` when given.
    ///   - sources: the style's map data already loaded (`MapSourceLoader`), to share it between
    ///     cards; `nil` reads it for this card.
    public func card(for track: Track, style: Style, title: String? = nil, sources: MapSources? = nil) throws(RenderError) -> RenderedCard {
        // A camera's view needs no route: the map alone.
        guard !track.isEmpty || style.canvas.camera != nil else { throw .nothingToDraw }
        var warnings: [String] = []
        var context = LayerContext(track: track, style: style, title: title)
        guard !context.track.isEmpty || track.isEmpty else { throw .hiddenByPrivacy }
        // The GeoJSON sources are read once, before the fit: they and the tiles around the start
        // name the place (`{place}`, an untitled card's title), which the layers are placed with.
        var given = sources
        if given == nil, style.sources.values.contains(where: { !$0.isTiled }) {
            do throws(MapSourceError) {
                given = try MapSourceLoader().load(style)
            } catch {
                throw .mapSource(error)
            }
        }
        if let place = placeName(for: style, context: context, sources: given ?? MapSources()) {
            context.tokens = context.tokens.with(place: place)
        }
        let scene = try CardComposer().scene(style: style, context: context) { [given] viewport throws(RenderError) in
            let loaded = try self.sources(for: style, viewport: viewport, loaded: given)
            warnings = loaded.warnings
            return loaded.sources
        }
        return RenderedCard(scene: scene, warnings: warnings)
    }

    /// The scene of a card (see `card(for:style:title:sources:)`; its warnings are dropped).
    public func scene(for track: Track, style: Style, title: String? = nil, sources: MapSources? = nil) throws(RenderError) -> Scene {
        try card(for: track, style: style, title: title, sources: sources).scene
    }

    /// The SVG document of a card, UTF-8 encoded; throws `RenderError.nothingToDraw` for an empty track.
    public func svg(for track: Track, style: Style, title: String? = nil, sources: MapSources? = nil) throws(RenderError) -> [UInt8] {
        SVGWriter(precision: precision).write(try scene(for: track, style: style, title: title, sources: sources))
    }

    /// The map data of a style for a fitted viewport: `loaded` (`nil`: the style's GeoJSON sources,
    /// read with `MapSourceLoader`), plus every vector source not in it, its tiles covering the
    /// viewport read through `tiles` — only the tile layers the style's map-data layers (`LayerRole.mapData`) name, and
    /// nothing of a source none draws from; the image tiles of every raster source covering the
    /// canvas, at the zoom the card's zoom and `canvas.scale` ask for; and the warnings reading them
    /// gave. A vector source that declares `schemas` gets the one its archive follows
    /// (`Style.schema(of:available:)`) and that schema's credit merged with the archive's own; each
    /// tiled source is told where its archive has data (`bounds`: the map fades there). The
    /// warnings say when the style draws tile layers the archive does not have, when the archive
    /// covers none or only part of the canvas (naming its bounds), and when its attribution is HTML
    /// (the card shows it as text: `AttributionText.plainText(_:)`).
    public func sources(for style: Style, viewport: Viewport,
                        loaded: MapSources? = nil) throws(RenderError) -> (sources: MapSources, warnings: [String]) {
        var sources = loaded ?? MapSources()
        if loaded == nil, style.sources.values.contains(where: { !$0.isTiled }) {
            do throws(MapSourceError) {
                sources = try MapSourceLoader().load(style)
            } catch {
                throw .mapSource(error)
            }
        }
        var warnings: [String] = []
        let box = MapSources.coverage(of: viewport)
        // Raster tiles are read for the canvas itself: an image needs no margin for strokes.
        let canvas = WorldBox(minX: viewport.originX, minY: viewport.originY, maxX: viewport.originX + viewport.size.width / viewport.scale,
                              maxY: viewport.originY + viewport.size.height / viewport.scale)
        for id in style.sources.keys.sorted() where style.sources[id]!.isVector && sources[id] == nil {
            // Only what the style draws is read: no tile of a source no layer draws from, and only
            // the tile layers its layers name.
            let layers = style.tileLayers(of: id)
            if layers?.isEmpty == true {
                sources.insert(MapSource(id: id, tiles: [], attribution: style.sources[id]!.attribution))
                continue
            }
            guard let tiles else {
                throw .tiles(MapTileError(.noProvider, source: id, message: "the vector source \"\(id)\" needs tiles, and this renderer reads none "
                    + "(give it a MapTileProvider, such as RouteCardTiles' VectorTileProvider)"))
            }
            do throws(MapTileError) {
                let set = try tiles.tiles(for: style.sources[id]!, resources: style.resources(forSource: id), covering: box, zoom: viewport.zoom,
                                          layers: layers)
                let report = TiledSourceReport(vector: set, declaration: style.sources[id]!, style: style, canvas: canvas)
                sources.insert(report.source)
                warnings += report.warnings
            } catch {
                throw .tiles(error)
            }
        }
        for id in style.sources.keys.sorted() where style.sources[id]!.isRaster && sources[id] == nil {
            let declaration = style.sources[id]!
            guard style.tileLayers(of: id)?.isEmpty != true else {
                sources.insert(MapSource(id: id, rasterTiles: [], attribution: declaration.attribution))
                continue
            }
            guard let tiles else {
                throw .tiles(MapTileError(.noProvider, source: id, message: "the raster source \"\(id)\" needs tiles, and this renderer reads none "
                    + "(give it a MapTileProvider, such as RouteCardTiles' VectorTileProvider)"))
            }
            do throws(MapTileError) {
                let set = try tiles.rasterTiles(for: declaration, resources: style.resources(forSource: id), covering: canvas,
                                                zoom: viewport.zoom, scale: style.canvas.scale)
                let report = TiledSourceReport(raster: set, declaration: declaration, canvas: canvas)
                sources.insert(report.source)
                warnings += report.warnings
            } catch {
                throw .tiles(error)
            }
        }
        return (sources, warnings)
    }
}
