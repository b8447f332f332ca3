import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// Where the stops of a route's colour ramp (`line-color` interpolated or stepped over
/// `["point", NAME]`) lie on a card: style key `line-color-range` of a `route` layer.
///
/// - `stops`: as the style writes them (a 100–185 bpm ramp is 100–185 bpm on every card).
/// - `track`: moved onto the track's own values, so every effort uses the whole ramp: the first
///   stop at the track's 2nd percentile of that value, the last at its 98th (a few stray readings
///   do not stretch it), the ones between at the same proportions as written; a range narrower
///   than a fifth of the written one is widened to that around its middle (a steady effort stays
///   one colour, its noise is not painted). A heart-rate ramp
///   with a maximum heart rate (`--max-hr`) takes its zones instead: the stops evenly from 50 % to
///   100 % of it (six stops: the five zones' bounds 50, 60, 70, 80, 90, 100 %). The stops are
///   rounded to a tenth of the range's order of magnitude (whole bpm for a 62 bpm range). A track
///   without the value, or with one value only, keeps the stops as written.
public enum ColorRange: String, Sendable, CaseIterable {
    /// The stops as written.
    case stops
    /// The stops on the track's own range (or heart-rate zones).
    case track

    /// The least share of the written ramp's span the track's range is widened to.
    static let leastShare = 0.2
    /// Percentiles of the track's values the first and last stops move to.
    static let percentiles = (low: 0.02, high: 0.98)

    /// The stops of a ramp over `measure` on the card of `context` (in the style's units).
    func stops(_ stops: [Double], measure: PointMeasure, in context: LayerContext) -> [Double] {
        guard self == .track, let first = stops.first, let last = stops.last, stops.count > 1, last > first else { return stops }
        var low: Double, high: Double
        if measure == .heartRate, let maximum = context.maxHeartRate {
            // The zones: evenly from 50 % to 100 % of the maximum, whatever the written spacing.
            return stops.indices.map { 0.5 * maximum * (1 + Double($0) / Double(stops.count - 1)) }
        } else {
            let series = PointSeries.series(for: context.track, statistics: context.statistics, measures: [measure])
            var values = series.flatMap { $0.values[measure] ?? [] }.filter { !$0.isNaN }.map { measure.styleValue($0, units: context.units) }
            guard !values.isEmpty else { return stops }
            values.sort()
            func percentile(_ p: Double) -> Double { values[min(values.count - 1, Int((p * Double(values.count - 1)).rounded()))] }
            low = percentile(Self.percentiles.low)
            high = percentile(Self.percentiles.high)
            // A steady effort (150 bpm all along, a few beats of noise) is not stretched over the
            // whole ramp: the range is at least a fifth of the written one, around its middle.
            let least = Self.leastShare * (last - first)
            if high - low < least {
                let middle = (low + high) / 2
                low = middle - least / 2
                high = middle + least / 2
            }
        }
        guard high > low, low.isFinite, high.isFinite else { return stops }
        // Rounded to a tenth of the range's order of magnitude, so a legend reads 119, 137, 148 bpm
        // (not 118.8, 137, 147.9) and a pace ramp 4.5, 4.8 min/km; the ends stay apart.
        let unit = pow(10, (log10(high - low) - 1).rounded(.down))
        let placed = stops.map { ((low + ($0 - first) / (last - first) * (high - low)) / unit).rounded() * unit }
        return zip(placed, placed.dropFirst()).allSatisfy { $0 < $1 } ? placed : stops.map { low + ($0 - first) / (last - first) * (high - low) }
    }

    /// `color` with the stops of its ramp placed for the card of `context`; unchanged when it has
    /// no ramp over a point value or the range is `stops`.
    func color(_ color: StyleProperty<Color>, fallback: Color, in context: LayerContext) -> StyleProperty<Color> {
        guard self == .track, let expression = color.expression else { return color }
        let placed: RouteCardExpressions.Expression
        switch expression {
        case .interpolate(let curve, .point(let measure), let stops, let outputs):
            placed = .interpolate(curve: curve, input: .point(measure), stops: self.stops(stops, measure: measure, in: context), outputs: outputs)
        case .interpolateColors(let space, let curve, .point(let measure), let stops, let outputs):
            placed = .interpolateColors(space: space, curve: curve, input: .point(measure),
                                        stops: self.stops(stops, measure: measure, in: context), outputs: outputs)
        case .step(.point(let measure), let base, let stops, let outputs):
            placed = .step(input: .point(measure), base: base, stops: self.stops(stops, measure: measure, in: context), outputs: outputs)
        default:
            return color
        }
        return StyleProperty(expression: placed, convert: { value in
            if case .string(let text) = value { return Color(css: text) }
            return nil
        }, fallback: fallback)
    }
}
