import RouteCardGeo

/// A declared source with its data loaded: what map layers draw from.
public struct MapSource: Sendable {
    /// The source id.
    public var id: String
    /// The features.
    public var data: MapFeatureCollection
    /// The attribution to show: the style's, else the data's own, else none.
    public var attribution: String?

    /// Creates a loaded source.
    public init(id: String, data: MapFeatureCollection, attribution: String? = nil) {
        self.id = id
        self.data = data
        self.attribution = attribution ?? data.attribution
    }
}
