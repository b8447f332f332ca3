import RouteCard
import RouteCardGeo

/// One benchmarked input: a named track already in memory and how many timed runs it gets.
struct BenchmarkCase {
    /// The row label.
    var name: String
    /// The track rendered.
    var track: Track
    /// Timed runs (after one untimed warm-up run).
    var runs: Int

    /// The number of points in the track's drawn segments.
    var pointCount: Int {
        track.drawnSegments.reduce(0) { $0 + $1.points.count }
    }
}
