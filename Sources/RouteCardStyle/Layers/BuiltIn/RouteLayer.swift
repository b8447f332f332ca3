import RouteCardGeo
import RouteCardScene

/// Draws the track's segments as lines, each segment its own `<path class="segment">`.
/// Style type `route`.
///
/// Paint keys (MapLibre names): `line-color` (default `#0a84ff`), `line-width` in points
/// (default 5), `line-opacity` 0…1 (default 1), `line-cap` `butt`/`round`/`square` (default
/// `round`), `line-join` `miter`/`round`/`bevel` (default `round`), `line-dasharray` in line widths
/// (default solid), `line-casing-color` and `line-casing-width` (points added on each side; default
/// none) for an outline drawn under the line. Segments are never joined across their gap.
public struct RouteLayer: CardLayer {
    /// `"route"`.
    public static let type = "route"
    /// The line's stroke.
    public var stroke: Stroke
    /// Line opacity 0…1.
    public var opacity: Double
    /// The casing under the line, if any.
    public var casing: Stroke?

    /// Decodes the `paint` keys.
    public init(style: LayerStyle) {
        let paint = style.paint
        let width = paint.number("line-width", default: 5, in: 0...500)
        let dash = paint.numbers("line-dasharray", in: 0...1000) ?? []
        stroke = Stroke(color: paint.color("line-color", default: Color(r: 10, g: 132, b: 255)), width: width,
                        cap: paint.choice("line-cap", default: LineCap.round),
                        join: paint.choice("line-join", default: LineJoin.round),
                        dash: dash.map { $0 * width })
        opacity = paint.number("line-opacity", default: 1, in: 0...1)
        let casingWidth = paint.number("line-casing-width", default: 0, in: 0...500)
        let casingColor = paint.color("line-casing-color", default: .white)
        casing = casingWidth > 0 ? Stroke(color: casingColor, width: width + 2 * casingWidth, cap: stroke.cap, join: stroke.join) : nil
    }

    /// The width of everything drawn, in points.
    var drawnWidth: Double { max(stroke.width, casing?.width ?? 0) }

    /// One group per segment with half the drawn width around each point.
    public func fitGroups(in context: LayerContext) -> [FitGroup] {
        context.track.drawnSegments.map { segment in
            FitGroup(coordinates: segment.points.map(\.coordinate), box: .around(radius: drawnWidth / 2))
        }
    }

    /// The casing paths, then the line paths, simplified in canvas space.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        let lines = context.track.drawnSegments.map { segment in
            var points = PolylineSimplifier.simplify(segment.points, in: viewport, tolerance: context.simplifyTolerance)
            // A one-point segment becomes a zero-length line, which round or square caps draw as a dot.
            if points.count == 1 { points.append(points[0]) }
            return PathData(polyline: points)
        }
        var nodes: [SceneNode] = []
        if let casing {
            nodes += lines.map { .path(ScenePath(classes: ["casing"], data: $0, stroke: casing, opacity: opacity)) }
        }
        nodes += lines.map { .path(ScenePath(classes: ["segment"], data: $0, stroke: stroke, opacity: opacity)) }
        return nodes
    }
}
