import RouteCardGeo
import RouteCardScene
import RouteCardStyle

/// Distance markers along the route: a small numbered circle every `interval` kilometres (or
/// miles). Style type `distance-ticks`. An example of a plugin layer.
///
/// Distance is the ellipsoidal length (`Geodesic.distance`) summed along the drawn segments in
/// order, the way `{distance}` counts it: a segment gap adds nothing and no tick is ever placed in
/// a gap. Each tick sits exactly where its multiple is reached, interpolated on the drawn line
/// between the two points that straddle it. Every tick takes part in the fit with its circle and
/// label, so ticks near the edge are never cut off; the ticks and their labels are worked out
/// once, in `place(in:)`, and handed to `draw` as the layer's `Placement`.
///
/// Its properties are declared once, as data (`properties`): `routecard styles --spec
/// distance-ticks` prints them. At most `maximumTicks` ticks are placed, so a tiny interval on a
/// long track stays cheap.
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

    /// A tick with its label, as the placement pass hands it to the drawing pass.
    public struct PlacedTick: Sendable {
        /// The tick.
        public var tick: Tick
        /// Its label, if any.
        public var label: String?
    }

    /// `"distance-ticks"`.
    public static let type = "distance-ticks"
    /// The most ticks one layer places; ticks beyond it are left out.
    public static let maximumTicks = 10_000
    /// The tokens `text-field` may use: `value` (the tick's distance in `units`) and `unit` (`km` or `mi`).
    public static let tokens = ["value", "unit"]

    /// `layout.interval`.
    public static let intervalProperty = LayerProperty.number("interval", .layout, default: 1, in: .above(0), unit: "km or mi",
                                                              doc: "The distance between ticks, in `units`.")
    /// `layout.units`.
    public static let unitsProperty = LayerProperty.choice("units", .layout, default: UnitSystem.metric,
                                                           doc: "Whether ticks count kilometres or miles.")
    /// `layout.text-field`.
    public static let textField = LayerProperty.template("text-field", .layout, tokens: tokens, defaultText: "`{value}`",
                                                         doc: "The label: `{value}` (e.g. `3`, `1.5`) and `{unit}`; `\"\"` for none.")
    /// `layout.text-anchor`.
    public static let textAnchor = LayerProperty.choice("text-anchor", .layout, default: CanvasAnchor.center,
                                                        doc: "The part of the label placed on its anchor point.")
    /// `layout.text-offset`.
    public static let textOffset = LayerProperty.numbers("text-offset", .layout, count: 2, unit: "pt", defaultText: "`[0, 0]`",
                                                         doc: "From the tick's centre to the label's anchor, positive right/down.")
    /// The label keys with this layer's defaults (10 pt, bold, white, no halo).
    public static let label = LabelProperties(size: 10, weight: 700, color: .white)
    /// The `paint.circle-*` keys: the built-in `distance-markers` layer's declarations, reused
    /// (a plugin may read any declared property).
    public static let circleColor = DistanceMarkersLayer.circleColor
    /// `paint.circle-radius`.
    public static let circleRadius = DistanceMarkersLayer.circleRadius.documented(default: "9", doc: "The circle's radius; 0 for none.")
    /// `paint.circle-stroke-color`.
    public static let circleStrokeColor = DistanceMarkersLayer.circleStrokeColor
    /// `paint.circle-stroke-width`.
    public static let circleStrokeWidth = DistanceMarkersLayer.circleStrokeWidth
    /// `paint.circle-opacity`.
    public static let circleOpacity = DistanceMarkersLayer.circleOpacity

    /// Every property, for `routecard styles --spec`.
    public static var properties: [PropertySpec] {
        [intervalProperty.spec, unitsProperty.spec, textField.spec, textAnchor.spec, textOffset.spec] + label.specs
            + [circleColor.spec, circleRadius.spec, circleStrokeColor.spec, circleStrokeWidth.spec, circleOpacity.spec]
    }

    /// The distance between ticks in `units` (kilometres or miles), > 0.
    public var interval: Double
    /// Whether ticks count kilometres or miles.
    public var units: UnitSystem
    /// The label template, `nil` for no label.
    public var labelTemplate: TextTemplate?
    /// The part of the label on its anchor point.
    public var labelAnchor: CanvasAnchor
    /// The label's anchor point relative to the tick's centre, `[x, y]` in points.
    public var labelOffset: [Double]
    /// The label's look.
    public var label: LabelStyle
    /// The circle's fill.
    public var color: Color
    /// The circle's radius as decoded (points or `"4vmin"`).
    public var radiusLength: StyleLength
    /// The border's width as decoded.
    public var borderWidth: StyleLength
    /// The border's colour.
    public var borderColor: Color
    /// The circle's radius in points on the canvas (0 draws no circle), set by `resolved(on:)`.
    public var radius: Double = 0
    /// The circle's border on the canvas, `nil` when its width is 0, set by `resolved(on:)`.
    public var border: Stroke?
    /// The circle's opacity 0…1.
    public var opacity: Double

    /// Decodes the `layout` and `paint` keys, reporting wrong values and unknown tokens.
    public init(style: LayerStyle) {
        interval = style[Self.intervalProperty]
        units = style[Self.unitsProperty]
        let template = style.layout.has(Self.textField.spec.key) ? style[Self.textField] : try? TextTemplate.parse("{value}", tokens: Self.tokens).get()
        labelTemplate = template.flatMap { $0.isEmpty ? nil : $0 }
        labelAnchor = style[Self.textAnchor]
        labelOffset = style[Self.textOffset] ?? [0, 0]
        label = LabelStyle(style: style, properties: Self.label)
        color = style[Self.circleColor]
        radiusLength = style[Self.circleRadius]
        borderWidth = style[Self.circleStrokeWidth]
        borderColor = style[Self.circleStrokeColor]
        opacity = style[Self.circleOpacity]
    }

    /// The layer with its circle's and label's lengths (`"4vmin"` or points) in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.label = label.resolved(on: canvas)
        layer.radius = radiusLength.points(on: canvas)
        let width = borderWidth.points(on: canvas)
        layer.border = width > 0 ? Stroke(color: borderColor, width: width) : nil
        return layer
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
                    ticks.append(Tick(coordinate: a.coordinate.interpolated(to: b.coordinate, fraction: fraction),
                                      index: next, metres: target))
                    next += 1
                }
                travelled = end
            }
        }
        return ticks
    }

    /// The tick's distance in `units` as a short number: `3`, `1.5`, `0.25`.
    func value(of tick: Tick) -> String {
        DistanceMarkersLayer.value(ofIndex: tick.index, interval: interval)
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

    /// The ticks and their labels, worked out once; one fit group per tick (its circle's box
    /// united with its label's).
    public func place(in context: LayerContext) -> LayerPlacement<[PlacedTick]> {
        let placed = ticks(along: context.track).map { PlacedTick(tick: $0, label: labelText($0)) }
        return LayerPlacement(placed, fit: placed.map { item in
            var box = circleBox
            if let text = item.label {
                box = box.union(label.box(of: text, anchor: labelAnchor, measurer: context.measurer)
                    .offsetBy(dx: labelOffset[0], dy: labelOffset[1]))
            }
            return FitGroup(coordinates: [item.tick.coordinate], box: box)
        })
    }

    /// A `<g class="tick" data-distance="N" data-unit="km|mi">` per tick with its circle and label.
    public func draw(_ placed: [PlacedTick], in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        let unit = units == .metric ? "km" : "mi"
        return LayerDrawing(placed.map { item in
            let point = viewport.point(for: item.tick.coordinate)
            var children: [SceneNode] = []
            if radius > 0 {
                children.append(.circle(SceneCircle(classes: ["tick-circle"], center: point, radius: radius,
                                                    fill: .color(color), stroke: border, opacity: opacity)))
            }
            if let text = item.label {
                let anchorPoint = point.offsetBy(dx: labelOffset[0], dy: labelOffset[1])
                children.append(.text(label.node(text, at: anchorPoint, anchor: labelAnchor, measurer: context.measurer,
                                                 classes: ["tick-label"])))
            }
            return .group(SceneGroup(classes: ["tick"], data: ["distance": value(of: item.tick), "unit": unit], children: children))
        })
    }
}
