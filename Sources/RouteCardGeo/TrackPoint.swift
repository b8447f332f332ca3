import Foundation

/// One recorded or planned point of a route.
public struct TrackPoint: Sendable, Hashable {
    /// The position, in degrees.
    public var coordinate: GeoCoordinate
    /// Elevation above sea level in metres, when the input has one.
    public var elevation: Double?
    /// The moment the point was recorded, when the input has one.
    public var time: Date?

    /// Creates a point from its position and optional elevation (metres) and time.
    public init(coordinate: GeoCoordinate, elevation: Double? = nil, time: Date? = nil) {
        self.coordinate = coordinate
        self.elevation = elevation
        self.time = time
    }

    /// Creates a point from a latitude and longitude in degrees.
    public init(latitude: Double, longitude: Double, elevation: Double? = nil, time: Date? = nil) {
        self.init(coordinate: GeoCoordinate(latitude: latitude, longitude: longitude), elevation: elevation, time: time)
    }
}
