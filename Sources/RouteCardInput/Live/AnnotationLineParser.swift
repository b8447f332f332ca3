import Foundation
import RouteCardGeo
import RouteCardText

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
/// `InputError` with the line number (and the column for syntax errors). Strings and numbers come
/// from the shared `JSONTokenizer` and stay byte ranges until needed, so a stream of small objects
/// costs about a microsecond a line.
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
        var tokens = JSONTokenizer(bytes)
        while tokens.end > 0, bytes[tokens.end - 1] == 13 || bytes[tokens.end - 1] == 32 || bytes[tokens.end - 1] == 9 { tokens.end -= 1 }
        tokens.skipWhitespace()
        if tokens.isAtEnd { return .success(nil) }
        var fields = Fields()
        do throws(JSONSyntaxError) {
            if let problem = try Self.read(&tokens, into: &fields) {
                return .failure(InputError(path: path, line: lineNumber, message: problem))
            }
        } catch {
            return .failure(InputError(path: path, line: lineNumber, column: SourceLocation(offset: error.offset, in: bytes).column,
                                       message: error.message))
        }
        return fields.update().mapError { InputError(path: path, line: lineNumber, message: $0.message) }
    }

    /// A member's value: strings and numbers keep their bytes, turned into `String`s only when needed.
    private enum Value {
        case string(JSONTokenizer.StringToken)
        case number(Double, Range<Int>)
        case bool(Bool)
        case null
    }

    /// Reads the line's one flat object into `fields`: throws a syntax error, returns the first
    /// member whose value is wrong (as a message without a column), or `nil`.
    private static func read(_ tokens: inout JSONTokenizer, into fields: inout Fields) throws(JSONSyntaxError) -> String? {
        func found() -> String { tokens.describeNext(atEnd: "the end of the line") }
        guard tokens.next(is: UInt8(ascii: "{")) else { throw tokens.error("expected a JSON object ('{'), found \(found())") }
        tokens.index += 1
        tokens.skipWhitespace()
        if tokens.next(is: UInt8(ascii: "}")) {
            tokens.index += 1
        } else {
            while true {
                tokens.skipWhitespace()
                guard tokens.next(is: UInt8(ascii: "\"")) else { throw tokens.error("expected a key in double quotes, found \(found())") }
                let key = try tokens.string()
                tokens.skipWhitespace()
                guard tokens.next(is: UInt8(ascii: ":")) else {
                    throw tokens.error("expected ':' after key \(JSONNode.quoted(try tokens.text(key))), found \(found())")
                }
                tokens.index += 1
                tokens.skipWhitespace()
                if let problem = try fields.take(key, try value(&tokens, key: key), tokens) { return problem }
                tokens.skipWhitespace()
                guard !tokens.isAtEnd else { throw tokens.error("unterminated object: expected ',' or '}'") }
                if tokens.next(is: UInt8(ascii: ",")) { tokens.index += 1; continue }
                if tokens.next(is: UInt8(ascii: "}")) { tokens.index += 1; break }
                throw tokens.error("expected ',' or '}' after a value, found \(found())")
            }
        }
        tokens.skipWhitespace()
        guard tokens.isAtEnd else { throw tokens.error("unexpected \(found()) after the object (one object per line)") }
        return nil
    }

    /// A member's value, which must be a string, a number, `true`, `false` or `null`.
    private static func value(_ tokens: inout JSONTokenizer, key: JSONTokenizer.StringToken) throws(JSONSyntaxError) -> Value {
        guard !tokens.isAtEnd else { throw tokens.error("expected a value for \(JSONNode.quoted(try tokens.text(key))), found the end of the line") }
        let start = tokens.index
        switch tokens.bytes[start] {
        case UInt8(ascii: "\""): return .string(try tokens.string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try tokens.number()
            return .number(number, start..<tokens.index)
        case UInt8(ascii: "t"): try tokens.literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try tokens.literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try tokens.literal("null"); return .null
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            throw tokens.error("nested objects and arrays are not supported (\(JSONNode.quoted(try tokens.text(key)))): use flat keys")
        default:
            throw tokens.error("expected a value for \(JSONNode.quoted(try tokens.text(key))), found \(tokens.describeNext())")
        }
    }

    /// The keys with a meaning of their own; any other key is a property.
    private enum Field {
        case id, latitude, longitude, heading, time, remove, clear, property

        /// The field a key names (a key written with escapes is always a property).
        init(_ key: JSONTokenizer.StringToken, _ tokens: JSONTokenizer) {
            // Only the candidates of the first byte are compared.
            func named(_ word: StaticString) -> Bool { tokens.matches(key, word) }
            switch key.range.isEmpty ? 0 : tokens.bytes[key.range.lowerBound] {
            case UInt8(ascii: "i"): self = named("id") ? .id : .property
            case UInt8(ascii: "l"):
                self = named("lat") || named("latitude") ? .latitude
                    : named("lon") || named("lng") || named("longitude") ? .longitude : .property
            case UInt8(ascii: "h"): self = named("heading") ? .heading : .property
            case UInt8(ascii: "t"): self = named("time") ? .time : .property
            case UInt8(ascii: "r"): self = named("remove") ? .remove : .property
            case UInt8(ascii: "c"): self = named("clear") ? .clear : .property
            default: self = .property
            }
        }
    }

    /// The members of one line as they are read.
    private struct Fields {
        var id: String?, latitude: Double?, longitude: Double?, heading: Double?, time: Date?
        var remove = false, clear = false
        var properties: [String: String] = [:]

        /// Takes one member; returns a message when its value is wrong.
        mutating func take(_ key: JSONTokenizer.StringToken, _ value: Value, _ tokens: JSONTokenizer) throws(JSONSyntaxError) -> String? {
            /// The text of a string value (escapes decoded) or of a number.
            func text(_ value: Value) throws(JSONSyntaxError) -> String {
                switch value {
                case .string(let token): return try tokens.text(token)
                case .number(_, let range): return String(decoding: UnsafeBufferPointer(rebasing: tokens.bytes[range]), as: UTF8.self)
                case .bool(let flag): return flag ? "true" : "false"
                case .null: return "null"
                }
            }
            /// The value as shown in messages: strings quoted (and cut at 40 characters), others as written.
            func summary(_ value: Value) throws(JSONSyntaxError) -> String {
                guard case .string = value else { return try text(value) }
                return JSONNode.quoted(try text(value))
            }
            let field = Field(key, tokens)
            if field == .id {
                guard case .string = value else { return "\"id\" must be a string, \(try summary(value)) found" }
                let text = try text(value)
                guard !text.isEmpty else { return "\"id\" is empty" }
                id = text
            } else if field == .latitude {
                guard case .number(let number, _) = value else {
                    return "\(JSONNode.quoted(try tokens.text(key))) must be a number, \(try summary(value)) found"
                }
                guard (-90...90).contains(number) else { return "latitude \(try summary(value)) out of range (−90…90)" }
                latitude = number
            } else if field == .longitude {
                guard case .number(let number, _) = value else {
                    return "\(JSONNode.quoted(try tokens.text(key))) must be a number, \(try summary(value)) found"
                }
                guard (-180...180).contains(number) else { return "longitude \(try summary(value)) out of range (−180…180)" }
                longitude = number
            } else if field == .heading {
                if case .null = value { return nil }
                guard case .number(let number, _) = value else { return "\"heading\" must be a number of degrees, \(try summary(value)) found" }
                heading = number
            } else if field == .time {
                if case .null = value { return nil }
                var seconds: Double?
                if case .string(let token) = value {
                    seconds = token.escaped ? AnnotationLineParser.timestamp(try text(value))
                        : TimestampParser.parse(tokens.bytes, token.range.lowerBound, token.range.upperBound)
                }
                guard let seconds else {
                    return "\"time\" must be an ISO 8601 date-time such as \"2024-05-01T06:00:00Z\", \(try summary(value)) found"
                }
                time = Date(timeIntervalSince1970: seconds)
            } else if field == .remove {
                guard case .bool(let flag) = value else { return "\"remove\" must be true, \(try summary(value)) found" }
                remove = flag
            } else if field == .clear {
                guard case .bool(let flag) = value else { return "\"clear\" must be true, \(try summary(value)) found" }
                clear = flag
            } else {
                if case .null = value { return nil }
                properties[try tokens.text(key)] = try text(value)
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
