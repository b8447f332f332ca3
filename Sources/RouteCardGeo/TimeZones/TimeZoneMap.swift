import Foundation

/// The time zone of any place on Earth, offline: the land zones of timezone-boundary-builder
/// (release 2026c; © OpenStreetMap contributors and the timezone-boundary-builder contributors,
/// ODbL 1.0) compiled into the library, and at sea the nautical zone of the longitude
/// (`Etc/GMT±N`, 15° bands), as that data has them.
///
/// Borders are simplified to within 0.002° (about 220 m) between two land zones and 0.01° where a
/// land zone meets the sea (its territorial waters, 12 nautical miles out); the map is about
/// 740 kB, made by `scripts/timezone_data.py`. It gives the zone's name; the rules (offsets,
/// daylight saving time, their history) are the system's time-zone database's, through `TimeZone`.
///
/// ```swift
/// TimeZoneMap.builtIn.identifier(at: GeoCoordinate(latitude: 27.7172, longitude: 85.3240))  // "Asia/Kathmandu"
/// ```
public struct TimeZoneMap: Sendable {
    /// The map compiled into the library, decoded on first use (a few milliseconds, once per process).
    public static let builtIn = TimeZoneMap(base64: encoded) ?? TimeZoneMap()

    /// The encoded map: cells and their rings (see `scripts/timezone_data.py`).
    private let bytes: [UInt8]
    /// The land zones' IANA names; a cell's zone code k > 0 is `names[k - 1]`, 0 the sea.
    private let names: [String]
    /// The quadtree, two roots first: a cell's kind in the low two bits (`internalCell`,
    /// `mixedCell`, `uniformCell`) and above them its first child's index (four in a row), the
    /// offset of its rings in `bytes`, or its zone code.
    private let cells: [UInt32]

    private static let internalCell: UInt32 = 0
    private static let mixedCell: UInt32 = 1
    private static let uniformCell: UInt32 = 2
    /// Units per 360° of longitude (the same angle per unit in latitude).
    private static let units = Double(1 << 21)

    /// A map with no land: every place is in its nautical zone.
    public init() {
        bytes = []
        names = []
        cells = [Self.uniformCell, Self.uniformCell]
    }

    /// Decodes a map in the format `scripts/timezone_data.py` writes, base64 (line breaks ignored);
    /// `nil` when it is not one.
    public init?(base64: String) {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { return nil }
        self.init(bytes: [UInt8](data))
    }

    /// Decodes a map from its bytes; `nil` when they are not one.
    init?(bytes: [UInt8]) {
        guard bytes.starts(with: Array("TZM1".utf8)) else { return nil }
        let parsed: (names: [String], cells: [UInt32])? = bytes.withUnsafeBufferPointer { buffer in
            var cursor = TimeZoneMapCursor(bytes: buffer, position: 4)
            var names: [String] = []
            let count = cursor.uint()
            guard count < 10_000 else { return nil }
            for _ in 0..<count {
                let length = cursor.uint()
                guard let range = cursor.skip(length) else { return nil }
                names.append(String(decoding: buffer[range], as: UTF8.self))
            }
            var cells: [UInt32] = [0, 0]
            for root in 0..<2 {
                guard Self.parseCell(&cursor, into: &cells, at: root, depth: 0, zones: names.count) else { return nil }
            }
            return cursor.isPastEnd ? nil : (names, cells)
        }
        guard let (names, cells) = parsed else { return nil }
        self.bytes = bytes
        self.names = names
        self.cells = cells
    }

    /// Reads one cell (and its children) at the cursor into `cells[slot]`.
    private static func parseCell(_ cursor: inout TimeZoneMapCursor, into cells: inout [UInt32], at slot: Int,
                                  depth: Int, zones: Int) -> Bool {
        guard depth <= 24, !cursor.isPastEnd else { return false }
        let tag = cursor.uint()
        switch tag {
        case 0:
            let first = cells.count
            guard first < 1 << 29 else { return false }
            cells.append(contentsOf: [0, 0, 0, 0])
            cells[slot] = UInt32(first) << 2 | internalCell
            for child in 0..<4 {
                guard parseCell(&cursor, into: &cells, at: first + child, depth: depth + 1, zones: zones) else { return false }
            }
        case 1:
            let length = cursor.uint()
            let start = cursor.position
            guard start < 1 << 29, cursor.skip(length) != nil else { return false }
            cells[slot] = UInt32(start) << 2 | mixedCell
        default:
            guard tag - 2 <= zones else { return false }
            cells[slot] = UInt32(tag - 2) << 2 | uniformCell
        }
        return true
    }

