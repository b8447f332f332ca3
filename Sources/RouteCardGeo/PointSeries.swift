import Foundation

/// The ``PointMeasure`` values at every point of one drawn segment, and each point's distance
/// from the start of the route.
///
/// Values are smoothed (a mean over ``smoothingRadius`` points each side, see
/// ``PointMeasure/isSmoothed``); a point without a value takes the value of the nearest point of
/// the same segment that has one; a segment where no point has one has none (`value` is `nil`).
/// Speeds follow ``RouteStatistics``' rules: none from steps whose time stands still or runs
/// back, none above ``RouteStatistics/plausibleSpeedLimit``, none at all when the statistics set
/// the track's times aside; pace is left out where the speed is below
/// ``RouteStatistics/movingSpeedThreshold`` (stopped).
public struct PointSeries: Sendable, Hashable {
    /// Points each side that smoothed values are averaged over.
    public static let smoothingRadius = 2
    /// Metres each side of a point that its grade is measured over.
    public static let gradeHalfWindow = 25.0

    /// Metres from the start of the route to each point (the gaps between segments add nothing).
    public var distances: [Double]
    /// Each computed measure's values, one per point; NaN only when the segment has none at all.
    public var values: [PointMeasure: [Double]]

    /// Creates a series from its parts.
    public init(distances: [Double], values: [PointMeasure: [Double]]) {
        self.distances = distances
        self.values = values
    }

    /// A measure's value at a point, in base units (see ``PointMeasure``), when known.
    public func value(_ measure: PointMeasure, at index: Int) -> Double? {
        guard let series = values[measure], series.indices.contains(index) else { return nil }
        let value = series[index]
        return value.isNaN ? nil : value
    }

    /// The series of every drawn segment of a track (``Track/drawnSegments``, in order) with the
    /// measures asked for.
    public static func series(for track: Track, statistics: RouteStatistics, measures: Set<PointMeasure>) -> [PointSeries] {
        let segments = track.drawnSegments
        let total = statistics.distance
        let start = statistics.startTime
        let timesUsable = !statistics.timesAreImplausible
        var offset = 0.0
        return segments.map { segment in
            let points = segment.points
            var distances = [Double](repeating: 0, count: points.count)
            var previous = points.first.map { EllipsoidPoint($0.coordinate) }
            distances[0] = offset
            for index in points.indices.dropFirst() {
                let here = EllipsoidPoint(points[index].coordinate)
                distances[index] = distances[index - 1] + Geodesic.shortDistance(previous!, here)
                previous = here
            }
            offset = distances.last ?? offset
            var values: [PointMeasure: [Double]] = [:]
            for measure in measures {
                let raw: [Double]
                switch measure {
                case .heartRate, .cadence, .power, .temperature:
                    let channel = segment.channels[measure.channelKey!] ?? []
                    raw = points.indices.map { $0 < channel.count && channel[$0].isFinite ? channel[$0] : .nan }
                case .elevation:
                    raw = points.map { $0.elevation ?? .nan }
                case .grade:
                    raw = grades(elevations: points.map { $0.elevation ?? .nan }, distances: distances)
                case .speed, .pace:
                    let speeds = timesUsable ? Self.speeds(points, distances: distances) : points.map { _ in .nan }
                    raw = measure == .speed ? speeds
                        : speeds.map { $0 >= RouteStatistics.movingSpeedThreshold ? 1000 / $0 : .nan }
                case .time:
                    raw = points.map { point in
                        guard timesUsable, let start, let time = point.time else { return .nan }
                        return time.timeIntervalSince(start)
                    }
                case .progress:
                    raw = distances.map { total > 0 ? min(max($0 / total, 0), 1) : 0 }
                }
                values[measure] = filledFromNearest(measure.isSmoothed ? smoothed(raw) : raw)
            }
            return PointSeries(distances: distances, values: values)
        }
    }

    /// The speed at each point in metres per second: distance over time between its neighbours
    /// (one-sided at the ends); NaN where the time does not pass or the speed is impossible.
    static func speeds(_ points: [TrackPoint], distances: [Double]) -> [Double] {
        points.indices.map { index in
            let before = max(index - 1, 0), after = min(index + 1, points.count - 1)
            guard before < after, let t0 = points[before].time, let t1 = points[after].time else { return .nan }
            let dt = t1.timeIntervalSince(t0)
            guard dt > 0 else { return .nan }
            let speed = (distances[after] - distances[before]) / dt
            return speed.isFinite && speed <= RouteStatistics.plausibleSpeedLimit ? speed : .nan
        }
    }

    /// Grade in percent at each point: the climb over the distance between the points
    /// ``gradeHalfWindow`` metres before and after it (the segment's ends where it is shorter);
    /// NaN where they are less than a metre apart. GPS elevations step by half a metre between
    /// points a few metres apart, so a grade over neighbouring points alone would be noise.
    static func grades(elevations: [Double], distances: [Double]) -> [Double] {
        let smooth = elevations
        var before = 0, after = 0
        return smooth.indices.map { index in
            while before < index, distances[index] - distances[before + 1] >= gradeHalfWindow { before += 1 }
            after = max(after, index)
            while after < smooth.count - 1, distances[after] - distances[index] < gradeHalfWindow { after += 1 }
            let run = distances[after] - distances[before]
            guard run >= 1, !smooth[after].isNaN, !smooth[before].isNaN else { return .nan }
            return (smooth[after] - smooth[before]) / run * 100
        }
    }

    /// The mean of the values known within ``smoothingRadius`` points each side; NaN where none is.
    static func smoothed(_ values: [Double]) -> [Double] {
        values.indices.map { index in
            var sum = 0.0, count = 0
            for k in max(index - smoothingRadius, 0)...min(index + smoothingRadius, values.count - 1) where !values[k].isNaN {
                sum += values[k]
                count += 1
            }
            return count > 0 ? sum / Double(count) : .nan
        }
    }

    /// Each NaN replaced by the nearest known value (the earlier one on a tie); all NaN when none is known.
    static func filledFromNearest(_ values: [Double]) -> [Double] {
        var result = values
        var lastKnown: Int?
        var pending: [Int] = []
        for index in values.indices {
            if values[index].isNaN {
                pending.append(index)
                continue
            }
            for gap in pending {
                if let lastKnown, gap - lastKnown <= index - gap { result[gap] = values[lastKnown] } else { result[gap] = values[index] }
            }
            pending.removeAll()
            lastKnown = index
        }
        if let lastKnown { for gap in pending { result[gap] = values[lastKnown] } }
        return result
    }
}
