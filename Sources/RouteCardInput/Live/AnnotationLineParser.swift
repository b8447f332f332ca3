import Foundation
import RouteCardGeo

/// Reads one line of a live stream (newline-delimited JSON) into an `AnnotationUpdate`.
///
/// Each line is one flat JSON object:
/// - `{"id": "driver-7", "lat": 37.51, "lon": 127.02, "time": "2024-05-01T06:00:00Z", "status": "matched"}`
///   adds or moves `driver-7`. `lat` (−90…90) and `lon` (−180…180) are required (`latitude`,
///   `longitude` and `lng` are accepted too); `time` is ISO 8601; `heading` (degrees clockwise
///   from north) overrides the computed one; every other key is a property (numbers and booleans
///   are kept as their JSON text; `null` is ignored).
/// - `{"id": "driver-7", "remove": true}` removes it; `{"clear": true}` removes every annotation.
///
/// A blank line is no update (`nil`). Anything else — not JSON, not an object, nested values, a
/// missing or empty `id`, a latitude or longitude missing or out of range, a bad time — is an
/// `InputError` with the line number (and the column for syntax errors). A hand-rolled scanner,
/// so a stream of small objects costs about a microsecond a line.
public struct AnnotationLineParser: Sendable {
    /// The name used in messages (`<stdin>` by default).
    public var path: String?

    /// Creates a parser whose messages name `path`.
    public init(path: String? = "<stdin>") {
        self.path = path
    }

    /// Parses a line given as bytes (without its newline).
    public func parse(_ line: [UInt8], lineNumber: Int) -> Result<AnnotationUpdate?, InputError> {
        line.withUnsafeBufferPointer { parse($0, lineNumber: lineNumber) }
    }

    /// Parses a line given as a string (without its newline).
    public func parse(_ line: String, lineNumber: Int) -> Result<AnnotationUpdate?, InputError> {
        parse(Array(line.utf8), lineNumber: lineNumber)
    }

    /// Parses a line held in a buffer (without its newline; a trailing `\r` is ignored).
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>, lineNumber: Int) -> Result<AnnotationUpdate?, InputError> {
        var scanner = LineScanner(bytes: bytes)
        do {
            guard let members = try scanner.object() else { return .success(nil) }
            return interpret(members, lineNumber: lineNumber)
        } catch {
            return .failure(InputError(path: path, line: lineNumber, column: scanner.column(of: error.offset), message: error.message))
        }
    }

    private func interpret(_ members: [(key: String, value: LineScanner.Value)], lineNumber: Int) -> Result<AnnotationUpdate?, InputError> {
        func fail(_ message: String) -> Result<AnnotationUpdate?, InputError> {
            .failure(InputError(path: path, line: lineNumber, message: message))
        }
        var id: String?, latitude: Double?, longitude: Double?, heading: Double?, time: Date?
        var remove = false, clear = false
        var properties: [String: String] = [:]
        for (key, value) in members {
            switch key {
            case "id":
                guard case .string(let text) = value else { return fail("\"id\" must be a string, \(value.summary) found") }
                guard !text.isEmpty else { return fail("\"id\" is empty") }
                id = text
            case "lat", "latitude":
                guard case .number(let number, _) = value else { return fail("\"\(key)\" must be a number, \(value.summary) found") }
                guard number.isFinite, (-90...90).contains(number) else { return fail("latitude \(value.summary) out of range (−90…90)") }
                latitude = number
            case "lon", "lng", "longitude":
                guard case .number(let number, _) = value else { return fail("\"\(key)\" must be a number, \(value.summary) found") }
                guard number.isFinite, (-180...180).contains(number) else { return fail("longitude \(value.summary) out of range (−180…180)") }
                longitude = number
            case "heading":
                if case .null = value { continue }
                guard case .number(let number, _) = value, number.isFinite else { return fail("\"heading\" must be a number of degrees, \(value.summary) found") }
                heading = number
            case "time":
                if case .null = value { continue }
                guard case .string(let text) = value, let seconds = Self.timestamp(text) else {
                    return fail("\"time\" must be an ISO 8601 date-time such as \"2024-05-01T06:00:00Z\", \(value.summary) found")
                }
                time = Date(timeIntervalSince1970: seconds)
            case "remove":
                guard case .bool(let flag) = value else { return fail("\"remove\" must be true, \(value.summary) found") }
                remove = flag
            case "clear":
                guard case .bool(let flag) = value else { return fail("\"clear\" must be true, \(value.summary) found") }
                clear = flag
            default:
                switch value {
                case .string(let text): properties[key] = text
                case .number(_, let text): properties[key] = text
                case .bool(let flag): properties[key] = flag ? "true" : "false"
                case .null: continue
                }
            }
        }
        if clear { return .success(.clear) }
        guard let id else { return fail("missing \"id\" (every update names its annotation; {\"clear\": true} clears all)") }
        if remove { return .success(.remove(id: id)) }
        guard let latitude else { return fail("missing \"lat\" for \"\(id)\"") }
        guard let longitude else { return fail("missing \"lon\" for \"\(id)\"") }
        return .success(.upsert(id: id, coordinate: GeoCoordinate(latitude: latitude, longitude: longitude), time: time,
                                heading: heading, properties: properties))
    }

    /// Seconds since 1970 of an ISO 8601 date-time, or `nil`.
    static func timestamp(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { TimestampParser.parse($0, 0, $0.count) }
    }
}
