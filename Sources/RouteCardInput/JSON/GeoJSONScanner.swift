/// A strict RFC 8259 JSON parser for GeoJSON documents, tuned for large single-line files.
///
/// It records byte offsets instead of lines and columns (counting columns on a 1 MB line for every
/// value would be quadratic); `TextLocation.of` turns an offset into line:column when a message needs one.
struct GeoJSONScanner {
    /// A syntax error at a byte offset.
    struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses the whole document (a UTF-8 BOM is skipped).
    mutating func document() throws(SyntaxError) -> GeoJSONNode {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        skipWhitespace()
        let node = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected \(describeCurrent()) after the document's value") }
        return node
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, offset: index)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> GeoJSONNode {
        let start = index
        guard index < bytes.count else { throw error("unexpected end of file, a value expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
            return GeoJSONNode(value: try object(depth: depth), offset: start)
        case UInt8(ascii: "["):
            guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
            return GeoJSONNode(value: try array(depth: depth), offset: start)
        case UInt8(ascii: "\""):
            return GeoJSONNode(value: .string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return GeoJSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return GeoJSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return GeoJSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return GeoJSONNode(value: .number(try number()), offset: start)
        default:
            for word in ["NaN", "Infinity"] where bytes[index...].starts(with: word.utf8) {
                throw error("\(word) is not a JSON number (JSON has no NaN or Infinity)")
            }
            throw error("unexpected \(describeCurrent()), a value expected")
        }
    }

    private func isNumberStart() -> Bool {
        index < bytes.count && (bytes[index] == UInt8(ascii: "-") || (bytes[index] >= 0x30 && bytes[index] <= 0x39))
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in text {
            guard index < bytes.count, bytes[index] == expected else { throw error("unexpected \(describeCurrent()), a value expected") }
            index += 1
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> GeoJSONNode.Value {
        index += 1
        var members: [(key: String, value: GeoJSONNode)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()), a quoted key expected")
            }
            let keyOffset = index
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()), ':' expected after key \(GeoJSONNode.quoted(key))")
            }
            index += 1
            skipWhitespace()
            let value = try value(depth: depth + 1)
            if members.contains(where: { $0.key == key }) {
                throw SyntaxError(message: "duplicate key \(GeoJSONNode.quoted(key))", offset: keyOffset)
            }
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, ',' or '}' expected") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("unexpected \(describeCurrent()), ',' or '}' expected")
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> GeoJSONNode.Value {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array([]) }
        // Fast path: an array of numbers (a position).
        let rewind = index
        if isNumberStart() {
            let first = try number()
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if isNumberStart() {
                    let second = try number()
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .pair(first, second) }
                    var numbers = [first, second]
                    while index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        guard isNumberStart() else { break }
                        numbers.append(try number())
                        skipWhitespace()
                    }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .numbers(numbers) }
                }
            } else if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .numbers([first])
            }
            // Something else follows: parse the array the general way (and report it there).
            index = rewind
        }
        var elements: [GeoJSONNode] = []
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file, ',' or ']' expected") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("unexpected \(describeCurrent()), ',' or ']' expected")
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        index += 1
        let start = index
        var ascii = true
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 { ascii = false }
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if ascii { return String(decoding: raw, as: UTF8.self) }
                guard let text = String(validating: raw, as: UTF8.self) else {
                    index = start - 1
                    throw error("string is not valid UTF-8")
                }
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character in string (escape it)") }
            index += 1
        }
        var output: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; break }
            if byte < 0x20 { throw error("control character in string (escape it)") }
            if byte != UInt8(ascii: "\\") { output.append(byte); index += 1; continue }
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape (lone surrogate)") }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                index -= 1
                throw error("invalid escape '\\\(Character(UnicodeScalar(escape)))'")
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else { throw error("string is not valid UTF-8") }
        return text
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(UnicodeScalar(bytes[index])).hexDigitValue else {
                throw error("invalid \\u escape, four hexadecimal digits expected")
            }
            code = code * 16 + UInt32(digit)
            index += 1
        }
        return code
    }

    /// A number in strict JSON syntax.
    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("invalid number (leading zero)")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number, digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number, digits expected in exponent") }
        }
        guard let value = DecimalParser.parse(bytes, start, index), value.isFinite else {
            index = start
            throw error("number out of range")
        }
        return value
    }
}
