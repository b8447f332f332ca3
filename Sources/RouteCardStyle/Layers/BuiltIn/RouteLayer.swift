import RouteCardGeo
import RouteCardScene

/// Draws the track's segments as lines, each segment its own `<path class="segment">`.
/// Style type `route`.
///
/// The `line-*` keys are the `line` layer's (`LineProperties`); an expression may depend on
/// `["zoom"]` (evaluated at the fitted zoom; the fit allows for its width at `canvas.max-zoom`).
/// Segments are never joined across their gap. The paths carry `SceneRole.routeLine` (casings
/// `.routeCasing`), so `--animate` draws them.
public struct RouteLayer: CardLayer {
    /// `"route"`.
    public static let type = "route"
    /// One sentence for the style reference.
    public static let summary = "The track's segments as lines (never joined across a gap); animated by `--animate`."
    /// The `line-*` keys with the route's defaults (blue, 5 pt, round caps and joins).
    public static let line = LineProperties(color: Color(r: 10, g: 132, b: 255), width: 5, cap: .round, join: .round)
    /// Every property, for the reference.
    public static var properties: [PropertySpec] { line.specs }

    /// The line's look.
    public var look: LineLook

    /// Decodes the `paint` keys.
    public init(style: LayerStyle) {
        look = LineLook(style: style, properties: Self.line)
    }

    /// The look at a zoom (the route has no feature properties).
    func strokes(atZoom zoom: Double) -> (line: Stroke, casing: Stroke?, opacity: Double)? {
        look.strokes(for: ExpressionInput(properties: [:], geometryType: "LineString", zoom: zoom))
    }

    /// One group per segment with half the drawn width around each point.
    public func place(in context: LayerContext) -> LayerPlacement<Void> {
        guard let strokes = strokes(atZoom: context.canvas.maxZoom) else { return LayerPlacement(()) }
        // A blurred line's glow reaches about one blur length beyond each edge.
        let drawnWidth = max(strokes.line.width, strokes.casing?.width ?? 0) + 2 * look.blur
        return LayerPlacement((), fit: context.track.drawnSegments.map { segment in
            FitGroup(coordinates: segment.points.map(\.coordinate), box: .around(radius: drawnWidth / 2))
        })
    }

    /// The casing paths, then the line paths, simplified in canvas space.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let strokes = strokes(atZoom: viewport.zoom) else { return [] }
        let lines = context.track.drawnSegments.map { segment in
            var points = PolylineSimplifier.simplify(segment.points, in: viewport, tolerance: context.simplifyTolerance)
            // A one-point segment becomes a zero-length line, which round or square caps draw as a dot.
            if points.count == 1 { points.append(points[0]) }
            return PathData(polyline: points)
        }
        var nodes: [SceneNode] = []
        if let casing = strokes.casing {
            nodes += lines.map {
                .path(ScenePath(classes: ["casing"], data: $0, stroke: casing, opacity: strokes.opacity, role: .routeCasing))
            }
        }
        nodes += lines.map {
            .path(ScenePath(classes: ["segment"], data: $0, stroke: strokes.line, opacity: strokes.opacity, role: .routeLine))
        }
        return LayerDrawing(look.blurred(nodes))
    }
}
