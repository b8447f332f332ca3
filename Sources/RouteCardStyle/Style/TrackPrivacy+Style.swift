import RouteCardGeo
import RouteCardText

extension TrackPrivacy {
    /// The largest privacy radius and trim a style or option may give, in metres (100 km).
    public static let maximumDistance = 100_000.0

    /// Decodes a style's top-level `privacy` object, reporting every problem:
    /// `{"zones": [{"lat": 60.17, "lon": 24.94, "radius": 300}], "trim-start": 200, "trim-end": 200}`.
    init(style object: StyleObject) {
        self.init()
        let distances = 0...Self.maximumDistance
        trimStart = object.number("trim-start", default: 0, in: distances)
        trimEnd = object.number("trim-end", default: 0, in: distances)
        if let node = object.node("zones") {
            guard case .array(let elements) = node.value else {
                object.mismatch("zones", node, expected: "an array of zones such as {\"lat\": 60.17, \"lon\": 24.94, \"radius\": 300}")
                return
            }
            for (index, element) in elements.enumerated() {
                let zone = StyleObject(element, keyPath: object.path("zones[\(index)]"), log: object.log)
                let latitude = zone.optionalNumber("lat", in: -90...90)
                let longitude = zone.optionalNumber("lon", in: -180...180)
                let radius = zone.optionalNumber("radius", in: 1...Self.maximumDistance)
                for (key, value) in [("lat", latitude), ("lon", longitude), ("radius", radius)] where value == nil && !zone.has(key) {
                    zone.error(key, at: nil, code: .missingKey, "missing key \"\(key)\"")
                }
                zone.reportUnknownKeys()
                if let latitude, let longitude, let radius {
                    zones.append(PrivacyZone(center: GeoCoordinate(latitude: latitude, longitude: longitude), radius: radius))
                }
            }
        }
    }
}
