/// A strict RFC 8259 JSON parser over UTF-8 bytes that remembers where each value starts.
///
/// Nesting is limited to 512 levels so no input can exhaust the stack; errors carry the line
/// and column of the problem.
struct JSONReader {
    private let bytes: [UInt8]
    private let path: String?
    private var index = 0
    private static let maxDepth = 512

    /// Creates a reader over a whole document; `path` only appears in error messages.
    init(bytes: [UInt8], path: String?) {
        self.bytes = bytes
        self.path = path
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Parses the document's single value.
    mutating func parse() throws(InputError) -> JSONItem {
        skipWhitespace()
        guard index < bytes.count else { throw error("the input is empty: no JSON value", at: index) }
        let item = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describe(index)) after the JSON value", at: index) }
        return item
    }

    private mutating func value(depth: Int) throws(InputError) -> JSONItem {
        guard depth < Self.maxDepth else { throw error("JSON nested more than \(Self.maxDepth) levels deep", at: index) }
        guard index < bytes.count else { throw error("unexpected end of input: a JSON value was expected", at: index) }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, item: JSONItem)] = []
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONItem(value: .object(members), offset: start)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("expected a quoted member name, found \(describe(index))", at: index)
                }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the member name \"\(key)\", found \(describe(index))", at: index)
                }
                index += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of input: the object is not closed", at: start) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                throw error("expected ',' or '}' in the object, found \(describe(index))", at: index)
            }
            return JSONItem(value: .object(members), offset: start)
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONItem] = []
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONItem(value: .array(elements), offset: start)
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of input: the array is not closed", at: start) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; break }
                throw error("expected ',' or ']' in the array, found \(describe(index))", at: index)
            }
            return JSONItem(value: .array(elements), offset: start)
        case UInt8(ascii: "\""):
            return JSONItem(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONItem(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONItem(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONItem(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONItem(value: .number(try number()), offset: start)
        default:
            let c = bytes[index] | 0x20
            let word = c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")
            throw error("unexpected \(describe(index)): a JSON value was expected"
                        + (word ? " (NaN, Infinity and unquoted words are not JSON)" : ""), at: index)
        }
    }

    private mutating func literal(_ word: StaticString) throws(InputError) {
        let length = word.utf8CodeUnitCount
        let pointer = word.utf8Start
        for k in 0..<length where index + k >= bytes.count || bytes[index + k] != pointer[k] {
            throw error("unexpected \(describe(index)): a JSON value was expected "
                        + "(NaN, Infinity and unquoted words are not JSON)", at: index)
        }
        index += length
    }

    private mutating func number() throws(InputError) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - first
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let intStart = index
        let intDigits = digits()
        var valid = intDigits > 0 && !(intDigits > 1 && bytes[intStart] == UInt8(ascii: "0"))
        if valid && index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            valid = digits() > 0
        }
        if valid && index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            valid = digits() > 0
        }
        guard valid else { throw error("malformed number", at: start) }
        let value = bytes.withUnsafeBufferPointer { DecimalParser.parse($0, start, index) }
        guard let value, value.isFinite else { throw error("number out of range", at: start) }
        return value
    }

    private mutating func string() throws(InputError) -> String {
        let start = index
        index += 1
        var output: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unexpected end of input: the string is not closed", at: start) }
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: output, as: UTF8.self)
            }
            if c < 0x20 { throw error("control character in a string (escape it)", at: index) }
            if c != UInt8(ascii: "\\") {
                output.append(c)
                index += 1
                continue
            }
            let escape = index
            index += 1
            guard index < bytes.count else { throw error("unexpected end of input in an escape", at: escape) }
            switch bytes[index] {
            case UInt8(ascii: "\""): output.append(0x22)
            case UInt8(ascii: "\\"): output.append(0x5C)
            case UInt8(ascii: "/"): output.append(0x2F)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(escape)
                if (0xD800..<0xDC00).contains(scalar), index + 2 < bytes.count,
                   bytes[index + 1] == UInt8(ascii: "\\"), bytes[index + 2] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4(escape)
                    if (0xDC00..<0xE000).contains(low) { scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) }
                }
                let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                output.append(contentsOf: Array(String(Character(character)).utf8))
            default:
                throw error("invalid escape \\\(describe(index))", at: escape)
            }
            index += 1
        }
    }

    /// The four hex digits after `\u` (index is on the `u`; ends on the last digit).
    private mutating func hex4(_ escape: Int) throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            index += 1
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error("\\u must be followed by four hex digits", at: escape)
            }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let c = bytes[index]
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
            index += 1
        }
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let c = bytes[offset]
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return c < 0x21 ? "a control character" : "a non-ASCII character"
    }

    /// An error at byte `offset`, with its line and column.
    func error(_ message: String, at offset: Int) -> InputError {
        let (line, column) = TextLocation.of(offset, in: bytes)
        return InputError(path: path, line: line, column: column, message: message)
    }
}
