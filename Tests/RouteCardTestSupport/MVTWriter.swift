/// Writes small Mapbox Vector Tiles (MVT 2.1) for tests, field by field from the specification
/// (independent of the package's decoder): layers of points, lines and polygons in tile
/// coordinates with string properties.
public enum MVTWriter {
    /// A point in tile coordinates (0…extent; a tile's buffer lies outside).
    public typealias Point = (x: Int, y: Int)

    /// One feature: its geometry type (1 point, 2 line string, 3 polygon), its command integers
    /// (see `points(_:)`, `line(_:)`, `polygon(_:)`) and its properties.
    public struct Feature {
        /// `GeomType`: 1 point, 2 line string, 3 polygon.
        public var type: Int
        /// The geometry's command and parameter integers.
        public var geometry: [UInt32]
        /// String properties.
        public var properties: [String: String]

        /// Creates a feature.
        public init(type: Int, geometry: [UInt32], properties: [String: String] = [:]) {
            self.type = type
            self.geometry = geometry
            self.properties = properties
        }

        /// A point feature.
        public static func point(_ point: Point, _ properties: [String: String] = [:]) -> Feature {
            Feature(type: 1, geometry: MVTWriter.points([point]), properties: properties)
        }

        /// A line string feature.
        public static func line(_ points: [Point], _ properties: [String: String] = [:]) -> Feature {
            Feature(type: 2, geometry: MVTWriter.line(points), properties: properties)
        }

        /// A polygon feature: rings without their closing point, exterior clockwise on screen (y down).
        public static func polygon(_ rings: [[Point]], _ properties: [String: String] = [:]) -> Feature {
            Feature(type: 3, geometry: MVTWriter.polygon(rings), properties: properties)
        }
    }

    /// A command integer: id (1 MoveTo, 2 LineTo, 7 ClosePath) and count.
    public static func command(_ id: UInt32, count: Int) -> UInt32 {
        (id & 7) | (UInt32(count) << 3)
    }

    /// A zigzag-encoded parameter.
    public static func zigzag(_ value: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: (value << 1) ^ (value >> 63))
    }

    /// One MoveTo with every point (a multipoint when several).
    public static func points(_ points: [Point]) -> [UInt32] {
        var cursor: Point = (0, 0)
        var out = [command(1, count: points.count)]
        for point in points {
            out += [zigzag(point.x - cursor.x), zigzag(point.y - cursor.y)]
            cursor = point
        }
        return out
    }

    /// A line string: MoveTo the first point, LineTo the others (cursor starts at 0,0).
    public static func line(_ points: [Point], from start: Point = (0, 0)) -> [UInt32] {
        var cursor = start
        func delta(_ point: Point) -> [UInt32] {
            defer { cursor = point }
            return [zigzag(point.x - cursor.x), zigzag(point.y - cursor.y)]
        }
        var out = [command(1, count: 1)] + delta(points[0])
        out.append(command(2, count: points.count - 1))
        for point in points.dropFirst() { out += delta(point) }
        return out
    }

    /// Polygon rings, each MoveTo, LineTo…, ClosePath; the cursor carries over from ring to ring.
    public static func polygon(_ rings: [[Point]]) -> [UInt32] {
        var out: [UInt32] = []
        var cursor: Point = (0, 0)
        for ring in rings {
            out += line(ring, from: cursor)
            out.append(command(7, count: 1))
            cursor = ring[ring.count - 1]
        }
        return out
    }

    /// A varint.
    public static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var out: [UInt8] = []
        while value >= 0x80 {
            out.append(UInt8(value & 0x7f) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
        return out
    }

    /// A length-delimited field.
    public static func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] {
        varint(UInt64(number << 3 | 2)) + varint(UInt64(bytes.count)) + bytes
    }

    /// A `Layer` message (version 2) wrapped as the tile's field 3.
    public static func layer(_ name: String, extent: Int = 4096, _ features: [Feature]) -> [UInt8] {
        var keys: [String] = [], values: [String] = []
        var body = varint(15 << 3) + varint(2) + field(1, Array(name.utf8))
        for feature in features {
            var tags: [UInt8] = []
            for (key, value) in feature.properties.sorted(by: { $0.key < $1.key }) {
                if !keys.contains(key) { keys.append(key) }
                if !values.contains(value) { values.append(value) }
                tags += varint(UInt64(keys.firstIndex(of: key)!)) + varint(UInt64(values.firstIndex(of: value)!))
            }
            var message = varint(3 << 3) + varint(UInt64(feature.type))
            if !tags.isEmpty { message += field(2, tags) }
            message += field(4, feature.geometry.flatMap { varint(UInt64($0)) })
            body += field(2, message)
        }
        for key in keys { body += field(3, Array(key.utf8)) }
        for value in values { body += field(4, field(1, Array(value.utf8))) }
        body += varint(5 << 3) + varint(UInt64(extent))
        return field(3, body)
    }
}
