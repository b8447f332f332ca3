import Foundation
import RouteCardGeo
import RouteCardText

/// Reads GeoJSON (RFC 7946) documents into a ``Track``.
///
/// `LineString` → one segment; `MultiLineString` → one segment per line; `Point` and
/// `MultiPoint` → waypoints (named by the feature's `properties.name`); `Feature`,
/// `FeatureCollection` and `GeometryCollection` are walked in document order; polygons are
/// ignored. A position's third number is the elevation in metres (−12000…100000). A line feature's
/// `properties.coordTimes` or `properties.times` (ISO 8601 strings, one per position, as written
/// by togeojson and gpx.studio) become the point times. The track's name is the first feature's
/// `properties.name` (line features first). Every problem is reported with line and column.
///
/// The document is read in chunks (``GeoJSONStreamParser``): its bytes are never all in memory,
/// and a line's positions and times are kept packed until they become the track's points.
public struct GeoJSONReader: Sendable {
    /// Creates a reader; it has no options and no state.
    public init() {}

    /// Reads a GeoJSON document from its bytes; `path` only appears in error messages.
    ///
    /// - Throws: ``InputError`` with line and column for malformed JSON, an unknown `type`, a
    ///   missing or malformed `coordinates`, a latitude outside ±90 or longitude outside ±180, a
    ///   time that is not ISO 8601, or a times array whose length differs from its line's.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        try read(input: ChunkedInput(source: .memory(bytes, offset: 0), path: path), path: path)
    }

    /// Reads a GeoJSON document from `input`, chunk by chunk (the bytes it already holds first).
    func read(input: ChunkedInput, path: String?) throws(InputError) -> Track {
        var parser = GeoJSONStreamParser(input: input, path: path, maxDepth: 512)
        let root = try parser.document()
        var builder = Builder(path: path)
        try builder.object(root, properties: nil)
        var track = Track(segments: builder.segments, waypoints: builder.waypoints)
        track.name = builder.lineName ?? builder.anyName
        return track
    }

    private struct Builder {
        let path: String?
        var segments: [TrackSegment] = []
        var waypoints: [Waypoint] = []
        var lineName: String?
        var anyName: String?

        init(path: String?) {
            self.path = path
        }

        /// An error at a node (whose offset holds its location: see ``GeoJSONStreamParser``).
        func fail(_ message: String, _ item: JSONNode) -> InputError {
            InputError(path: path, location: GeoJSONStreamParser.location(of: item.offset), message: message)
        }

        /// A word for a value's kind, for messages (`an object`, `a string`, …).
        func kind(_ item: JSONNode) -> String {
            switch item.value {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }

        /// The elements of an array, or `nil` for any other value.
        func elements(_ item: JSONNode) -> JSONArray? {
            if case .array(let list) = item.value { list } else { nil }
        }

        mutating func object(_ item: JSONNode, properties: JSONNode?) throws(InputError) {
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
                throw fail("unknown GeoJSON type \(JSONNode.quoted(type)) (expected FeatureCollection, Feature, "
                           + "GeometryCollection, LineString, MultiLineString, Point, MultiPoint, Polygon, MultiPolygon)",
                           typeItem)
            }
        }

        mutating func noteLineName(_ properties: JSONNode?) {
            if lineName == nil, let properties, let nameItem = properties.member("name"),
               case .string(let name) = nameItem.value, !name.isEmpty {
                lineName = name
            }
        }

        func coordinates(_ geometry: JSONNode) throws(InputError) -> JSONNode {
            guard let coordinates = geometry.member("coordinates") else {
                throw fail("the geometry has no \"coordinates\"", geometry)
            }
            return coordinates
        }

        /// `[lon, lat, ele?]` → latitude, longitude, elevation.
        func position(_ item: JSONNode) throws(InputError) -> (Double, Double, Double?) {
            guard let numbers = elements(item), numbers.count >= 2 else {
                throw fail("a position must be an array [longitude, latitude] or [longitude, latitude, elevation]", item)
            }
            func number(_ index: Int) throws(InputError) -> Double {
                guard case .number(let value) = numbers[index].value else {
                    throw fail("a position holds numbers, found \(kind(numbers[index]))", numbers[index])
                }
                return value
            }
            let longitude = try number(0), latitude = try number(1)
            let elevation = numbers.count > 2 ? try number(2) : nil
            guard abs(latitude) <= 90 else {
                throw fail("latitude \(latitude) is out of range (-90...90 degrees); GeoJSON positions are "
                           + "[longitude, latitude]", numbers[1])
            }
            guard abs(longitude) <= 180 else {
                throw fail("longitude \(longitude) is out of range (-180...180 degrees)", numbers[0])
            }
            if let elevation, !ValueRanges.elevation.contains(elevation) {
                throw fail(ValueRanges.elevationMessage("\(elevation)"), numbers[2])
            }
            return (latitude, longitude, elevation)
        }

        func segment(_ line: JSONNode, times: JSONArray?) throws(InputError) -> TrackSegment {
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

        func waypoint(_ item: JSONNode, properties: JSONNode?) throws(InputError) -> Waypoint {
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
        func timeList(_ properties: JSONNode?, depth: Int, of index: Int) throws(InputError) -> JSONArray? {
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

        func date(_ item: JSONNode) throws(InputError) -> Date? {
            switch item.value {
            case .null:
                return nil
            case .string(let text):
                let bytes = Array(text.utf8)
                guard let seconds = bytes.withUnsafeBufferPointer({ TimestampParser.parse($0, 0, $0.count) }) else {
                    throw fail("time \(JSONNode.quoted(text)) is not a valid ISO 8601 date-time "
                               + "(expected YYYY-MM-DDTHH:MM:SS[.fff][Z|±HH:MM])", item)
                }
                return Date(timeIntervalSince1970: seconds)
            default:
                throw fail("a time must be an ISO 8601 string, found \(kind(item))", item)
            }
        }
    }
}
