import RouteCardScene

/// A stretch of a line drawn in one colour: how a `route` whose `line-color` reads route point
/// values (`["point", NAME]`) is drawn with as few paths as its colours allow.
///
/// Each point's colour is quantised (``quantised(_:)``), and consecutive points of one colour
/// make a run. Neighbouring runs share the point where the colour changes, so the line has no
/// gap; the step into a point is drawn in that point's colour.
public struct ColorRun: Sendable, Hashable {
    /// The colour levels per channel: colours closer than 1/32 of the channel's range are drawn alike.
    public static let levels = 32.0

    /// The run's colour.
    public var color: Color
    /// The indices of the points it covers, the first shared with the run before.
    public var points: ClosedRange<Int>

    /// Creates a run.
    public init(color: Color, points: ClosedRange<Int>) {
        self.color = color
        self.points = points
    }

    /// A colour rounded to ``levels`` steps per channel (alpha included).
    public static func quantised(_ color: Color) -> Color {
        func level(_ value: Double) -> Double { (min(max(value, 0), 1) * (levels - 1)).rounded() / (levels - 1) }
        return Color(red: level(color.red), green: level(color.green), blue: level(color.blue), alpha: level(color.alpha))
    }

    /// The runs of a line whose points have these (already quantised) colours; one run for a
    /// single point, none for no point.
    public static func runs(of colors: [Color]) -> [ColorRun] {
        guard let first = colors.first else { return [] }
        guard colors.count > 1 else { return [ColorRun(color: first, points: 0...0)] }
        var runs: [ColorRun] = []
        var start = 0
        for index in 1..<colors.count where colors[index] != colors[index - 1] {
            // The run of the colour before ends at index - 1, where the next one starts.
            if index - 1 > start { runs.append(ColorRun(color: colors[index - 1], points: start...(index - 1))) }
            start = index - 1
        }
        runs.append(ColorRun(color: colors[colors.count - 1], points: start...(colors.count - 1)))
        return runs
    }

    /// The runs with every run shorter than `minimum` (by `length`, e.g. on the canvas) folded
    /// into the run before it (the first into the one after), then neighbours of one colour joined:
    /// a colour change no wider than the line itself is not worth a path.
    public static func merging(_ runs: [ColorRun], minimum: Double, length: (ClosedRange<Int>) -> Double) -> [ColorRun] {
        var merged: [ColorRun] = []
        for run in runs {
            if let last = merged.last, length(run.points) < minimum {
                merged[merged.count - 1].points = last.points.lowerBound...run.points.upperBound
            } else if let last = merged.last, length(last.points) < minimum, merged.count == 1 {
                merged[0] = ColorRun(color: run.color, points: last.points.lowerBound...run.points.upperBound)
            } else if let last = merged.last, last.color == run.color {
                merged[merged.count - 1].points = last.points.lowerBound...run.points.upperBound
            } else {
                merged.append(run)
            }
        }
        return merged
    }
}
