import RouteCardGeo

/// What an expression reads while it is evaluated: one feature and the card's zoom level.
public struct ExpressionInput: Sendable {
    /// The feature's properties (`get`, `has`).
    public var properties: [String: FeatureValue]
    /// The feature's id (`["id"]`, legacy `$id`), or null.
    public var id: FeatureValue
    /// The geometry type name (`["geometry-type"]`, legacy `$type`): `Point`, `LineString` or `Polygon`.
    public var geometryType: String
    /// The card's fractional zoom level (`["zoom"]`).
    public var zoom: Double
    /// The route point being drawn (`["point", NAME]`), if any; default none.
    public var point: PointSample?

    /// Creates an input from its parts.
    public init(properties: [String: FeatureValue], id: FeatureValue = .null, geometryType: String = "Point", zoom: Double = 0,
                point: PointSample? = nil) {
        self.properties = properties
        self.id = id
        self.geometryType = geometryType
        self.zoom = zoom
        self.point = point
    }

    /// The input for a map feature at a zoom level.
    public init(feature: MapFeature, zoom: Double) {
        self.init(properties: feature.properties, id: feature.id ?? .null, geometryType: feature.geometry.typeName, zoom: zoom)
    }
}
