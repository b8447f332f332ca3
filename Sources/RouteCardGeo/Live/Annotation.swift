import Foundation

/// One live marker keyed by a string id: a driver, a courier, a vehicle.
///
/// Kept by an `AnnotationSet`, which moves it on every update for its id and works out its heading
/// from the movement.
public struct Annotation: Sendable, Hashable {
    /// The key; an update with the same id moves this annotation instead of adding another.
    public var id: String
    /// The current position, in degrees.
    public var coordinate: GeoCoordinate
    /// The moment of the last position update, when the update carried one.
    public var time: Date?
    /// The direction of travel in degrees clockwise from north (0…360), `nil` until known: an
    /// explicit heading from an update, or the initial geodesic bearing from the previous position.
    public var heading: Double?
    /// Free properties such as `status` (`"matched"`), read by style expressions (`["get", "status"]`).
    public var properties: [String: String]
    /// The geodesic distance from the region's centre in metres, when the set has a region.
    public var distance: Double?

    /// Creates an annotation.
    public init(id: String, coordinate: GeoCoordinate, time: Date? = nil, heading: Double? = nil,
                properties: [String: String] = [:], distance: Double? = nil) {
        self.id = id
        self.coordinate = coordinate
        self.time = time
        self.heading = heading
        self.properties = properties
        self.distance = distance
    }
}
