/// Map data read from one source (a GeoJSON file): its features in file order and its attribution.
public struct MapFeatureCollection: Sendable, Hashable {
    /// The features in file order (drawing order within a layer).
    public var features: [MapFeature]
    /// The data's own attribution (a GeoJSON top-level `"attribution"` string), if any.
    public var attribution: String?

    /// Creates a collection.
    public init(features: [MapFeature] = [], attribution: String? = nil) {
        self.features = features
        self.attribution = attribution
    }
}
