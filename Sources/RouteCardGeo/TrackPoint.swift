import Foundation

/// One recorded or planned point of a route.
///
/// Stored compactly (32 bytes: a missing elevation or time is kept as NaN internally, not as an
/// optional with padding), so a million points take 32 MB.
public struct TrackPoint: Sendable, Hashable {
    /// The position, in degrees.
    public var coordinate: GeoCoordinate
    /// Elevation in metres, NaN when absent.
    private var storedElevation: Double
    /// Seconds since 2001-01-01 UTC (`Date`'s reference), NaN when absent.
    private var storedTime: Double

    /// Elevation above sea level in metres, when the input has one.
    public var elevation: Double? {
        get { storedElevation.isNaN ? nil : storedElevation }
        set { storedElevation = newValue ?? .nan }
    }

    /// The moment the point was recorded, when the input has one.
    public var time: Date? {
        get { storedTime.isNaN ? nil : Date(timeIntervalSinceReferenceDate: storedTime) }
        set { storedTime = newValue?.timeIntervalSinceReferenceDate ?? .nan }
    }

    /// Creates a point from its position and optional elevation (metres) and time.
    public init(coordinate: GeoCoordinate, elevation: Double? = nil, time: Date? = nil) {
        self.coordinate = coordinate
        storedElevation = elevation ?? .nan
        storedTime = time?.timeIntervalSinceReferenceDate ?? .nan
    }

    /// Creates a point from a latitude and longitude in degrees.
    public init(latitude: Double, longitude: Double, elevation: Double? = nil, time: Date? = nil) {
        self.init(coordinate: GeoCoordinate(latitude: latitude, longitude: longitude), elevation: elevation, time: time)
    }

    /// Whether two points have the same position, elevation and time (absent equals absent).
    public static func == (lhs: TrackPoint, rhs: TrackPoint) -> Bool {
        lhs.coordinate == rhs.coordinate && lhs.elevation == rhs.elevation && lhs.time == rhs.time
    }

    /// Hashes the position, elevation and time.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(coordinate)
        hasher.combine(elevation)
        hasher.combine(time)
    }
}
