import RouteCardGeo
import RouteCardScene

/// A numbered marker every kilometre (or mile, or a set interval) along the route: a small circle
/// that grows into a pill for a longer number. Style type `distance-markers`.
///
/// Distance is the ellipsoidal length (`Geodesic.distance`) along the drawn segments, counted
/// within segments as `{distance}` counts it, from the real start of the route even where the
/// style's `privacy` hides parts of it (`LayerContext.segmentStartDistances`); a marker sits
/// where its multiple is reached, interpolated on the drawn line, and never in a gap or a hidden
/// part. Markers take part in the fit. Once the viewport is fitted, markers that would crowd are
/// thinned to every 2nd, 5th, 10th, 20th… (the smallest step at which nine in ten neighbours stand
/// clear), then any marker that still overlaps one kept before it, or comes within
/// `ends-clearance` of the first or last visible point (where start and finish markers stand),
/// is left out.
public struct DistanceMarkersLayer: CardLayer {
    /// One marker: where it goes, what it marks, and its label.
    public struct Marker: Sendable, Hashable {
        /// Its position on the drawn line, in degrees.
        public var coordinate: GeoCoordinate
        /// Its ordinal along the route: 1 for the first multiple of the interval, 2 for the second, …
        public var index: Int
        /// The distance it marks, in metres from the start of the route.
        public var metres: Double
        /// Its label, `nil` for none.
        public var label: String?
        /// Its box around the coordinate (pill and border), in points.
        public var box: CanvasBox
    }

    /// `"distance-markers"`.
    public static let type = "distance-markers"
    /// One sentence for the style reference.
    public static let summary = "A numbered marker every kilometre or mile along the route; crowded ones are thinned, none covers the start or finish."
    /// The most markers one layer places; markers beyond it are left out.
    public static let maximumMarkers = 10_000
    /// The regular thinning steps: 1, 2, 5, 10, 20, 50, … 50,000.
    static let strides: [Int] = [1, 10, 100, 1000, 10_000].flatMap { power in [1, 2, 5].map { $0 * power } }
    /// The tokens `text-field` may use: `value` (the distance in the layer's units) and `unit` (`km` or `mi`).
    public static let tokens = ["value", "unit"]

