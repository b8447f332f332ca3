import RouteCardGeo
import RouteCardScene

/// Lines of a map source (line strings, and the outlines of polygons). Style type `line`.
///
/// Keys: the `MapLayerOptions` keys (`source`, `filter`, `minzoom`, `maxzoom`). Paint, as on the
/// `route` layer (each number or colour may be an expression such as
/// `["match", ["get", "type"], "primary", 5, "secondary", 4, 2]`): `line-color` (default black),
/// `line-width` in points (default 1), `line-opacity` 0…1 (default 1), `line-casing-color` (default
/// white) and `line-casing-width` (points on each side, default 0 = none); constants `line-cap`
/// (default butt), `line-join` (default miter) and `line-dasharray` (in line widths). Casings are
/// drawn below all lines of the layer. Never moves the fit; features sharing a look are one path.
public struct LineLayer: MapLayer {
    /// `"line"`.
    public static let type = "line"
    /// Source, filter and zoom range.
    public var options: MapLayerOptions
    /// `line-color`.
    public var color: StyleProperty<Color>
    /// `line-width`.
    public var width: StyleProperty<Double>
    /// `line-opacity`.
    public var opacity: StyleProperty<Double>
    /// `line-casing-color`.
    public var casingColor: StyleProperty<Color>
    /// `line-casing-width`.
    public var casingWidth: StyleProperty<Double>
    /// `line-cap`.
    public var cap: LineCap
    /// `line-join`.
    public var join: LineJoin
    /// `line-dasharray`, in line widths.
    public var dash: [Double]

    /// The source id.
    public var sourceID: String { options.source }

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        options = MapLayerOptions(style: style)
        let paint = style.paint
        color = paint.colorProperty("line-color", default: .black)
        width = paint.numberProperty("line-width", default: 1, in: 0...500)
        opacity = paint.numberProperty("line-opacity", default: 1, in: 0...1)
        casingColor = paint.colorProperty("line-casing-color", default: .white)
        casingWidth = paint.numberProperty("line-casing-width", default: 0, in: 0...500)
        cap = paint.choice("line-cap", default: LineCap.butt)
        join = paint.choice("line-join", default: LineJoin.miter)
        dash = paint.numbers("line-dasharray", in: 0...1000) ?? []
    }

    private struct Look: Hashable {
        var stroke: Stroke
        var opacity: Double
    }

    /// Casing paths, then line paths, one per distinct look, clipped to the canvas.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        guard let source = context.sources[options.source], options.isVisible(atZoom: viewport.zoom) else { return [] }
        let canvas = MapCanvas(context: context, viewport: viewport)
        var lines = PathBatch<Look>(), casings = PathBatch<Look>()
        for (feature, input) in canvas.features(of: source, filter: options.filter) {
            let parts: [[WorldPoint]]
            switch feature.geometry {
            case .lines(let lineParts): parts = lineParts
            case .polygons(let polygons): parts = polygons.flatMap { $0 }
            case .points: continue
            }
            let lineWidth = width.value(for: input)
            let lineOpacity = opacity.value(for: input)
            guard lineWidth > 0, lineOpacity > 0 else { continue }
            let stroke = Stroke(color: color.value(for: input), width: lineWidth, cap: cap, join: join, dash: dash.map { $0 * lineWidth })
            let casing = casingWidth.value(for: input)
            let reach = lineWidth / 2 + casing
            for part in parts {
                for piece in canvas.lineParts(part, shift: canvas.shift(for: part), margin: reach) {
                    lines.add(polyline: piece, for: Look(stroke: stroke, opacity: lineOpacity))
                    if casing > 0 {
                        let casingStroke = Stroke(color: casingColor.value(for: input), width: lineWidth + 2 * casing, cap: cap, join: join)
                        casings.add(polyline: piece, for: Look(stroke: casingStroke, opacity: lineOpacity))
                    }
                }
            }
        }
        let casingNodes = casings.paths.map { look, data in
            SceneNode.path(ScenePath(classes: ["casing"], data: data, stroke: look.stroke, opacity: look.opacity))
        }
        return casingNodes + lines.paths.map { look, data in
            SceneNode.path(ScenePath(classes: ["line"], data: data, stroke: look.stroke, opacity: look.opacity))
        }
    }
}
