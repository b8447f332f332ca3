/// The shape of a map feature in Web Mercator world units.
///
/// Multi-geometries keep every part; polygon rings are closed (first position equals last) and
/// oriented consistently by the reader — outer rings clockwise on the canvas (y down), holes
/// counter-clockwise — so a non-zero fill draws holes as holes.
public enum MapGeometry: Sendable, Hashable {
    /// GeoJSON `Point` (one position) or `MultiPoint`.
    case points([WorldPoint])
    /// GeoJSON `LineString` (one part) or `MultiLineString`.
    case lines([[WorldPoint]])
    /// GeoJSON `Polygon` (one polygon) or `MultiPolygon`: polygons, each an outer ring then its holes.
    case polygons([[[WorldPoint]]])

    /// The MapLibre geometry type name (`["geometry-type"]`, legacy `$type`): `Point`, `LineString` or `Polygon`.
    public var typeName: String {
        switch self {
        case .points: "Point"
        case .lines: "LineString"
        case .polygons: "Polygon"
        }
    }

    /// The bounds of every position; `nil` for an empty geometry.
    public var bounds: WorldBox? {
        switch self {
        case .points(let points): WorldBox(points: points)
        case .lines(let lines): lines.compactMap { WorldBox(points: $0) }.reduce(nil) { $0?.union($1) ?? $1 }
        case .polygons(let polygons):
            polygons.compactMap { $0.first.flatMap { WorldBox(points: $0) } }.reduce(nil) { $0?.union($1) ?? $1 }
        }
    }
}
