import Foundation
import RouteCardGeo

/// Reads GeoJSON (RFC 7946) documents into a ``Track``.
///
/// `LineString` → one segment; `MultiLineString` → one segment per line; `Point` and
/// `MultiPoint` → waypoints (named by the feature's `properties.name`); `Feature`,
/// `FeatureCollection` and `GeometryCollection` are walked in document order; polygons are
/// ignored. A position's third number is the elevation in metres. A line feature's
/// `properties.coordTimes` or `properties.times` (ISO 8601 strings, one per position, as written
/// by togeojson and gpx.studio) become the point times. The track's name is the first feature's
/// `properties.name` (line features first). Every problem is reported with line and column.
public struct GeoJSONReader: Sendable {
    /// Creates a reader; it has no options and no state.
    public init() {}

    /// Reads a GeoJSON document from its bytes; `path` only appears in error messages.
    ///
    /// - Throws: ``InputError`` with line and column for malformed JSON, an unknown `type`, a
    ///   missing or malformed `coordinates`, a latitude outside ±90 or longitude outside ±180, a
    ///   time that is not ISO 8601, or a times array whose length differs from its line's.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        let parsed: Result<GeoJSONNode, GeoJSONScanner.SyntaxError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = GeoJSONScanner(bytes: buffer, maxDepth: 512)
            do throws(GeoJSONScanner.SyntaxError) {
                return .success(try scanner.document())
            } catch {
                return .failure(error)
            }
        }
        let root: GeoJSONNode
        switch parsed {
        case .success(let node): root = node
        case .failure(let error): throw Self.error(error.message, at: error.offset, in: bytes, path: path)
        }
        var builder = Builder(bytes: bytes, path: path)
        try builder.object(root, properties: nil)
        var track = Track(segments: builder.segments, waypoints: builder.waypoints)
        track.name = builder.lineName ?? builder.anyName
        return track
    }

    /// An error at a byte offset, with its line and column.
    static func error(_ message: String, at offset: Int, in bytes: [UInt8], path: String?) -> InputError {
        let (line, column) = TextLocation.of(offset, in: bytes)
        return InputError(path: path, line: line, column: column, message: message)
    }

    private struct Builder {
        let bytes: [UInt8]
        let path: String?
        var segments: [TrackSegment] = []
        var waypoints: [Waypoint] = []
        var lineName: String?
        var anyName: String?

        init(bytes: [UInt8], path: String?) {
            self.bytes = bytes
            self.path = path
        }

        func fail(_ message: String, _ item: GeoJSONNode) -> InputError {
            fail(message, at: item.offset)
        }

        func fail(_ message: String, at offset: Int) -> InputError {
            GeoJSONReader.error(message, at: offset, in: bytes, path: path)
        }

        /// A word for a value's kind, for messages (`an object`, `a string`, …).
        func kind(_ item: GeoJSONNode) -> String {
            switch item.value {
            case .object: "an object"
            case .array, .pair, .numbers: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }

        /// The elements of an array; the scanner keeps arrays of numbers compactly, so those are
        /// spelled out as number nodes at their own offsets.
        func elements(_ item: GeoJSONNode) -> [GeoJSONNode]? {
            switch item.value {
            case .array(let list): return list
            case .pair(let a, let b): return numberNodes([a, b], arrayAt: item.offset)
            case .numbers(let list): return numberNodes(list, arrayAt: item.offset)
            default: return nil
            }
        }

        /// Number nodes for the elements of an all-number array starting at `offset` (its `[`).
        func numberNodes(_ values: [Double], arrayAt offset: Int) -> [GeoJSONNode] {
            var nodes: [GeoJSONNode] = []
            var index = offset + 1
            for value in values {
                while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
                nodes.append(GeoJSONNode(value: .number(value), offset: index))
                while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "]") { index += 1 }
            }
            return nodes
        }

        mutating func object(_ item: GeoJSONNode, properties: GeoJSONNode?) throws(InputError) {
            guard case .object = item.value else {
                throw fail("expected a GeoJSON object, found \(kind(item))", item)
            }
            guard let typeItem = item.member("type"), case .string(let type) = typeItem.value else {
                throw fail("a GeoJSON object needs a \"type\" string", item)
            }
            switch type {
            case "FeatureCollection":
                guard let features = item.member("features"), let list = elements(features) else {
                    throw fail("a FeatureCollection needs a \"features\" array", item)
                }
                for feature in list { try object(feature, properties: nil) }
            case "Feature":
                let properties = item.member("properties")
                if let properties, case .object = properties.value,
                   let nameItem = properties.member("name"), case .string(let name) = nameItem.value, !name.isEmpty {
                    anyName = anyName ?? name
                }
                guard let geometry = item.member("geometry") else {
                    throw fail("a Feature needs a \"geometry\" member (null is allowed)", item)
                }
                if case .null = geometry.value { return }
                try object(geometry, properties: properties)
            case "GeometryCollection":
                guard let geometries = item.member("geometries"), let list = elements(geometries) else {
                    throw fail("a GeometryCollection needs a \"geometries\" array", item)
                }
                for geometry in list { try object(geometry, properties: properties) }
            case "LineString":
                let line = try coordinates(item)
                let times = try timeList(properties, depth: 0, of: 0)
                try segments.append(segment(line, times: times))
                noteLineName(properties)
            case "MultiLineString":
                let lines = try coordinates(item)
                guard let list = elements(lines) else { throw fail("expected an array of lines", lines) }
                for (index, line) in list.enumerated() {
                    try segments.append(segment(line, times: try timeList(properties, depth: 1, of: index)))
                }
                noteLineName(properties)
            case "Point":
                try waypoints.append(waypoint(try coordinates(item), properties: properties))
            case "MultiPoint":
                let points = try coordinates(item)
                guard let list = elements(points) else { throw fail("expected an array of positions", points) }
                for point in list { try waypoints.append(waypoint(point, properties: properties)) }
            case "Polygon", "MultiPolygon":
                return
            default:
                throw fail("unknown GeoJSON type \(GeoJSONNode.quoted(type)) (expected FeatureCollection, Feature, "
                           + "GeometryCollection, LineString, MultiLineString, Point, MultiPoint, Polygon, MultiPolygon)",
                           typeItem)
            }
        }

        mutating func noteLineName(_ properties: GeoJSONNode?) {
            if lineName == nil, let properties, let nameItem = properties.member("name"),
               case .string(let name) = nameItem.value, !name.isEmpty {
                lineName = name
            }
        }

        func coordinates(_ geometry: GeoJSONNode) throws(InputError) -> GeoJSONNode {
            guard let coordinates = geometry.member("coordinates") else {
                throw fail("the geometry has no \"coordinates\"", geometry)
            }
            return coordinates
        }

        /// `[lon, lat, ele?]` → latitude, longitude, elevation.
        func position(_ item: GeoJSONNode) throws(InputError) -> (Double, Double, Double?) {
            guard let numbers = elements(item), numbers.count >= 2 else {
                throw fail("a position must be an array [longitude, latitude] or [longitude, latitude, elevation]", item)
            }
            var values: [Double] = []
            for number in numbers.prefix(3) {
                guard case .number(let value) = number.value else {
                    throw fail("a position holds numbers, found \(kind(number))", number)
                }
                values.append(value)
            }
            guard abs(values[1]) <= 90 else {
                throw fail("latitude \(values[1]) is out of range (-90...90 degrees); GeoJSON positions are "
                           + "[longitude, latitude]", numbers[1])
            }
            guard abs(values[0]) <= 180 else {
                throw fail("longitude \(values[0]) is out of range (-180...180 degrees)", numbers[0])
            }
            return (values[1], values[0], values.count > 2 ? values[2] : nil)
        }

        func segment(_ line: GeoJSONNode, times: [GeoJSONNode]?) throws(InputError) -> TrackSegment {
            guard let positions = elements(line) else {
                throw fail("a line's coordinates must be an array of positions", line)
            }
            if let times, times.count != positions.count {
                throw fail("the line has \(positions.count) positions but its times array has \(times.count) entries",
                           line)
            }
            var points: [TrackPoint] = []
            points.reserveCapacity(positions.count)
            for (index, item) in positions.enumerated() {
                let (lat, lon, ele) = try position(item)
                let time = try times.map { (list) throws(InputError) -> Date? in try date(list[index]) } ?? nil
                points.append(TrackPoint(latitude: lat, longitude: lon, elevation: ele, time: time))
            }
            return TrackSegment(points: points)
        }

        func waypoint(_ item: GeoJSONNode, properties: GeoJSONNode?) throws(InputError) -> Waypoint {
            let (lat, lon, ele) = try position(item)
            var name: String?
            var time: Date?
            if let properties {
                if let nameItem = properties.member("name"), case .string(let text) = nameItem.value { name = text }
                if let timeItem = properties.member("time") { time = try date(timeItem) }
            }
            return Waypoint(coordinate: GeoCoordinate(latitude: lat, longitude: lon), name: name, elevation: ele, time: time)
        }

        /// The times of line `index` (`depth` 1 for a MultiLineString's array of arrays).
        func timeList(_ properties: GeoJSONNode?, depth: Int, of index: Int) throws(InputError) -> [GeoJSONNode]? {
            guard let properties, let times = properties.member("coordTimes") ?? properties.member("times") else { return nil }
            guard var list = elements(times) else { throw fail("times must be an array", times) }
            if depth == 1 {
                guard index < list.count, let inner = elements(list[index]) else {
                    throw fail("a MultiLineString's times must hold one array per line", times)
                }
                list = inner
            }
            return list
        }

        func date(_ item: GeoJSONNode) throws(InputError) -> Date? {
            switch item.value {
            case .null:
                return nil
            case .string(let text):
                let bytes = Array(text.utf8)
                guard let seconds = bytes.withUnsafeBufferPointer({ TimestampParser.parse($0, 0, $0.count) }) else {
                    throw fail("time \(GeoJSONNode.quoted(text)) is not a valid ISO 8601 date-time "
                               + "(expected YYYY-MM-DDTHH:MM:SS[.fff][Z|±HH:MM])", item)
                }
                return Date(timeIntervalSince1970: seconds)
            default:
                throw fail("a time must be an ISO 8601 string, found \(kind(item))", item)
            }
        }
    }
}
