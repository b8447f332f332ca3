import Foundation

/// Summary numbers of a track: distance, time, points.
public struct RouteStatistics: Sendable, Hashable {
    /// Ellipsoidal length in metres, summed within segments (never across a gap between segments).
    public var distance: Double
    /// Seconds from the first to the last time stamp, when the track has times.
    public var duration: Double?
    /// The first time stamp, when the track has times.
    public var startTime: Date?
    /// The number of points in the drawn segments.
    public var pointCount: Int

    /// Creates statistics from values.
    public init(distance: Double, duration: Double?, startTime: Date?, pointCount: Int) {
        self.distance = distance
        self.duration = duration
        self.startTime = startTime
        self.pointCount = pointCount
    }

    /// Computes the statistics of a track's drawn segments.
    public init(track: Track) {
        var distance = 0.0
        var first: Date?
        var last: Date?
        var count = 0
        for segment in track.drawnSegments {
            count += segment.points.count
            for index in segment.points.indices {
                let point = segment.points[index]
                if index > 0 { distance += Geodesic.distance(segment.points[index - 1].coordinate, point.coordinate) }
                if let time = point.time {
                    if first == nil || time < first! { first = time }
                    if last == nil || time > last! { last = time }
                }
            }
        }
        self.init(distance: distance, duration: first.flatMap { f in last.map { $0.timeIntervalSince(f) } },
                  startTime: first, pointCount: count)
    }
}
