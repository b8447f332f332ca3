import Foundation
import RouteCardGeo
import RouteCardMap

/// Where a route was: the name of the settlement nearest its first drawn point, read from the
/// card's own map data (`CardRenderer` reads its archives' tiles around the start for it) —
/// nothing is looked up elsewhere and no name is made up.
///
/// The rule: among the point features of a tile source's `place` layer (OpenMapTiles: `class`
/// `city`, `town`, `village`, `hamlet`, `suburb`, `quarter`, `neighbourhood`, `locality`) and
/// `places` layer (Protomaps: `kind` `locality`, `macrohood`, `neighbourhood`), and the point
/// features of GeoJSON sources with such a `class`, `kind` or `place` (OSM's tag), the one nearest
/// the route's first drawn point (geodesic distance, ``maximumDistance`` at most) names it.
/// Countries, states, regions, islands and continents never do (a town says more than a
/// country). The name is the feature's `name`, else `name:latin`, `name:en`, `name_en`,
/// `name_int`. With privacy zones the first *drawn* point is used, so a hidden start is not
/// named. Ties (equal distance) go to the source id and feature order.
public enum PlaceName {
    /// Places farther than this from the route's first point, in metres, do not name it: 10 km.
    public static let maximumDistance = 10_000.0

    /// The OpenMapTiles `class` (and OSM `place`) values of a settlement or a part of one.
    public static let settlementClasses: Set<String> = ["city", "town", "village", "hamlet", "suburb", "quarter", "neighbourhood",
                                                        "locality"]
    /// The Protomaps `kind` values of a settlement or a part of one.
    public static let settlementKinds: Set<String> = ["locality", "macrohood", "neighbourhood"]
    /// The tile layers read: OpenMapTiles' `place`, Protomaps' `places`.
    public static let tileLayers = ["place", "places"]

    /// The name of the nearest settlement to `start` in `sources` (see the type's rule); `nil` when
    /// none is within ``maximumDistance``.
    public static func nearest(to start: GeoCoordinate, in sources: MapSources) -> String? {
        let origin = WorldPoint(start)
        var best: (distance: Double, name: String)?
        func consider(_ feature: MapFeature) {
            guard case .points(let points) = feature.geometry, let point = points.first, isSettlement(feature.properties),
                  let name = name(of: feature.properties) else { return }
            // The copy of the world nearest the start (a place across the antimeridian).
            let dx = (point.x - origin.x).rounded()
            let place = GeoCoordinate(latitude: WebMercator.latitude(y: point.y), longitude: WebMercator.longitude(x: point.x - dx))
            let distance = Geodesic.sphericalDistance(start, place)
            guard distance <= maximumDistance, distance < best?.distance ?? .infinity else { return }
            best = (distance, name)
        }
        for id in sources.sources.keys.sorted() {
            let source = sources.sources[id]!
            if let tiles = source.tiles {
                for tile in tiles {
                    for layer in tileLayers { for feature in tile.layers[layer] ?? [] { consider(feature) } }
                }
            } else {
                for feature in source.data.features { consider(feature) }
            }
        }
        return best?.name
    }

    /// The name of where a context's route starts, from its loaded sources (see ``nearest(to:in:)``).
    public static func of(_ context: LayerContext) -> String? {
        guard !context.sources.isEmpty, let start = context.track.segments.lazy.compactMap(\.points.first).first?.coordinate else { return nil }
        return nearest(to: start, in: context.sources)
    }

    /// Whether properties describe a settlement: a settlement `class` or OSM `place`, or a
    /// Protomaps settlement `kind`.
    static func isSettlement(_ properties: [String: FeatureValue]) -> Bool {
        if let value = properties["class"]?.string ?? properties["place"]?.string { return settlementClasses.contains(value) }
        if let kind = properties["kind"]?.string { return settlementKinds.contains(kind) }
        return false
    }

    /// The first non-empty of `name`, `name:latin`, `name:en`, `name_en`, `name_int`.
    static func name(of properties: [String: FeatureValue]) -> String? {
        for key in ["name", "name:latin", "name:en", "name_en", "name_int"] {
            if let text = properties[key]?.string?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty { return text }
        }
        return nil
    }
}