    /// The IANA name of the zone at `coordinate`: a land zone (`Europe/Helsinki`,
    /// `Asia/Kathmandu`) or at sea the nautical zone of its longitude (`Etc/GMT+2`); `Etc/UTC` for
    /// a coordinate that is not a number.
    public func identifier(at coordinate: GeoCoordinate) -> String {
        guard coordinate.latitude.isFinite, coordinate.longitude.isFinite else { return "Etc/UTC" }
        var longitude = coordinate.longitude.truncatingRemainder(dividingBy: 360)
        if longitude >= 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
        let latitude = min(max(coordinate.latitude, -90), 90)
        let code = zoneCode(x: (longitude + 180) / 360 * Self.units, y: (latitude + 90) / 360 * Self.units)
        return code == 0 || code > names.count ? Self.nauticalZone(longitude: longitude) : names[code - 1]
    }

    /// The zone at `coordinate` with the system's rules for it (see `identifier(at:)`); when the
    /// system's database lacks the name, the nautical zone's fixed offset.
    public func timeZone(at coordinate: GeoCoordinate) -> TimeZone {
        let name = identifier(at: coordinate)
        if let zone = TimeZone(identifier: name) { return zone }
        let hours = coordinate.longitude.isFinite ? Self.nauticalHours(longitude: coordinate.longitude) : 0
        return TimeZone(secondsFromGMT: hours * 3600) ?? TimeZone(secondsFromGMT: 0)!
    }

    /// The nautical zone of a longitude: `Etc/GMT` within 7.5° of Greenwich, then one hour per 15°
    /// (`Etc/GMT-1` east to 22.5° E, `Etc/GMT+1` west to 22.5° W; POSIX signs), `Etc/GMT±12` next to 180°.
    public static func nauticalZone(longitude: Double) -> String {
        let hours = nauticalHours(longitude: longitude)
        return hours == 0 ? "Etc/GMT" : hours > 0 ? "Etc/GMT-\(hours)" : "Etc/GMT+\(-hours)"
    }

    /// Hours east of Greenwich of the nautical zone of a longitude, −12…12.
    private static func nauticalHours(longitude: Double) -> Int {
        guard longitude.isFinite else { return 0 }
        var wrapped = longitude.truncatingRemainder(dividingBy: 360)
        if wrapped >= 180 { wrapped -= 360 } else if wrapped < -180 { wrapped += 360 }
        return min(12, max(-12, Int((wrapped / 15 + 0.5).rounded(.down))))
    }

    /// The zone code at a point in units (x from 180° W, y from 90° S): 0 the sea, k the k-th name.
    private func zoneCode(x: Double, y: Double) -> Int {
        let half = Self.units / 2
        let x = min(max(x, 0), Self.units.nextDown)
        let y = min(max(y, 0), half.nextDown)
        let root = x < half ? 0 : 1
        var originX = root == 0 ? 0 : half
        var originY = 0.0
        var size = half
        var cell = cells[root]
        while cell & 3 == Self.internalCell {
            size /= 2
            var child = Int(cell >> 2)
            if x >= originX + size {
                child += 1
                originX += size
            }
            if y >= originY + size {
                child += 2
                originY += size
            }
            cell = cells[child]
        }
        if cell & 3 == Self.uniformCell { return Int(cell >> 2) }
        return mixedZoneCode(at: Int(cell >> 2), x: x - originX, y: y - originY)
    }

    /// The zone code at a point (units from the cell's south-west corner) of the mixed cell whose
    /// rings start at `offset`: the first piece whose rings a ray from the point crosses an odd
    /// number of times, else the cell's default.
    private func mixedZoneCode(at offset: Int, x: Double, y: Double) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = TimeZoneMapCursor(bytes: buffer, position: offset)
            let fallback = cursor.uint()
            let pieces = cursor.uint()
            var piece = 0
            while piece < pieces && !cursor.isPastEnd {
                let code = cursor.uint()
                let rings = cursor.uint()
                var inside = false
                var ring = 0
                while ring < rings && !cursor.isPastEnd {
                    if cursor.ringCrossesOddly(x: x, y: y) { inside.toggle() }
                    ring += 1
                }
                if inside { return code }
                piece += 1
            }
            return fallback
        }
    }
}
