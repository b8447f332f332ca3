/// One feature of map data: a geometry with its properties, ready to draw.
public struct MapFeature: Sendable, Hashable {
    /// The feature's `id`, if it has one.
    public var id: FeatureValue?
    /// The feature's `properties` (filters and expressions read them with `get`/`has`).
    public var properties: [String: FeatureValue]
    /// The geometry in world units.
    public var geometry: MapGeometry
    /// The bounds of the geometry, used to skip features outside the canvas cheaply.
    public var bounds: WorldBox

    /// Creates a feature; `nil` when the geometry has no position.
    public init?(id: FeatureValue? = nil, properties: [String: FeatureValue], geometry: MapGeometry) {
        guard let bounds = geometry.bounds else { return nil }
        self.id = id
        self.properties = properties
        self.geometry = geometry
        self.bounds = bounds
    }
}
