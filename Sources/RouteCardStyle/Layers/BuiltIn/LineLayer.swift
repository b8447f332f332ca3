import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// Lines of a map source (line strings, and the outlines of polygons). Style type `line`.
///
/// The `line-*` keys are the `route` layer's (`LineProperties`), here with per-feature
/// expressions such as `["match", ["get", "type"], "primary", 5, "secondary", 4, 2]`. Casings are
/// drawn below all lines of the layer. `line-offset` moves a line sideways and `line-gap-width`
/// draws it twice, either side of a gap (MapLibre's casings). Never moves the fit; features sharing a look are one path;
/// the source is credited when anything is drawn.
public struct LineLayer: CardLayer, MapDataLayer {
    /// `"line"`.
    public static let type = "line"
    /// One sentence for the style reference.
    public static let summary = "Lines of a map source, and polygon outlines, with optional casings; credits the source."
    /// Credits its source.
    public static let capabilities: LayerCapabilities = [.credits]
    /// The `line-*` keys with the map line's defaults (black, 1 pt, butt caps, miter joins).
    public static let line = LineProperties(color: .black, width: 1, cap: .butt, join: .miter)
    /// `paint.line-gap-width`: MapLibre's casing, two lines either side of a gap.
    public static let gapWidthProperty = LayerProperty.numberExpression(
        "line-gap-width", .paint, default: 0, in: .closed(0...500), unit: "pt",
        doc: "Draws the line twice, either side of a gap this wide along the feature (MapLibre's road casings); 0 for one line.")
    /// `paint.line-offset`: the line moved sideways.
    public static let offsetProperty = LayerProperty.numberExpression(
        "line-offset", .paint, default: 0, in: .closed(-500...500), unit: "pt",
        doc: "Moves the line sideways, positive to the right of its direction (corners mitred).")
    /// Every property, for the reference.
    public static var properties: [PropertySpec] { MapLayerOptions.specs + line.specs + [gapWidthProperty.spec, offsetProperty.spec] }

    /// Source, filter and zoom range.
    public var options: MapLayerOptions
    /// The source drawn from (`source`).
    public var mapSource: String { options.source }
    /// The layer of its tiles drawn (`source-layer`).
    public var mapSourceLayer: String? { options.sourceLayer }
    /// Map data: the source and `source-layer` drawn.
    public var role: LayerRole { .mapData(source: mapSource, sourceLayer: mapSourceLayer) }
    /// The line's look.
    public var look: LineLook
    /// `line-gap-width`.
    public var gapWidth: StyleProperty<Double>
    /// `line-offset`.
    public var offset: StyleProperty<Double>

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        options = MapLayerOptions(style: style)
        look = LineLook(style: style, properties: Self.line)
        gapWidth = style[Self.gapWidthProperty]
        offset = style[Self.offsetProperty]
    }

    /// The layer with its line widths and blur in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.look = look.resolved(on: canvas)
        return layer
    }

    private struct Look: Hashable {
        var stroke: Stroke
        var opacity: Double
    }

    /// A feature's line and casing strokes and opacity.
    private struct Strokes: Hashable {
        var line: Stroke
        var casing: Stroke?
        var opacity: Double
        /// The sideways offsets of the lines drawn (`[0]` for one line on the feature).
        var offsets: [Double]
    }

    /// Casing paths, then line paths, one per distinct look, clipped to the canvas. A tile
    /// source's lines cut at tile edges are joined again first (dashes keep their rhythm), and its
    /// polygon outlines leave out the stretches along tile edges.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let source = options.visibleSource(in: context, viewport: viewport) else { return [] }
        let canvas = MapCanvas(context: context, viewport: viewport)
        var lines = PathBatch<Look>(), casings = PathBatch<Look>()
        func add(_ parts: [[CanvasPoint]], _ strokes: Strokes) {
            let reach = max(strokes.line.width, strokes.casing?.width ?? 0) / 2 + (strokes.offsets.map(abs).max() ?? 0)
            for part in parts {
                for shift in strokes.offsets {
                    for piece in canvas.clip(line: LineOffset.offset(part, by: shift), margin: reach) {
                        lines.add(polyline: piece, for: Look(stroke: strokes.line, opacity: strokes.opacity))
                        if let casing = strokes.casing {
                            casings.add(polyline: piece, for: Look(stroke: casing, opacity: strokes.opacity))
                        }
                    }
                }
            }
        }
        // A tile source's pieces are gathered by look and joined across tile edges before drawing.
        var order: [Strokes] = []
        var pieces: [Strokes: [LineStitcher.Piece]] = [:]
        for item in options.items(of: source, in: canvas) {
            guard let found = look.strokes(for: item.input) else { continue }
            let shift = offset.value(for: item.input), gap = gapWidth.value(for: item.input)
            let side = (gap + found.line.width) / 2
            let strokes = Strokes(line: found.line, casing: found.casing, opacity: found.opacity,
                                  offsets: gap > 0 ? [shift - side, shift + side] : [shift])
            let parts = canvas.linePieces(of: item, includingRings: true)
            if !source.isTiled {
                add(parts.map(\.points), strokes)
            } else if !parts.isEmpty {
                if pieces[strokes] == nil { order.append(strokes) }
                pieces[strokes, default: []] += parts
            }
        }
        let tolerance = canvas.stitchTolerance(for: source)
        for strokes in order { add(LineStitcher.join(pieces[strokes] ?? [], tolerance: tolerance), strokes) }
        let casingNodes = casings.paths.map { look, data in
            SceneNode.path(ScenePath(classes: ["casing"], data: data, stroke: look.stroke, opacity: look.opacity))
        }
        return options.drawing(look.blurred(casingNodes + lines.paths.map { look, data in
            SceneNode.path(ScenePath(classes: ["line"], data: data, stroke: look.stroke, opacity: look.opacity))
        }), from: source)
    }
}
