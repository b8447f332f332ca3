import RouteCardGeo
import RouteCardScene

/// The image tiles of a raster source (a satellite or street map service, a raster MBTiles or
/// PMTiles archive, a folder of PNGs). Style type `raster`.
///
/// The tiles are embedded as `data:` URIs, each scaled to the card's fractional zoom, their edges
/// snapped to the PNG's pixel grid (at `canvas.scale`) and reaching a point under their east and
/// south neighbours, so neighbours meet without a seam at any scale. The
/// paint properties are MapLibre's: `raster-opacity`, and `raster-saturation` (−1 grey) with
/// `raster-brightness-min`/`-max`, one SVG colour matrix over the whole layer — drawn the same by
/// librsvg and browsers — that lets a route stand out on busy imagery. Credits its source.
public struct RasterLayer: CardLayer, MapDataLayer {
    /// `"raster"`.
    public static let type = "raster"
    /// One sentence for the style reference.
    public static let summary = "The image tiles of a raster source, with opacity, saturation and brightness; credits the source."
    /// Credits its source.
    public static let capabilities: LayerCapabilities = [.credits]
    /// `source`: a raster source's id.
    public static let sourceProperty = LayerProperty.optionalString(
        "source", .root, isRequired: true, doc: "The id of a \"type\": \"raster\" source in the style's \"sources\".")
    /// `paint.raster-opacity`.
    public static let opacityProperty = LayerProperty.number("raster-opacity", .paint, default: 1, in: .closed(0...1),
                                                             doc: "The opacity of the whole layer.")
    /// `paint.raster-saturation`.
    public static let saturationProperty = LayerProperty.number(
        "raster-saturation", .paint, default: 0, in: .closed(-1...1),
        doc: "−1 shows the tiles in grey, 0 as they are, above 0 more colourful (MapLibre's formula).")
    /// `paint.raster-brightness-min`.
    public static let brightnessMinProperty = LayerProperty.number(
        "raster-brightness-min", .paint, default: 0, in: .closed(0...1),
        doc: "What black becomes (0…1): raise it to wash the tiles out so a route stands out.")
    /// `paint.raster-brightness-max`.
    public static let brightnessMaxProperty = LayerProperty.number(
        "raster-brightness-max", .paint, default: 1, in: .closed(0...1), doc: "What white becomes (0…1): lower it to darken the tiles.")
    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [sourceProperty.spec, MapLayerOptions.minZoomProperty.spec, MapLayerOptions.maxZoomProperty.spec, opacityProperty.spec,
         saturationProperty.spec, brightnessMinProperty.spec, brightnessMaxProperty.spec]
    }

    /// The raster source drawn (`source`).
    public var source: String
    /// The source drawn from.
    public var mapSource: String { source }
    /// A raster source has no tile layers.
    public var mapSourceLayer: String? { nil }
    /// Map data: the source and `source-layer` drawn.
    public var role: LayerRole { .mapData(source: mapSource, sourceLayer: mapSourceLayer) }
    /// `minzoom`.
    public var minZoom: Double
    /// `maxzoom`.
    public var maxZoom: Double
    /// `raster-opacity`.
    public var opacity: Double
    /// `raster-saturation`, `raster-brightness-min` and `-max` as one colour matrix.
    public var colorMatrix: ColorMatrix

    /// Decodes the layer's keys; a `source` that is not a raster source is reported.
    public init(style: LayerStyle) {
        source = style[Self.sourceProperty] ?? ""
        minZoom = style[MapLayerOptions.minZoomProperty]
        maxZoom = style[MapLayerOptions.maxZoomProperty]
        opacity = style[Self.opacityProperty]
        colorMatrix = .raster(saturation: style[Self.saturationProperty], brightnessMin: style[Self.brightnessMinProperty],
                              brightnessMax: style[Self.brightnessMaxProperty])
        let root = style.root
        if let declaration = style.sources[source] {
            if !declaration.isRaster {
                root.error("source", at: root.node("source"), "a raster layer draws a \"type\": \"raster\" source, and \"\(source)\" is a "
                    + (declaration.isVector ? "vector" : "GeoJSON") + " source")
            }
        } else if !source.isEmpty {
            let known = style.sources.keys.sorted()
            root.error("source", at: root.node("source"), code: .unknownSource, "unknown source \"\(source)\"; "
                + (known.isEmpty ? "declare it in the style's top-level \"sources\"" : "declared sources: " + known.joined(separator: ", ")))
        }
    }

    /// The tiles that meet the canvas, as images in one group (opacity and colour matrix apply to
    /// the group, so the slight overlap of neighbours never shows).
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        let zoom = viewport.zoom
        guard (minZoom <= 0 || zoom >= minZoom), zoom < maxZoom, let source = context.sources[source],
              let tiles = source.rasterTiles else { return [] }
        let pixels = max(context.canvas.scale, 0.01)
        // Edges on whole pixels of the PNG; each tile reaches a point (at least half a pixel) under
        // its east and south neighbours, drawn after it, so a PNG at another scale, or a browser,
        // shows no hairline either. The stretch is under 1 % of a tile.
        func snap(_ value: Double) -> Double { (value * pixels).rounded() / pixels }
        let overlap = max(1, 0.5 / pixels)
        let width = viewport.size.width, height = viewport.size.height
        var images: [SceneNode] = []
        for tile in tiles {
            let shift = Double(tile.wrap)
            let minX = snap((tile.box.minX + shift - viewport.originX) * viewport.scale)
            let maxX = snap((tile.box.maxX + shift - viewport.originX) * viewport.scale)
            let minY = snap((tile.box.minY - viewport.originY) * viewport.scale)
            let maxY = snap((tile.box.maxY - viewport.originY) * viewport.scale)
            guard maxX > 0, minX < width, maxY > 0, minY < height, maxX > minX, maxY > minY else { continue }
            var image = SceneImage(classes: ["tile"], box: CanvasBox(minX: minX, minY: minY, maxX: maxX + overlap, maxY: maxY + overlap),
                                   bytes: tile.bytes, mediaType: tile.mediaType)
            image.keepsAspectRatio = false
            images.append(.image(image))
        }
        guard !images.isEmpty else { return [] }
        var group = SceneGroup(classes: ["tiles"], opacity: opacity, children: images)
        if !colorMatrix.isIdentity { group.filter = .colorMatrix(colorMatrix) }
        return LayerDrawing([.group(group)], credits: [source.attribution].compactMap { $0 })
    }
}
