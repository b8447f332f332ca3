import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// Draws the track's segments as lines, each segment its own `<path class="segment">`.
/// Style type `route`.
///
/// The `line-*` keys are the `line` layer's (`LineProperties`); an expression may depend on
/// `["zoom"]` (evaluated at the fitted zoom; the fit allows for its width at `canvas.max-zoom`).
/// Segments are never joined across their gap. The paths carry `SceneRole.routeLine` (casings
/// `.routeCasing`), so `--animate` draws them.
///
/// `line-color` may read values at each route point with `["point", NAME]` (see `PointMeasure`:
/// `heart_rate`, `pace`, `speed`, `grade`, `progress`…), e.g.
/// `["interpolate", ["linear"], ["point", "heart_rate"], 100, "#2c7bb6", 140, "#ffffbf", 180, "#d7191c"]`.
/// The values are smoothed over a few points (`PointSeries`), a point without a value takes the
/// nearest one of its segment, and each segment is drawn as one `<path class="segment run">` per
/// run of one (quantised) colour (`ColorRun`); a run shorter on the canvas than the line is wide
/// is folded into the run before it. A segment with no value at all is drawn in what the
/// expression gives for null (`step`'s base, `match`'s fallback; the layer's default colour for
/// `interpolate`). The casing and the other keys do not read point values. `line-color-range`
/// (see `ColorRange`) moves a ramp's stops onto the track's own range, or heart-rate zones.
public struct RouteLayer: CardLayer {
    /// `"route"`.
    public static let type = "route"
    /// One sentence for the style reference.
    public static let summary = "The track's segments as lines (never joined across a gap); animated by `--animate`."
    /// The `line-*` keys with the route's defaults (blue, 5 pt, round caps and joins).
    public static let line = LineProperties(color: defaultColor, width: 5, cap: .round, join: .round)
    /// The line's colour without a `line-color` (and for a point value a segment does not have).
    static let defaultColor = Color(r: 10, g: 132, b: 255)
    /// `paint.line-color-range`.
    public static let colorRange = LayerProperty.choice("line-color-range", .paint, default: ColorRange.stops,
                                                        doc: "Where a `line-color` ramp over a point value puts its stops: `stops` as written; "
                                                            + "`track` on the track's own 2nd–98th percentile of the value (a heart-rate ramp with "
                                                            + "`--max-hr`: its zones, 50–100 % of it).")
    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [colorRange.spec] + line.specs.map { spec in
            spec.key != "line-color" ? spec : spec.with(default: spec.defaultValue, doc: "The line's colour; may read values along the "
                + "route with `[\"point\", NAME]` (`heart_rate`, `pace`, `speed`, `cadence`, `power`, `temperature`, `elevation`, "
                + "`grade`, `time`, `progress`), drawn as runs of one colour.")
        }
    }

    /// The line's look.
    public var look: LineLook
    /// Where the colour ramp's stops lie.
    public var colorRange: ColorRange
    /// The route: its `line-color`.
    public var role: LayerRole { .route(color: look.color) }

    /// Decodes the `paint` keys.
    public init(style: LayerStyle) {
        look = LineLook(style: style, properties: Self.line)
        colorRange = style[Self.colorRange]
    }

    /// The layer with its line widths and blur in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.look = look.resolved(on: canvas)
        return layer
    }

    /// The line colour on the card of `context`: `line-color` with its ramp's stops placed by `line-color-range`.
    public func color(in context: LayerContext) -> StyleProperty<Color> {
        colorRange.color(look.color, fallback: Self.defaultColor, in: context)
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
        let segments = context.track.drawnSegments
        let lines = segments.map { segment in
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
        let color = color(in: context)
        let measures = color.pointMeasures
        guard !measures.isEmpty else {
            nodes += lines.map {
                .path(ScenePath(classes: ["segment"], data: $0, stroke: strokes.line, opacity: strokes.opacity, role: .routeLine))
            }
            return LayerDrawing(look.blurred(nodes))
        }
        let series = PointSeries.series(for: context.track, statistics: context.statistics, measures: measures)
        for (segment, values) in zip(segments, series) {
            // Canvas distance along the segment, to fold runs shorter than the line is wide.
            let canvas = viewport.points(along: segment.points)
            var along = [0.0]
            along.reserveCapacity(canvas.count)
            for index in canvas.indices.dropFirst() {
                let dx = canvas[index].x - canvas[index - 1].x, dy = canvas[index].y - canvas[index - 1].y
                along.append(along[index - 1] + (dx * dx + dy * dy).squareRoot())
            }
            let runs = ColorRun.merging(colorRuns(values, color: color, units: context.units, zoom: viewport.zoom),
                                        minimum: strokes.line.width) {
                along[$0.upperBound] - along[$0.lowerBound]
            }
            for run in runs {
                var points = PolylineSimplifier.simplify(Array(segment.points[run.points]), in: viewport,
                                                         tolerance: context.simplifyTolerance)
                if points.count == 1 { points.append(points[0]) }
                var stroke = strokes.line
                stroke.color = run.color
                nodes.append(.path(ScenePath(classes: ["segment", "run"], data: PathData(polyline: points), stroke: stroke,
                                             opacity: strokes.opacity, role: .routeLine)))
            }
        }
        return LayerDrawing(look.blurred(nodes))
    }

    /// The runs of one colour of a segment whose `line-color` reads point values.
    func colorRuns(_ series: PointSeries, color: StyleProperty<Color>, units: UnitSystem, zoom: Double) -> [ColorRun] {
        let colors = series.distances.indices.map { index in
            ColorRun.quantised(color.value(for: ExpressionInput(properties: [:], geometryType: "LineString", zoom: zoom,
                                                                     point: PointSample(series: series, index: index, units: units))))
        }
        return ColorRun.runs(of: colors)
    }
}
