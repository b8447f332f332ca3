import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// The colour ramp of a `line-color` over one route point value: the stops of an
/// `["interpolate", TYPE, ["point", NAME], STOP, COLOUR, …]` or a
/// `["step", ["point", NAME], COLOUR, STOP, COLOUR, …]`, for a `legend` to show.
public struct ColorRamp: Sendable, Hashable {
    /// The value the colours follow.
    public var measure: PointMeasure
    /// The stops in increasing order, in the style's units, with their colours.
    public var stops: [Double]
    /// The colour at each stop (for a step ramp: from that stop up).
    public var colors: [Color]
    /// A step ramp's colour below the first stop; `nil` for an interpolated ramp.
    public var below: Color?

    /// Creates a ramp.
    public init(measure: PointMeasure, stops: [Double], colors: [Color], below: Color? = nil) {
        self.measure = measure
        self.stops = stops
        self.colors = colors
        self.below = below
    }

    /// Whether the colours change in steps rather than blend.
    public var isStepped: Bool { below != nil }

    /// The ramp of an expression, when it is an `interpolate` or `step` over `["point", NAME]` with
    /// constant colours; `nil` for any other expression.
    public init?(_ expression: Expression?) {
        func color(_ output: Expression) -> Color? {
            if case .literal(.string(let text)) = output { return Color(css: text) }
            return nil
        }
        switch expression {
        case .interpolate(_, .point(let measure), let stops, let outputs)?:
            let colors = outputs.compactMap(color)
            guard colors.count == outputs.count, !colors.isEmpty else { return nil }
            self.init(measure: measure, stops: stops, colors: colors)
        case .step(.point(let measure), let base, let stops, let outputs)?:
            let colors = outputs.compactMap(color)
            guard colors.count == outputs.count, let below = color(base), !colors.isEmpty else { return nil }
            self.init(measure: measure, stops: stops, colors: colors, below: below)
        default:
            return nil
        }
    }

    /// The ramp of the route layer `id` in `layers` (or, without an id, of the first route layer
    /// whose `line-color` has one): a layer whose `role` is `.route`, built-in or plugin.
    public static func ofRoute(_ id: String?, in layers: [StyleLayer]) -> ColorRamp? {
        for entry in layers where id == nil || entry.id == id {
            guard let color = entry.layer.role.routeColor else { continue }
            if let ramp = ColorRamp(color.expression) { return ramp }
            if id != nil { return nil }
        }
        return nil
    }

    /// The ramp of the route layer `id` on the card of `context`: as `ofRoute(_:in:)` over the layers finds it,
    /// with a `route` layer's stops placed by its `line-color-range` (see ``ColorRange``); `nil`
    /// when the track has no value of the ramp's measure at any point (no heart-rate legend
    /// without heart rate).
    public static func ofRoute(_ id: String?, in context: LayerContext) -> ColorRamp? {
        for entry in context.layers where id == nil || entry.id == id {
            guard let color = entry.layer.role.routeColor else { continue }
            let placed = (entry.layer as? RouteLayer)?.color(in: context) ?? color
            if let ramp = ColorRamp(placed.expression) {
                let series = PointSeries.series(for: context.track, statistics: context.statistics, measures: [ramp.measure])
                let hasValues = series.contains { $0.values[ramp.measure]?.contains { !$0.isNaN } ?? false }
                return hasValues ? ramp : nil
            }
            if id != nil { return nil }
        }
        return nil
    }

    /// The ramp as a left-to-right gradient across a bar: stops at their proportional place for an
    /// interpolated ramp (as `interpolate` blends, linearly in sRGB); equal swatches for a step ramp.
    public var gradient: LinearGradient {
        if let below {
            let all = [below] + colors
            let width = 1 / Double(all.count)
            let stops = all.enumerated().flatMap { index, color in
                [GradientStop(offset: Double(index) * width, color: color), GradientStop(offset: Double(index + 1) * width, color: color)]
            }
            return LinearGradient(angle: 90, stops: stops)
        }
        return LinearGradient(angle: 90, stops: zip(stops, colors).map { GradientStop(offset: position(of: $0), color: $1) })
    }

    /// Where a stop sits along the bar, 0…1: proportional for an interpolated ramp; at the
    /// swatches' boundaries for a step ramp.
    public func position(of stop: Double) -> Double {
        if isStepped {
            let index = stops.firstIndex(of: stop) ?? 0
            return Double(index + 1) / Double(stops.count + 1)
        }
        guard let first = stops.first, let last = stops.last, last > first else { return 0.5 }
        return (stop - first) / (last - first)
    }
}
