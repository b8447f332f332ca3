import Foundation

/// Summary numbers of a track, computed once and shared by the text layer's tokens and
/// `routecard info`.
///
/// Everything is computed over the drawn segments (``Track/drawnSegments``: the track
/// segments, or the routes when there is no track point), each segment on its own: the gap
/// between two segments adds no distance, climb or time in motion.
public struct RouteStatistics: Sendable, Hashable {
    /// Climbs and descents smaller than this many metres are GPS noise and not counted
    /// (hysteresis: a climb counts once the elevation has risen 3 m above the last low point; the
    /// stretch to a segment's last elevation always counts, so the climb is never below the net
    /// climb). Spikes are rejected first: a run of up to 3 elevations standing at least 10 m out
    /// from both sides, jumping in and out steeper than 100 %, is left out of the climb, the
    /// descent and the lowest and highest elevation.
    public static let elevationNoiseThreshold = 3.0
    /// Between two timed points, a speed below this many metres per second (1.8 km/h) counts
    /// as stopped, not as moving time.
    public static let movingSpeedThreshold = 0.5
    /// Maximum speed is the fastest smoothed speed: at each step, the speed held for at least half
    /// the time of the steps within this many seconds around it (centred, at least one step on
    /// each side), so a GPS jump of a few fixes never counts.
    public static let maximumSpeedWindow = 10.0
    /// The fastest believable speed in metres per second (300 km/h): faster than any
    /// human-powered activity (and most cars). A track whose average or maximum speed is above it,
    /// or whose timed points cover more distance than this speed allows between the first stamp
    /// and the latest (distance with no time passing), has broken time stamps (a device
    /// clock reset, every stamp equal) and gets no time statistics at all: no duration, start,
    /// moving time, speed or pace, rather than wrong ones.
    public static let plausibleSpeedLimit = 300 / 3.6

    /// Ellipsoidal length in metres, summed within segments (never across a gap between segments).
    public var distance: Double
    /// Seconds from the first time stamp in track order to the latest one (a stamp set back
    /// before one already passed does not pull the end back), when the track has believable
    /// times; never below ``movingTime``.
    public var duration: Double?
    /// The first time stamp in track order, when the track has believable times.
    public var startTime: Date?
    /// The number of points in the drawn segments.
    public var pointCount: Int
    /// The number of drawn segments holding at least one point.
    public var segmentCount: Int
    /// Total climb in metres (see ``elevationNoiseThreshold``), when the track has elevations.
    public var elevationGain: Double?
    /// Total descent in metres (see ``elevationNoiseThreshold``), when the track has elevations.
    public var elevationLoss: Double?
    /// The lowest elevation in metres, when the track has elevations.
    public var minimumElevation: Double?
    /// The highest elevation in metres, when the track has elevations.
    public var maximumElevation: Double?
    /// Seconds spent moving (see ``movingSpeedThreshold``), when the track has believable times:
    /// the steps whose time moves forward from the latest stamp so far (after a clock set back,
    /// nothing counts until it passes that stamp again), so it is never above ``duration``.
    public var movingTime: Double?
    /// Metres covered while moving: the steps counted in ``movingTime`` (a stretch without
    /// times, or a step whose time stands still, runs backwards or stays before the latest stamp, adds
    /// nothing), when known.
    public var movingDistance: Double?
    /// The fastest speed in metres per second (see ``maximumSpeedWindow``), never below
    /// ``averageSpeed``, when the track has believable times.
    public var maximumSpeed: Double?
    /// Whether the track has time stamps that were set aside as broken (see ``plausibleSpeedLimit``).
    public var timesAreImplausible = false
    /// The box around the drawn points (RFC 7946 order; `west > east` across the antimeridian).
    public var bounds: GeoBounds?

    /// Average speed while moving in metres per second (moving distance ÷ moving time), when known.
    public var averageSpeed: Double? {
        guard let movingTime, let movingDistance, movingTime > 0, movingDistance > 0 else { return nil }
        let speed = movingDistance / movingTime
        return speed.isFinite && speed <= Self.plausibleSpeedLimit ? speed : nil
    }

    /// Average pace while moving in seconds per kilometre (moving time ÷ moving distance), when known.
    public var pace: Double? {
        averageSpeed.map { 1000 / $0 }
    }

    /// Creates statistics from values; the others start as unknown (`nil`, `segmentCount` 0).
    public init(distance: Double, duration: Double?, startTime: Date?, pointCount: Int) {
        self.distance = distance
        self.duration = duration
        self.startTime = startTime
        self.pointCount = pointCount
        segmentCount = 0
    }

