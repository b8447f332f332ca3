import RouteCardGeo

/// Decodes an encoded polyline (Google's "Encoded Polyline Algorithm Format", used by the
/// Google Maps and Strava APIs) into a one-segment ``Track``.
///
/// Each value is a signed integer (degrees × 10^precision) zig-zag encoded in 5-bit groups
/// offset by 63; values alternate latitude, longitude and are deltas from the previous point.
/// Surrounding whitespace is ignored; a backslash doubled by JSON escaping (`\\`) is read as one.
public struct PolylineReader: Sendable {
    /// Decimal digits kept by the encoder: 5 (Google, Strava) or 6 (OSRM, Valhalla); default 5.
    public var precision: Int

    /// Creates a reader for polylines encoded with `precision` decimal digits (default 5).
    public init(precision: Int = 5) {
        self.precision = precision
    }

    /// Decodes the polyline in `bytes`; `path` only appears in error messages.
    ///
    /// - Throws: ``InputError`` naming the character offset (0-based, also given as column) of a
    ///   character outside `?`…`~`, a value cut off at the end, an odd number of values (a
    ///   latitude without longitude), or a decoded latitude/longitude out of range.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        var start = 0, end = bytes.count
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 }
        while start < end && isSpace(bytes[start]) { start += 1 }
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        func fail(_ message: String, at offset: Int) -> InputError {
            InputError(path: path, line: 1, column: offset - start + 1,
                       message: message + " (at character offset \(offset - start))")
        }
        guard start < end else {
            throw InputError(path: path, message: "the polyline is empty")
        }
        let factor = pow10(precision)
        var points: [TrackPoint] = []
        var latitude = 0, longitude = 0
        var pendingLatitude: Int?
        var pendingOffset = start
        var i = start
        while i < end {
            let valueStart = i
            var result = 0, shift = 0
            while true {
                guard i < end else {
                    throw fail("the polyline ends in the middle of a value (truncated?)", at: valueStart)
                }
                var c = bytes[i]
                if c == UInt8(ascii: "\\") && i + 1 < end && bytes[i + 1] == UInt8(ascii: "\\") { i += 1; c = bytes[i] }
                guard c >= 63 && c <= 126 else {
                    let shown = c >= 0x21 && c < 0x7F ? "'\(Character(Unicode.Scalar(c)))'" : "byte 0x" + String(c, radix: 16)
                    throw fail("\(shown) is not a polyline character (expected '?'...'~')", at: i)
                }
                let chunk = Int(c) - 63
                guard shift < 60 else { throw fail("a polyline value is too long", at: valueStart) }
                result |= (chunk & 0x1F) << shift
                shift += 5
                i += 1
                if chunk < 0x20 { break }
            }
            let delta = result & 1 != 0 ? ~(result >> 1) : result >> 1
            if let lat = pendingLatitude {
                longitude += delta
                pendingLatitude = nil
                let point = (Double(lat) / factor, Double(longitude) / factor)
                guard abs(point.0) <= 90, abs(point.1) <= 180 else {
                    throw fail("decoded point (\(point.0), \(point.1)) is out of range — wrong precision? "
                               + "(this reader uses \(precision) digits)", at: pendingOffset)
                }
                points.append(TrackPoint(latitude: point.0, longitude: point.1))
            } else {
                latitude += delta
                pendingLatitude = latitude
                pendingOffset = valueStart
            }
        }
        if pendingLatitude != nil {
            throw fail("the polyline has an odd number of values: a latitude without its longitude", at: pendingOffset)
        }
        return Track(segments: [TrackSegment(points: points)])
    }

    private func pow10(_ n: Int) -> Double {
        var value = 1.0
        for _ in 0..<max(0, n) { value *= 10 }
        return value
    }
}
