/// A value known at every point of a route, read in a style with `["point", NAME]` (the raw
/// value is the `NAME`): what a running app colours its route by.
///
/// `PointSeries` holds them in base units: speed in metres per second, pace in seconds per
/// kilometre, heart rate in beats per minute, cadence in rpm, power in watts, temperature in °C,
/// elevation in metres, grade in percent, time in seconds since the first time stamp, progress as
/// the fraction 0…1 of the route's distance.
public enum PointMeasure: String, Sendable, Hashable, CaseIterable {
    /// Speed, from the points' times and positions.
    case speed
    /// Pace: time per distance while moving (none while stopped).
    case pace
    /// Heart rate, channel `hr`.
    case heartRate = "heart_rate"
    /// Cadence, channel `cad`.
    case cadence
    /// Power, channel `power`.
    case power
    /// Air temperature, channel `atemp`.
    case temperature
    /// Elevation.
    case elevation
    /// Grade: climb per distance, in percent.
    case grade
    /// Time since the first time stamp.
    case time
    /// The fraction of the route's distance covered, 0 at the start, 1 at the end.
    case progress

    /// The key of the sensor channel in ``TrackSegment/channels``, for measures read from one.
    public var channelKey: String? {
        switch self {
        case .heartRate: "hr"
        case .cadence: "cad"
        case .power: "power"
        case .temperature: "atemp"
        default: nil
        }
    }

    /// Whether the raw values are smoothed over ``PointSeries/smoothingRadius`` points each side
    /// (sensor readings, speed, pace and elevation; not grade, already a difference over that
    /// many points, nor time or progress, which only grow).
    public var isSmoothed: Bool {
        self != .time && self != .progress && self != .grade
    }
}
