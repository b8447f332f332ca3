import RouteCard

/// Distance markers along the route: a small numbered circle every `interval` kilometres (or
/// miles). Style type `distance-ticks`. An example of a plugin layer.
///
/// Distance is the ellipsoidal length (`Geodesic.distance`) summed along the drawn segments in
/// order, the way `{distance}` counts it: a segment gap adds nothing and no tick is ever placed in
/// a gap. Each tick sits exactly where its multiple is reached, interpolated on the drawn line
/// between the two points that straddle it. Every tick takes part in the fit with its circle and
/// label, so ticks near the edge are never cut off.
///
/// Layout keys: `interval` (the distance between ticks in kilometres, or in miles when `units` is
/// `imperial`; a number > 0, default 1), `units` (`metric` or `imperial`, default `metric`),
/// `text-field` (the label template; tokens `{value}` — the tick's distance as a number such as
/// `3` or `1.5` — and `{unit}` — `km` or `mi`; default `{value}`; `""` for no label),
/// `text-anchor` (the part of the label placed on its anchor point, default `center`),
/// `text-offset` (`[x, y]` in points from the tick's centre to the label's anchor point, positive
/// right/down, default `[0, 0]`: inside the circle), and the `LabelStyle` keys (default size 10,
/// weight bold).
/// Paint keys: `circle-color` (default `#1c1c1e`), `circle-radius` (points, 0…100, default 9),
/// `circle-stroke-color` (default white), `circle-stroke-width` (points, 0…50, default 2),
/// `circle-opacity` (0…1, default 1), and the `LabelStyle` paint keys (default colour white, no halo).
///
/// At most `maximumTicks` ticks are placed, so a tiny interval on a long track stays cheap.
public struct DistanceTicksLayer: CardLayer {
    /// One tick: where it goes and the distance it marks.
    public struct Tick: Sendable, Hashable {
        /// The tick's position on the drawn line, in degrees.
        public var coordinate: GeoCoordinate
        /// Its ordinal along the track: 1 for the first tick, 2 for the second, …
        public var index: Int
        /// The distance it marks in metres from the start, counted within segments.
        public var metres: Double
    }

    /// `"distance-ticks"`.
    public static let type = "distance-ticks"
    /// The most ticks one layer places; ticks beyond it are left out.
    public static let maximumTicks = 10_000
    /// The tokens `text-field` may use: `value` (the tick's distance in `units`) and `unit` (`km` or `mi`).
    public static let tokens = ["value", "unit"]

    /// The distance between ticks in `units` (kilometres or miles), > 0; layout key `interval`, default 1.
    public var interval: Double
    /// Whether ticks count kilometres or miles; layout key `units`, default metric.
    public var units: UnitSystem
    /// The label template, `nil` for no label; layout key `text-field`, default `{value}`.
    public var labelTemplate: TextTemplate?
    /// The part of the label on its anchor point; layout key `text-anchor`, default centre.
    public var labelAnchor: CanvasAnchor
    /// The label's anchor point relative to the tick's centre, `[x, y]` in points, positive
    /// right/down; layout key `text-offset`, default `[0, 0]`.
    public var labelOffset: [Double]
    /// The label's look; the `LabelStyle` keys (default 10 points, bold, white, no halo).
    public var label: LabelStyle
    /// The circle's fill; paint key `circle-color`, default `#1c1c1e`.
    public var color: Color
    /// The circle's radius in points (0 draws no circle); paint key `circle-radius`, default 9.
    public var radius: Double
    /// The circle's border, `nil` when its width is 0; paint keys `circle-stroke-color` (default
    /// white) and `circle-stroke-width` (points, default 2).
    public var border: Stroke?
    /// The circle's opacity 0…1; paint key `circle-opacity`, default 1.
    public var opacity: Double

    /// Decodes the `layout` and `paint` keys, reporting wrong values and unknown tokens.
    public init(style: LayerStyle) {
        let layout = style.layout, paint = style.paint
        interval = 1
        if let node = layout.node("interval") {
            if case .number(let value) = node.value, value > 0, value.isFinite {
                interval = value
            } else {
                layout.mismatch("interval", node, expected: "a number > 0 (kilometres, or miles with \"units\": \"imperial\")")
            }
        }
        units = layout.choice("units", default: UnitSystem.metric)
        labelTemplate = try? TextTemplate.parse("{value}", tokens: Self.tokens).get()
        if let text = layout.optionalString("text-field") {
            switch TextTemplate.parse(text, tokens: Self.tokens) {
            case .success(let template): labelTemplate = template.isEmpty ? nil : template
            case .failure(let error): layout.error("text-field", at: layout.node("text-field"), error.message)
            }
        }
        labelAnchor = layout.choice("text-anchor", default: CanvasAnchor.center)
        labelOffset = layout.numbers("text-offset", counts: [2]) ?? [0, 0]
        let hasTextColor = paint.has("text-color")
        label = LabelStyle(layout: layout, paint: paint, defaultSize: 10, defaultWeight: 700)
        if !hasTextColor { label.color = .white }
        color = paint.color("circle-color", default: Color(r: 28, g: 28, b: 30))
        radius = paint.number("circle-radius", default: 9, in: 0...100)
        let borderColor = paint.color("circle-stroke-color", default: .white)
        let borderWidth = paint.number("circle-stroke-width", default: 2, in: 0...50)
        border = borderWidth > 0 ? Stroke(color: borderColor, width: borderWidth) : nil
        opacity = paint.number("circle-opacity", default: 1, in: 0...1)
    }

