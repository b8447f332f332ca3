/// A position on the WGS84 ellipsoid.
///
/// Latitude and longitude are in degrees; latitude is positive north, longitude positive east.
/// Longitudes outside −180…180 are allowed (they appear after unwrapping across the antimeridian).
public struct GeoCoordinate: Sendable, Hashable, Codable {
    /// Latitude in degrees, −90…90, positive north.
    public var latitude: Double
    /// Longitude in degrees, positive east.
    public var longitude: Double

    /// Creates a coordinate from a latitude and a longitude in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite and the latitude lies within −90…90.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90
    }
}