    /// `layout.interval`.
    public static let intervalProperty = LayerProperty.number("interval", .layout, default: 1, in: .closed(0.001...100_000), unit: "km or mi",
                                                              doc: "The distance between markers, in the layer's units.")
    /// `layout.units`.
    public static let unitsProperty = LayerProperty<UnitSystem?>(
        spec: PropertySpec(key: "units", group: .layout, kind: UnitSystem.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                           defaultValue: "the style's `units`", doc: "Whether markers count kilometres or miles.")) { object, spec in
        object.has(spec.key) ? object.choice(spec.key, default: UnitSystem.metric) : nil
    }
    /// `layout.text-field`.
    public static let textField = LayerProperty.template("text-field", .layout, tokens: tokens, defaultText: "`{value}`",
                                                         doc: "The label: `{value}` (`3`, `1.5`) and `{unit}`; `\"\"` for plain dots.")
    /// `layout.ends-clearance`.
    public static let endsClearance = LayerProperty.length("ends-clearance", .layout, default: 22, in: .closed(0...1000),
                                                           doc: "Markers closer than this to the first or last visible point (the start and finish markers) are left out.")
    /// `layout.marker-gap`.
    public static let markerGap = LayerProperty.length("marker-gap", .layout, default: 24, in: .closed(0...1000),
                                                       doc: "The least space between two markers (so they never bead the line); closer ones are thinned.")
    /// The label keys with this layer's defaults (10 pt, bold, white, no halo).
    public static let label = LabelProperties(size: 10, weight: 700, color: .white)
    /// `paint.circle-color`.
    public static let circleColor = LayerProperty.color("circle-color", .paint, default: Color(r: 28, g: 28, b: 30), doc: "The marker's fill.")
    /// `paint.circle-radius`.
    public static let circleRadius = LayerProperty.length("circle-radius", .paint, default: 9, in: .closed(0...500),
                                                          doc: "The marker's radius (half its height; a long number makes it a pill); 0 for none.")
    /// `paint.circle-stroke-color`.
    public static let circleStrokeColor = LayerProperty.color("circle-stroke-color", .paint, default: .white, doc: "The marker's border.")
    /// `paint.circle-stroke-width`.
    public static let circleStrokeWidth = LayerProperty.length("circle-stroke-width", .paint, default: 2, in: .closed(0...50),
                                                               doc: "The border's width; 0 for none.")
    /// `paint.circle-opacity`.
    public static let circleOpacity = LayerProperty.number("circle-opacity", .paint, default: 1, in: .closed(0...1),
                                                           doc: "The marker's opacity.")

    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [intervalProperty.spec, unitsProperty.spec, textField.spec, endsClearance.spec, markerGap.spec] + label.specs
            + [circleColor.spec, circleRadius.spec, circleStrokeColor.spec, circleStrokeWidth.spec, circleOpacity.spec]
    }

    /// The distance between markers in `units`, > 0.
    public var interval: Double
    /// Kilometres or miles; `nil` for the style's units.
    public var units: UnitSystem?
    /// The label template, `nil` for none.
    public var labelTemplate: TextTemplate?
    /// Markers closer than this to the first or last visible point are left out, in points.
    public var clearance: Double
    /// The least space between two markers, in points.
    public var gap: Double
    /// The label's look.
    public var label: LabelStyle
    /// The marker's fill.
    public var color: Color
    /// The marker's radius in points.
    public var radius: Double
    /// Its border, `nil` when its width is 0.
    public var border: Stroke?
    /// Its opacity 0…1.
    public var opacity: Double
    /// The lengths as decoded (points or `"4vmin"`), in the fields above on the canvas after
    /// `resolved(on:)`: `clearance`, `gap`, `radius` and the border's width.
    public var lengths: (clearance: StyleLength, gap: StyleLength, radius: StyleLength, borderWidth: StyleLength)
    /// The border's colour.
    public var borderColor: Color

    /// Decodes the `layout` and `paint` keys.
    public init(style: LayerStyle) {
        interval = style[Self.intervalProperty]
        units = style[Self.unitsProperty]
        let template = style.layout.has(Self.textField.spec.key) ? style[Self.textField]
            : try? TextTemplate.parse("{value}", tokens: Self.tokens).get()
        labelTemplate = template.flatMap { $0.isEmpty ? nil : $0 }
        lengths = (style[Self.endsClearance], style[Self.markerGap], style[Self.circleRadius], style[Self.circleStrokeWidth])
        label = LabelStyle(style: style, properties: Self.label)
        color = style[Self.circleColor]
        borderColor = style[Self.circleStrokeColor]
        opacity = style[Self.circleOpacity]
        (clearance, gap, radius) = (0, 0, 0)
        resolve(shortSide: style.root.lengths.shortSide)
    }

    /// The layer with its lengths (clearance, gap, circle, border, label) in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.resolve(shortSide: canvas.shortSide)
        layer.label = label.resolved(on: canvas)
        return layer
    }

    private mutating func resolve(shortSide: Double) {
        clearance = lengths.clearance.points(shortSide: shortSide)
        gap = lengths.gap.points(shortSide: shortSide)
        radius = lengths.radius.points(shortSide: shortSide)
        let width = lengths.borderWidth.points(shortSide: shortSide)
        border = width > 0 ? Stroke(color: borderColor, width: width) : nil
    }

    /// The metres of one interval in a unit system (a kilometre is 1000 m, a mile 1609.344 m).
    public func intervalMetres(_ units: UnitSystem) -> Double {
        interval * (units == .metric ? 1000 : 1609.344)
    }

    /// Where the markers of a track go (without labels or boxes): every multiple of `step` metres
    /// along its drawn segments, counting from `startDistances` (one per segment; `nil`: each
    /// segment starts where the one before ends).
    public static func positions(along track: Track, step: Double, startDistances: [Double]? = nil) -> [(coordinate: GeoCoordinate, index: Int, metres: Double)] {
        var positions: [(coordinate: GeoCoordinate, index: Int, metres: Double)] = []
        guard step.isFinite, step > 0 else { return positions }
        var travelled = 0.0
        for (number, segment) in track.drawnSegments.enumerated() {
            if let startDistances, number < startDistances.count, startDistances[number].isFinite { travelled = startDistances[number] }
            // Each target comes from its index, so rounding never accumulates. Past 10^15 steps
            // (a caller's absurd start distance or step) no multiple can be placed exactly: stop
            // there rather than trap the conversion.
            let index = (travelled / step).rounded(.down)
            guard abs(index) < 1e15 else { return positions }
            var next = Int(index) + 1
            for (a, b) in zip(segment.points, segment.points.dropFirst()) {
                let length = Geodesic.distance(a.coordinate, b.coordinate)
                guard length > 0, length.isFinite else { continue }
                let end = travelled + length
                while Double(next) * step <= end {
                    guard positions.count < maximumMarkers else { return positions }
                    let target = Double(next) * step
                    let fraction = min(max((target - travelled) / length, 0), 1)
                    positions.append((a.coordinate.interpolated(to: b.coordinate, fraction: fraction), next, target))
                    next += 1
                }
                travelled = end
            }
        }
        return positions
    }

    /// A marker's value in `units`: `3`, `1.5`, `0.25`.
    func value(ofIndex index: Int) -> String {
        Self.value(ofIndex: index, interval: interval)
    }

    /// The distance of the `index`th multiple of `interval` as a short number, to three decimals:
    /// `3`, `1.5`, `0.25`.
    public static func value(ofIndex index: Int, interval: Double) -> String {
        let value = (Double(index) * interval * 1000).rounded() / 1000
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The markers with their labels and boxes, worked out once; each takes part in the fit.
    public func place(in context: LayerContext) -> LayerPlacement<[Marker]> {
        let system = units ?? context.units
        let unit = system == .metric ? "km" : "mi"
        let markers = Self.positions(along: context.track, step: intervalMetres(system), startDistances: context.segmentStartDistances)
            .map { position -> Marker in
                let text = labelTemplate.map { template in
                    template.render { $0 == "value" ? value(ofIndex: position.index) : $0 == "unit" ? unit : nil }
                }.flatMap { $0.isEmpty ? nil : $0 }
                let textWidth = text.map { context.measurer.width(of: $0, fontSize: label.font.size, bold: label.font.isBold) } ?? 0
                let halfWidth = max(radius, textWidth / 2 + radius / 2) + (border?.width ?? 0) / 2
                let halfHeight = radius + (border?.width ?? 0) / 2
                let box = radius > 0 || text != nil
                    ? CanvasBox(minX: -halfWidth, minY: -halfHeight, maxX: halfWidth, maxY: halfHeight) : .zero
                return Marker(coordinate: position.coordinate, index: position.index, metres: position.metres, label: text, box: box)
            }
        return LayerPlacement(markers, fit: markers.map { FitGroup(coordinates: [$0.coordinate], box: $0.box) })
    }

    /// The markers kept at a viewport (thinned, clear of each other and of the route's ends), in order.
    public func kept(_ markers: [Marker], in context: LayerContext, viewport: Viewport) -> [Marker] {
        let boxes = markers.map { marker -> CanvasBox in
            let point = viewport.point(for: marker.coordinate)
            return marker.box.offsetBy(dx: point.x, dy: point.y)
        }
        func crowded(_ a: CanvasBox, _ b: CanvasBox) -> Bool {
            a.minX - gap < b.maxX && b.minX - gap < a.maxX && a.minY - gap < b.maxY && b.minY - gap < a.maxY
        }
        // The smallest regular step (1, 2, 5, 10, 20, 50, …) at which nine in ten neighbours stand clear.
        let last = markers.last?.index ?? 1
        let stride = Self.strides.first { step in
            let chosen = markers.indices.filter { markers[$0].index % step == 0 }
            let clashes = zip(chosen, chosen.dropFirst()).filter { crowded(boxes[$0], boxes[$1]) }.count
            return clashes * 10 <= max(chosen.count - 1, 0) || step >= last
        } ?? 1
        let ends = context.track.drawnSegments.first?.points.first.map { [viewport.point(for: $0.coordinate)] } ?? []
        let finishes = context.track.drawnSegments.last?.points.last.map { [viewport.point(for: $0.coordinate)] } ?? []
        let endPoints = ends + finishes
        var keptBoxes: [CanvasBox] = []
        var result: [Marker] = []
        for (marker, box) in zip(markers, boxes) where marker.index % stride == 0 {
            let nearEnd = endPoints.contains { point in
                let dx = max(box.minX - point.x, 0, point.x - box.maxX), dy = max(box.minY - point.y, 0, point.y - box.maxY)
                return (dx * dx + dy * dy).squareRoot() < clearance
            }
            guard !nearEnd, !keptBoxes.contains(where: { crowded($0, box) }) else { continue }
            keptBoxes.append(box)
            result.append(marker)
        }
        return result
    }

    /// A `<g class="distance-marker" data-distance="N" data-unit="km|mi">` per kept marker with
    /// its pill (`<rect>`) and label.
    public func draw(_ markers: [Marker], in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        let unit = (units ?? context.units) == .metric ? "km" : "mi"
        let inset = (border?.width ?? 0) / 2
        return LayerDrawing(kept(markers, in: context, viewport: viewport).map { marker in
            let point = viewport.point(for: marker.coordinate)
            var children: [SceneNode] = []
            if radius > 0 {
                let box = CanvasBox(minX: marker.box.minX + inset, minY: marker.box.minY + inset,
                                    maxX: marker.box.maxX - inset, maxY: marker.box.maxY - inset).offsetBy(dx: point.x, dy: point.y)
                children.append(.rect(SceneRect(classes: ["pill"], box: box, cornerRadius: radius, fill: .color(color),
                                                stroke: border, opacity: opacity)))
            }
            if let text = marker.label {
                children.append(.text(label.node(text, at: point, anchor: .center, measurer: context.measurer, classes: ["distance-label"])))
            }
            return .group(SceneGroup(classes: ["distance-marker"], data: ["distance": value(ofIndex: marker.index), "unit": unit],
                                     children: children))
        })
    }
}
