import Foundation

/// A named point of interest that belongs to a track file but not to its line.
public struct Waypoint: Sendable, Hashable {
    /// The position, in degrees.
    public var coordinate: GeoCoordinate
    /// The waypoint's name, if any.
    public var name: String?
    /// Elevation in metres, if any.
    public var elevation: Double?
    /// The time stamp, if any.
    public var time: Date?

    /// Creates a waypoint.
    public init(coordinate: GeoCoordinate, name: String? = nil, elevation: Double? = nil, time: Date? = nil) {
        self.coordinate = coordinate
        self.name = name
        self.elevation = elevation
        self.time = time
    }
}
