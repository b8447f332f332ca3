import Foundation

/// A scanner for one flat JSON object on one line, for `AnnotationLineParser`.
struct LineScanner {
    /// A scalar member value; strings and number texts are byte ranges of the line, turned into
    /// `String`s only when needed.
    enum Value {
        /// A string's content (between the quotes); `escaped` when it holds backslash escapes.
        case string(Range<Int>, escaped: Bool)
        case number(Double, Range<Int>)
        case bool(Bool)
        case null
    }

    /// A syntax error at a byte offset.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var end: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var end = bytes.count
        while end > 0, bytes[end - 1] == 13 || bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        self.end = end
    }

    /// The 1-based column (in Unicode scalars) of a byte offset.
    func column(of offset: Int) -> Int {
        var column = 1
        for i in 0..<min(offset, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    private mutating func skipSpace() {
        while index < end, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 13 { index += 1 }
    }

    private func found() -> String {
        guard index < end else { return "the end of the line" }
        let byte = bytes[index]
        return byte >= 32 && byte < 127 ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// Whether the line is blank.
    mutating func isBlank() -> Bool {
        skipSpace()
        return index == end
    }

    /// The text of a string value (escapes decoded) or of a number.
    func text(_ value: Value) -> String {
        switch value {
        case .string(let range, let escaped):
            return escaped ? Self.unescape(bytes, range) : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .number(_, let range):
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    /// The value as shown in messages: strings quoted (and cut at 40 characters), others as written.
    func summary(_ value: Value) -> String {
        guard case .string = value else { return text(value) }
        let content = text(value)
        return "\"\(content.count > 40 ? String(content.prefix(40)) + "…" : content)\""
    }

    /// Whether a key's bytes are exactly `word` (keys with escapes never match).
    func key(_ range: Range<Int>, is word: StaticString) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        for i in 0..<range.count where bytes[range.lowerBound + i] != start[i] { return false }
        return true
    }

    /// Calls `member` with each key's byte range (and whether it has escapes) and its value, in
    /// line order. The line must not be blank.
    mutating func object(_ member: (Range<Int>, Bool, Value) throws(Failure) -> Void) throws(Failure) {
        skipSpace()
        guard bytes[index] == UInt8(ascii: "{") else {
            throw Failure(offset: index, message: "expected a JSON object ('{'), found \(found())")
        }
        index += 1
        skipSpace()
        if index < end, bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                skipSpace()
                guard index < end, bytes[index] == UInt8(ascii: "\"") else {
                    throw Failure(offset: index, message: "expected a key in double quotes, found \(found())")
                }
                let (keyRange, keyEscaped) = try string()
                skipSpace()
                guard index < end, bytes[index] == UInt8(ascii: ":") else {
                    throw Failure(offset: index, message: "expected ':' after key \"\(text(.string(keyRange, escaped: keyEscaped)))\", found \(found())")
                }
                index += 1
                skipSpace()
                try member(keyRange, keyEscaped, try value(for: keyRange))
                skipSpace()
                guard index < end else { throw Failure(offset: index, message: "unterminated object: expected ',' or '}'") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw Failure(offset: index, message: "expected ',' or '}' after a value, found \(found())")
            }
        }
        skipSpace()
        guard index == end else { throw Failure(offset: index, message: "unexpected \(found()) after the object (one object per line)") }
    }

    private mutating func value(for keyRange: Range<Int>) throws(Failure) -> Value {
        var key: String { text(.string(keyRange, escaped: false)) }
        guard index < end else { throw Failure(offset: index, message: "expected a value for \"\(key)\", found the end of the line") }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            let (range, escaped) = try string()
            return .string(range, escaped: escaped)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            while index < end {
                let b = bytes[index]
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
                    || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") else { break }
                index += 1
            }
            guard let number = DecimalParser.parse(bytes, start, index), number.isFinite else {
                throw Failure(offset: start, message: "bad number for \"\(key)\"")
            }
            return .number(number, start..<index)
        case UInt8(ascii: "t"): try literal("true", key: key); return .bool(true)
        case UInt8(ascii: "f"): try literal("false", key: key); return .bool(false)
        case UInt8(ascii: "n"): try literal("null", key: key); return .null
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            throw Failure(offset: index, message: "nested objects and arrays are not supported (\"\(key)\"): use flat keys")
        default:
            throw Failure(offset: index, message: "expected a value for \"\(key)\", found \(found())")
        }
    }

    private mutating func literal(_ word: StaticString, key: String) throws(Failure) {
        let count = word.utf8CodeUnitCount
        let start = index
        guard end - index >= count else { throw Failure(offset: start, message: "expected a value for \"\(key)\", found \(found())") }
        for i in 0..<count where bytes[index + i] != word.utf8Start[i] {
            throw Failure(offset: start, message: "expected a value for \"\(key)\", found \(found())")
        }
        index += count
    }

    /// A string starting at the opening quote: the range of its content and whether it holds
    /// escapes (checked here, decoded by `unescape`); the index ends after the closing quote.
    private mutating func string() throws(Failure) -> (Range<Int>, Bool) {
        let open = index
        index += 1
        let start = index
        var escaped = false
        while index < end {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                index += 1
                return (start..<index - 1, escaped)
            }
            if b < 32 { throw Failure(offset: index, message: "control character in a string (escape it)") }
            guard b == UInt8(ascii: "\\") else { index += 1; continue }
            escaped = true
            guard index + 1 < end else { break }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                continue
            case UInt8(ascii: "u"):
                let scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    guard end - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw Failure(offset: index, message: "unpaired surrogate in \\u escape")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw Failure(offset: index - 6, message: "unpaired surrogate in \\u escape") }
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw Failure(offset: index - 6, message: "unpaired surrogate in \\u escape")
                }
            default:
                throw Failure(offset: index - 2, message: "bad escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
            }
        }
        throw Failure(offset: open, message: "unterminated string")
    }

    /// The content of a string already checked by `string()`, escapes decoded.
    static func unescape(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var i = range.lowerBound
        func hex(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for k in at..<at + 4 {
                let b = bytes[k]
                value = value * 16 + UInt32(b <= 57 ? b - 48 : (b | 0x20) - 87)
            }
            return value
        }
        while i < range.upperBound {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\") else { out.append(b); i += 1; continue }
            let escape = bytes[i + 1]
            i += 2
            switch escape {
            case UInt8(ascii: "b"): out.append(8)
            case UInt8(ascii: "f"): out.append(12)
            case UInt8(ascii: "n"): out.append(10)
            case UInt8(ascii: "r"): out.append(13)
            case UInt8(ascii: "t"): out.append(9)
            case UInt8(ascii: "u"):
                var scalar = hex(i)
                i += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex(i + 2) - 0xDC00)
                    i += 6
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
            default: out.append(escape)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard end - index >= 4 else { throw Failure(offset: index, message: "\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw Failure(offset: index, message: "\\u needs four hex digits")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
