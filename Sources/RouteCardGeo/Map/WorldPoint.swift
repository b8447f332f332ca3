/// A position in Web Mercator world units (0…1 on both axes, see `WebMercator`).
///
/// Map data is projected once when it is read, so drawing it in a viewport is a scale and a shift.
public struct WorldPoint: Sendable, Hashable {
    /// World x: 0 at 180° W, 1 at 180° E.
    public var x: Double
    /// World y: 0 at the northern latitude limit, 1 at the southern one.
    public var y: Double

    /// Creates a point from world units.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The world position of a coordinate (latitude clamped to the Mercator limit).
    public init(_ coordinate: GeoCoordinate) {
        self.init(x: WebMercator.x(longitude: coordinate.longitude), y: WebMercator.y(latitude: coordinate.latitude))
    }
}
