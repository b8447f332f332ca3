import RouteCardGeo
import RouteCardText

/// Reads GeoJSON (RFC 7946) map data: a `FeatureCollection`, a single `Feature` or a bare geometry.
///
/// Every geometry type is accepted (`Point`, `MultiPoint`, `LineString`, `MultiLineString`,
/// `Polygon`, `MultiPolygon`, `GeometryCollection` — whose members become features sharing the
/// properties). Positions are projected to Web Mercator world units once, here. A polygon ring
/// needs at least 4 positions; a ring whose last position differs from its first is closed.
/// Rings are re-oriented so holes are drawn as holes whatever winding the file uses. A top-level
/// `"attribution"` string is kept. Mistakes throw an `InputError` with line and column.
public struct MapDataReader: Sendable {
    /// The deepest JSON nesting accepted; default 64.
    public var maxDepth: Int

    /// Creates a reader.
    public init(maxDepth: Int = 64) {
        self.maxDepth = maxDepth
    }

    /// Reads a whole document.
    ///
    /// - Parameters:
    ///   - bytes: the UTF-8 JSON text.
    ///   - path: the file name used in messages.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> MapFeatureCollection {
        func located(_ message: String, _ offset: Int) -> InputError {
            InputError(path: path, location: SourceLocation(offset: offset, in: bytes), message: message)
        }
        let root: JSONNode
        do throws(JSONSyntaxError) {
            root = try JSONParser(maxDepth: maxDepth).parse(bytes)
        } catch {
            throw located("not valid JSON: \(error.message)", error.offset)
        }
        do throws(ContentError) {
            var builder = Builder()
            try builder.document(root)
            return MapFeatureCollection(features: builder.features, attribution: builder.attribution)
        } catch {
            throw located(error.message, error.offset)
        }
    }

    /// A content error at a byte offset.
    private struct ContentError: Error {
        var message: String
        var offset: Int
    }

    /// Turns the JSON tree into features.
    private struct Builder {
        var features: [MapFeature] = []
        var attribution: String?

        mutating func document(_ root: JSONNode) throws(ContentError) {
            guard case .object = root.value else {
                throw ContentError(message: "a GeoJSON object expected, \(root.summary) found", offset: root.offset)
            }
            if let node = root.member("attribution") {
                guard case .string(let text) = node.value else {
                    throw ContentError(message: "\"attribution\": a string expected, \(node.summary) found", offset: node.offset)
                }
                attribution = text
            }
            let type = try typeName(of: root)
            switch type {
            case "FeatureCollection":
                guard let list = root.member("features") else {
                    throw ContentError(message: "a FeatureCollection needs \"features\"", offset: root.offset)
                }
                guard case .array(let elements) = list.value else {
                    throw ContentError(message: "\"features\": an array expected, \(list.summary) found", offset: list.offset)
                }
                if Self.isPosition(elements) {
                    throw ContentError(message: "\"features\": an array of Feature objects expected", offset: list.offset)
                }
                for element in elements { try feature(element) }
            case "Feature":
                try feature(root)
            default:
                try append(properties: [:], id: nil, geometryNode: root)
            }
        }

        func typeName(of node: JSONNode) throws(ContentError) -> String {
            guard let typeNode = node.member("type") else {
                throw ContentError(message: "missing key \"type\"", offset: node.offset)
            }
            guard case .string(let type) = typeNode.value else {
                throw ContentError(message: "\"type\": a string expected, \(typeNode.summary) found", offset: typeNode.offset)
            }
            return type
        }

        mutating func feature(_ node: JSONNode) throws(ContentError) {
            guard case .object = node.value else {
                throw ContentError(message: "a Feature object expected, \(node.summary) found", offset: node.offset)
            }
            let type = try typeName(of: node)
            guard type == "Feature" else {
                throw ContentError(message: "\"type\": \"Feature\" expected, \(JSONNode.quoted(type)) found", offset: node.member("type")!.offset)
            }
            var properties: [String: FeatureValue] = [:]
            if let propertiesNode = node.member("properties") {
                switch propertiesNode.value {
                case .null: break
                case .object(let members):
                    properties.reserveCapacity(members.count)
                    for member in members { properties[member.key] = FeatureValue(json: member.value) }
                default:
                    throw ContentError(message: "\"properties\": an object or null expected, \(propertiesNode.summary) found",
                                       offset: propertiesNode.offset)
                }
            }
            var id: FeatureValue?
            if let idNode = node.member("id") {
                switch idNode.value {
                case .string, .number: id = FeatureValue(json: idNode)
                default: throw ContentError(message: "\"id\": a string or number expected, \(idNode.summary) found", offset: idNode.offset)
                }
            }
            guard let geometryNode = node.member("geometry") else {
                throw ContentError(message: "a Feature needs \"geometry\" (null when it has none)", offset: node.offset)
            }
            if case .null = geometryNode.value { return }
            try append(properties: properties, id: id, geometryNode: geometryNode)
        }

        mutating func append(properties: [String: FeatureValue], id: FeatureValue?, geometryNode: JSONNode) throws(ContentError) {
            guard case .object = geometryNode.value else {
                throw ContentError(message: "a geometry object expected, \(geometryNode.summary) found", offset: geometryNode.offset)
            }
            let type = try typeName(of: geometryNode)
            if type == "GeometryCollection" {
                guard let list = geometryNode.member("geometries"), case .array(let members) = list.value else {
                    throw ContentError(message: "a GeometryCollection needs \"geometries\", an array of geometries", offset: geometryNode.offset)
                }
                for member in members { try append(properties: properties, id: id, geometryNode: member) }
                return
            }
            let known = ["Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon"]
            guard known.contains(type) else {
                throw ContentError(message: "unknown geometry type \(JSONNode.quoted(type)) (expected one of \(known.joined(separator: ", ")), GeometryCollection)",
                                   offset: geometryNode.member("type")!.offset)
            }
            guard let coordinates = geometryNode.member("coordinates") else {
                throw ContentError(message: "a \(type) needs \"coordinates\"", offset: geometryNode.offset)
            }
            let geometry: MapGeometry
            switch type {
            case "Point": geometry = .points([try position(coordinates)])
            case "MultiPoint": geometry = .points(try list(coordinates, "positions").map { (node) throws(ContentError) in try position(node) })
            case "LineString": geometry = .lines([try line(coordinates)])
            case "MultiLineString": geometry = .lines(try list(coordinates, "lines").map { (node) throws(ContentError) in try line(node) })
            case "Polygon": geometry = .polygons([try polygon(coordinates)])
            default: geometry = .polygons(try list(coordinates, "polygons").map { (node) throws(ContentError) in try polygon(node) })
            }
            if let feature = MapFeature(id: id, properties: properties, geometry: geometry) { features.append(feature) }
        }

        /// Whether array elements are a position: one number or more, and nothing else.
        static func isPosition(_ elements: JSONArray) -> Bool {
            !elements.isEmpty && elements.allSatisfy { $0.value.isNumber }
        }

        func list(_ node: JSONNode, _ what: String) throws(ContentError) -> JSONArray {
            guard case .array(let elements) = node.value else {
                throw ContentError(message: "an array of \(what) expected, \(node.summary) found", offset: node.offset)
            }
            if Self.isPosition(elements) {
                throw ContentError(message: "an array of \(what) expected, a single position found", offset: node.offset)
            }
            return elements
        }

        func position(_ node: JSONNode) throws(ContentError) -> WorldPoint {
            guard case .array(let elements) = node.value else {
                throw ContentError(message: "a position [longitude, latitude] expected, \(node.summary) found", offset: node.offset)
            }
            if let (longitude, latitude) = elements.numberPair, (-90...90).contains(latitude), (-360...360).contains(longitude) {
                return WorldPoint(x: WebMercator.x(longitude: longitude), y: WebMercator.y(latitude: latitude))
            }
            guard elements.count >= 2, case .number(let longitude) = elements[0].value, case .number(let latitude) = elements[1].value,
                  elements.dropFirst(2).allSatisfy({ $0.value.isNumber }) else {
                for element in elements where !element.value.isNumber {
                    throw ContentError(message: "a coordinate must be a number, \(element.summary) found", offset: element.offset)
                }
                if elements.isEmpty {
                    throw ContentError(message: "a position [longitude, latitude] expected, an empty array found", offset: node.offset)
                }
                throw ContentError(message: "a position [longitude, latitude] needs 2 numbers, \(elements.count) found", offset: node.offset)
            }
            guard (-90...90).contains(latitude) else {
                throw ContentError(message: "latitude \(latitude) is outside −90…90 (positions are [longitude, latitude])", offset: node.offset)
            }
            // −180…180, and up to ±360 for data written across the antimeridian.
            guard (-360...360).contains(longitude) else {
                throw ContentError(message: "longitude \(longitude) is outside −180…180 (positions are [longitude, latitude])", offset: node.offset)
            }
            return WorldPoint(x: WebMercator.x(longitude: longitude), y: WebMercator.y(latitude: latitude))
        }

        func positions(_ node: JSONNode) throws(ContentError) -> [WorldPoint] {
            var points: [WorldPoint] = []
            let elements = try list(node, "positions")
            points.reserveCapacity(elements.count)
            for element in elements { points.append(try position(element)) }
            return points
        }

        func line(_ node: JSONNode) throws(ContentError) -> [WorldPoint] {
            let points = try positions(node)
            guard points.count >= 2 else {
                throw ContentError(message: "a LineString needs at least 2 positions, \(points.count) found", offset: node.offset)
            }
            return points
        }

        func polygon(_ node: JSONNode) throws(ContentError) -> [[WorldPoint]] {
            var rings: [[WorldPoint]] = []
            for (index, ringNode) in try list(node, "linear rings").enumerated() {
                var ring = try positions(ringNode)
                guard ring.count >= 4 else {
                    throw ContentError(message: "a polygon ring needs at least 4 positions (the first repeated last), \(ring.count) found",
                                       offset: ringNode.offset)
                }
                if ring.first != ring.last { ring.append(ring[0]) }
                // Outer rings clockwise on the canvas (positive area with y down), holes the other way.
                let area = Self.signedArea(ring)
                if (index == 0) != (area > 0) { ring.reverse() }
                rings.append(ring)
            }
            guard !rings.isEmpty else {
                throw ContentError(message: "a polygon needs at least one ring", offset: node.offset)
            }
            return rings
        }

        /// Twice the signed area of a closed ring (shoelace formula); positive when clockwise with y down.
        static func signedArea(_ ring: [WorldPoint]) -> Double {
            var sum = 0.0
            for index in 0..<(ring.count - 1) {
                sum += ring[index].x * ring[index + 1].y - ring[index + 1].x * ring[index].y
            }
            return sum
        }
    }
}
