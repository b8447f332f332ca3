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
        if scanner.isBlank() { return .success(nil) }
        var fields = Fields()
        let reader = LineScanner(bytes: bytes)   // a read-only copy for the member callback
        do {
            try scanner.object { (key, escaped, value) throws(LineScanner.Failure) in
                if let problem = fields.take(key, escaped, value, reader) {
                    throw LineScanner.Failure(offset: -1, message: problem)
                }
            }
        } catch {
            return .failure(InputError(path: path, line: lineNumber, column: error.offset < 0 ? nil : scanner.column(of: error.offset),
                                       message: error.message))
        }
        return fields.update().mapError { InputError(path: path, line: lineNumber, message: $0.message) }
    }

    /// The members of one line as they are read.
    private struct Fields {
        var id: String?, latitude: Double?, longitude: Double?, heading: Double?, time: Date?
        var remove = false, clear = false
        var properties: [String: String] = [:]

        /// Takes one member; returns a message when its value is wrong.
        mutating func take(_ key: Range<Int>, _ escaped: Bool, _ value: LineScanner.Value, _ scanner: LineScanner) -> String? {
            let known = !escaped
            if known && scanner.key(key, is: "id") {
                guard case .string = value else { return "\"id\" must be a string, \(scanner.summary(value)) found" }
                let text = scanner.text(value)
                guard !text.isEmpty else { return "\"id\" is empty" }
                id = text
            } else if known && (scanner.key(key, is: "lat") || scanner.key(key, is: "latitude")) {
                guard case .number(let number, _) = value else {
                    return "\"\(scanner.text(.string(key, escaped: false)))\" must be a number, \(scanner.summary(value)) found"
                }
                guard (-90...90).contains(number) else { return "latitude \(scanner.summary(value)) out of range (−90…90)" }
                latitude = number
            } else if known && (scanner.key(key, is: "lon") || scanner.key(key, is: "lng") || scanner.key(key, is: "longitude")) {
                guard case .number(let number, _) = value else {
                    return "\"\(scanner.text(.string(key, escaped: false)))\" must be a number, \(scanner.summary(value)) found"
                }
                guard (-180...180).contains(number) else { return "longitude \(scanner.summary(value)) out of range (−180…180)" }
                longitude = number
            } else if known && scanner.key(key, is: "heading") {
                if case .null = value { return nil }
                guard case .number(let number, _) = value else { return "\"heading\" must be a number of degrees, \(scanner.summary(value)) found" }
                heading = number
            } else if known && scanner.key(key, is: "time") {
                if case .null = value { return nil }
                var seconds: Double?
                if case .string(let range, let escapedValue) = value {
                    seconds = escapedValue ? AnnotationLineParser.timestamp(scanner.text(value))
                        : TimestampParser.parse(scanner.bytes, range.lowerBound, range.upperBound)
                }
                guard let seconds else {
                    return "\"time\" must be an ISO 8601 date-time such as \"2024-05-01T06:00:00Z\", \(scanner.summary(value)) found"
                }
                time = Date(timeIntervalSince1970: seconds)
            } else if known && scanner.key(key, is: "remove") {
                guard case .bool(let flag) = value else { return "\"remove\" must be true, \(scanner.summary(value)) found" }
                remove = flag
            } else if known && scanner.key(key, is: "clear") {
                guard case .bool(let flag) = value else { return "\"clear\" must be true, \(scanner.summary(value)) found" }
                clear = flag
            } else {
                if case .null = value { return nil }
                properties[scanner.text(.string(key, escaped: escaped))] = scanner.text(value)
            }
            return nil
        }

        /// The update the members describe.
        func update() -> Result<AnnotationUpdate?, LineMessage> {
            if clear { return .success(.clear) }
            guard let id else { return .failure(LineMessage("missing \"id\" (every update names its annotation; {\"clear\": true} clears all)")) }
            if remove { return .success(.remove(id: id)) }
            guard let latitude else { return .failure(LineMessage("missing \"lat\" for \"\(id)\"")) }
            guard let longitude else { return .failure(LineMessage("missing \"lon\" for \"\(id)\"")) }
            return .success(.upsert(id: id, coordinate: GeoCoordinate(latitude: latitude, longitude: longitude), time: time,
                                    heading: heading, properties: properties))
        }
    }

    /// A message without a location, as a `Result` failure.
    private struct LineMessage: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Seconds since 1970 of an ISO 8601 date-time, or `nil`.
    static func timestamp(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { TimestampParser.parse($0, 0, $0.count) }
    }
}
