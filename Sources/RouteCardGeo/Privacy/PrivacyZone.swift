/// A circle on the ground in which a card hides the route: everything closer than `radius`
/// metres (geodesic, on the WGS84 ellipsoid) to `center`. See `TrackPrivacy`.
public struct PrivacyZone: Sendable, Hashable {
    /// The circle's centre.
    public var center: GeoCoordinate
    /// The radius in metres, > 0.
    public var radius: Double

    /// Creates a zone.
    public init(center: GeoCoordinate, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// Whether a coordinate is hidden: strictly closer than `radius` to the centre (a point on
    /// the circle itself stays visible, so a cut route ends exactly on it).
    public func contains(_ coordinate: GeoCoordinate) -> Bool {
        Geodesic.distance(center, coordinate) < radius
    }
}