    /// The interval in metres (a kilometre is 1000 m, a mile 1609.344 m).
    public var intervalMetres: Double {
        interval * (units == .metric ? 1000 : 1609.344)
    }

    /// Where the ticks of a track go: every multiple of the interval along the drawn segments.
    ///
    /// Distances are summed within segments only; each tick is interpolated between the two
    /// points that straddle its multiple, linearly in Web Mercator so it lies on the drawn line.
    public func ticks(along track: Track) -> [Tick] {
        let step = intervalMetres
        var ticks: [Tick] = []
        var travelled = 0.0
        var next = 1
        for segment in track.drawnSegments {
            for (a, b) in zip(segment.points, segment.points.dropFirst()) {
                let length = Geodesic.distance(a.coordinate, b.coordinate)
                guard length > 0, length.isFinite else { continue }
                let end = travelled + length
                // Each target is computed from its index, so rounding never accumulates.
                while Double(next) * step <= end {
                    guard ticks.count < Self.maximumTicks else { return ticks }
                    let target = Double(next) * step
                    let fraction = min(max((target - travelled) / length, 0), 1)
                    ticks.append(Tick(coordinate: Self.interpolate(a.coordinate, b.coordinate, fraction),
                                      index: next, metres: target))
                    next += 1
                }
                travelled = end
            }
        }
        return ticks
    }

    /// The point a fraction of the way from `a` to `b` on the straight Web Mercator line between them.
    static func interpolate(_ a: GeoCoordinate, _ b: GeoCoordinate, _ fraction: Double) -> GeoCoordinate {
        var delta = b.longitude - a.longitude
        if delta > 180 || delta < -180 { delta -= 360 * (delta / 360).rounded() }
        var longitude = a.longitude + fraction * delta
        if longitude > 180 || longitude < -180 { longitude -= 360 * (longitude / 360).rounded() }
        let ya = WebMercator.y(latitude: a.latitude), yb = WebMercator.y(latitude: b.latitude)
        return GeoCoordinate(latitude: WebMercator.latitude(y: ya + fraction * (yb - ya)), longitude: longitude)
    }

    /// The tick's distance in `units` as a short number: `3`, `1.5`, `0.25`.
    func value(of tick: Tick) -> String {
        let value = (Double(tick.index) * interval * 1000).rounded() / 1000
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The tick's label, or `nil` when the layer has none.
    func labelText(_ tick: Tick) -> String? {
        guard let labelTemplate else { return nil }
        let unit = units == .metric ? "km" : "mi"
        let text = labelTemplate.render { $0 == "value" ? value(of: tick) : $0 == "unit" ? unit : nil }
        return text.isEmpty ? nil : text
    }

    /// The circle's box around the tick's centre, border included.
    var circleBox: CanvasBox {
        radius > 0 ? .around(radius: radius + (border?.width ?? 0) / 2) : .zero
    }

    /// One group per tick: the circle's box united with the label's.
    public func fitGroups(in context: LayerContext) -> [FitGroup] {
        ticks(along: context.track).map { tick in
            var box = circleBox
            if let text = labelText(tick) {
                box = box.union(label.box(of: text, anchor: labelAnchor, measurer: context.measurer)
                    .offsetBy(dx: labelOffset[0], dy: labelOffset[1]))
            }
            return FitGroup(coordinates: [tick.coordinate], box: box)
        }
    }

    /// A `<g class="tick" data-distance="N" data-unit="km|mi">` per tick with its circle and label.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        let unit = units == .metric ? "km" : "mi"
        return ticks(along: context.track).map { tick in
            let point = viewport.point(for: tick.coordinate)
            var children: [SceneNode] = []
            if radius > 0 {
                children.append(.circle(SceneCircle(classes: ["tick-circle"], center: point, radius: radius,
                                                    fill: .color(color), stroke: border, opacity: opacity)))
            }
            if let text = labelText(tick) {
                let anchorPoint = point.offsetBy(dx: labelOffset[0], dy: labelOffset[1])
                children.append(.text(label.node(text, at: anchorPoint, anchor: labelAnchor, measurer: context.measurer,
                                                 classes: ["tick-label"])))
            }
            return .group(SceneGroup(classes: ["tick"], data: ["distance": value(of: tick), "unit": unit], children: children))
        }
    }
}