    /// Computes the statistics of a track's drawn segments; the times of its unplaced samples
    /// (records without a position) move the start earlier and the end later.
    public init(track: Track) {
        let segments = track.drawnSegments
        var distance = 0.0
        var first: Date?
        var latest: Date?
        var count = 0
        var gain = 0.0, loss = 0.0
        var lowest = Double.infinity, highest = -Double.infinity
        var moving = 0.0
        var movedDistance = 0.0
        var hasTimePairs = false
        var timedStepDistance = 0.0
        var fastest: Double?
        var profile: [ElevationSpikeFilter.Sample] = []
        var steps: [SmoothedSpeed.Step] = []
        for segment in segments {
            let points = segment.points
            count += points.count
            profile.removeAll(keepingCapacity: true)
            steps.removeAll(keepingCapacity: true)
            var along = 0.0
            var previous = points.first.map { EllipsoidPoint($0.coordinate) }
            for index in points.indices {
                let point = points[index]
                if index > 0 {
                    let here = EllipsoidPoint(point.coordinate)
                    let step = Geodesic.shortDistance(previous!, here)
                    previous = here
                    distance += step
                    along += step
                    if let t0 = points[index - 1].time, let t1 = point.time {
                        let dt = t1.timeIntervalSince(t0)
                        hasTimePairs = true
                        timedStepDistance += step
                        // Only a step from the latest stamp so far forward counts: after the clock is
                        // set back, time is not counted twice, so moving time stays within the duration.
                        if dt > 0, let clock = latest, t0 >= clock {
                            steps.append(SmoothedSpeed.Step(speed: step / dt, seconds: dt,
                                                            middle: t0.timeIntervalSince1970 + dt / 2))
                            if step / dt >= Self.movingSpeedThreshold {
                                moving += dt
                                movedDistance += step
                            }
                        }
                    }
                }
                if let elevation = point.elevation {
                    profile.append(ElevationSpikeFilter.Sample(elevation: elevation, along: along))
                }
                if let time = point.time {
                    if first == nil { first = time }
                    latest = max(latest ?? time, time)
                }
            }
            var climb = ElevationClimb()
            for elevation in ElevationSpikeFilter.kept(profile) {
                lowest = min(lowest, elevation)
                highest = max(highest, elevation)
                climb.add(elevation)
            }
            climb.finish()
            gain += climb.gain
            loss += climb.loss
            if let maximum = SmoothedSpeed.maximum(steps) { fastest = max(fastest ?? 0, maximum) }
        }
        let pointsStart = first
        var last = latest
        // Records without a position (before a GPS fix, in a tunnel) still mark when the activity
        // started and ended.
        if !segments.isEmpty, let range = track.unplacedSamples.timeRange {
            first = min(first ?? range.lowerBound, range.lowerBound)
            last = max(last ?? range.upperBound, range.upperBound)
        }
        let duration = first.flatMap { f in last.map { $0.timeIntervalSince(f) } }
        self.init(distance: distance, duration: duration.flatMap { $0 >= 0 ? $0 : nil }, startTime: first, pointCount: count)
        segmentCount = segments.count
        if lowest <= highest {
            elevationGain = gain
            elevationLoss = loss
            minimumElevation = lowest
            maximumElevation = highest
        }
        if hasTimePairs {
            movingTime = moving
            movingDistance = movedDistance
        }
        if let average = averageSpeed {
            // The fastest moment is at least as fast as the average; short stretches of motion
            // between stops can leave every smoothed speed below the average.
            maximumSpeed = max(fastest ?? average, average)
        } else if let fastest, fastest > 0 {
            maximumSpeed = fastest
        }
        // The distance between timed points over the time from the first stamp to the latest: 2.7 km in
        // 0.3 ms (every stamp a device's "no time" but for its last digits) is as broken as no time at all.
        let span = pointsStart.flatMap { f in latest.map { $0.timeIntervalSince(f) } } ?? 0
        let believable = (moving <= 0 || movedDistance / moving <= Self.plausibleSpeedLimit)
            && (maximumSpeed ?? 0) <= Self.plausibleSpeedLimit
            && (timedStepDistance == 0 || (span > 0 && timedStepDistance / span <= Self.plausibleSpeedLimit))
        if !believable {
            timesAreImplausible = true
            self.duration = nil
            startTime = nil
            movingTime = nil
            movingDistance = nil
            maximumSpeed = nil
        }
        bounds = GeoBounds(segments.lazy.flatMap { $0.points.lazy.map(\.coordinate) })
    }
}
