/// A strict RFC 8259 JSON parser that keeps the line and column of every value.
///
/// Nesting is limited to `maxDepth` levels so no input can exhaust the stack.
public struct JSONParser: Sendable {
    /// The deepest nesting accepted; default 256.
    public var maxDepth: Int

    /// Creates a parser.
    public init(maxDepth: Int = 256) {
        self.maxDepth = maxDepth
    }

    /// A syntax error with its location.
    public struct SyntaxError: Error, Sendable, Hashable {
        /// What is wrong.
        public var message: String
        /// Where.
        public var location: SourceLocation
    }

    /// Parses a whole document (a UTF-8 BOM is skipped).
    public func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var cursor = Cursor(bytes: bytes, maxDepth: maxDepth)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
        cursor.skipWhitespace()
        let node = try cursor.value(depth: 0)
        cursor.skipWhitespace()
        guard cursor.index == bytes.count else {
            throw cursor.error("unexpected \(cursor.describeCurrent()) after the document's value")
        }
        return node
    }

    private struct Cursor {
        let bytes: [UInt8]
        let maxDepth: Int
        var index = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8], maxDepth: Int) {
            self.bytes = bytes
            self.maxDepth = maxDepth
        }

        /// Column bookkeeping: the column at `columnIndex` on the current line. The cursor moves
        /// forward, so each location counts only the bytes since the previous one (a style written
        /// on one long line stays linear, not quadratic).
        var columnIndex = 0
        var column = 1

        var location: SourceLocation {
            mutating get {
                // A new line, or an error path that stepped back: count from the line's start.
                if columnIndex < lineStart || columnIndex > index {
                    columnIndex = lineStart
                    column = 1
                }
                // Columns count scalars: skip UTF-8 continuation bytes.
                while columnIndex < index {
                    if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
                    columnIndex += 1
                }
                return SourceLocation(line: line, column: column)
            }
        }

        mutating func error(_ message: String) -> SyntaxError {
            SyntaxError(message: message, location: location)
        }

        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of file" }
            let byte = bytes[index]
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
            return "byte 0x\(String(byte, radix: 16))"
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONNode {
            let start = location
            guard index < bytes.count else { throw error("unexpected end of file, a value expected") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
                return JSONNode(.object(try object(depth: depth)), at: start)
            case UInt8(ascii: "["):
                guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
                return JSONNode(.array(try array(depth: depth)), at: start)
            case UInt8(ascii: "\""):
                return JSONNode(.string(try string()), at: start)
            case UInt8(ascii: "t"):
                try literal("true")
                return JSONNode(.bool(true), at: start)
            case UInt8(ascii: "f"):
                try literal("false")
                return JSONNode(.bool(false), at: start)
            case UInt8(ascii: "n"):
                try literal("null")
                return JSONNode(.null, at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(.number(try number()), at: start)
            default:
                throw error("unexpected \(describeCurrent()), a value expected")
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            for expected in word.utf8 {
                guard index < bytes.count, bytes[index] == expected else {
                    throw error("unexpected \(describeCurrent()), a value expected")
                }
                index += 1
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> [JSONMember] {
            index += 1
            var members: [JSONMember] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return members }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error("unexpected \(describeCurrent()), a quoted key expected")
                }
                let keyLocation = location
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error("unexpected \(describeCurrent()), ':' expected after key \"\(key)\"")
                }
                index += 1
                skipWhitespace()
                let value = try value(depth: depth + 1)
                if members.contains(where: { $0.key == key }) {
                    throw SyntaxError(message: "duplicate key \"\(key)\"", location: keyLocation)
                }
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file, ',' or '}' expected") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return members }
                throw error("unexpected \(describeCurrent()), ',' or '}' expected")
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> [JSONNode] {
            index += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of file, ',' or ']' expected") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
                throw error("unexpected \(describeCurrent()), ',' or ']' expected")
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            var pending: [UInt8] = []
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    pending.append(contentsOf: bytes[runStart..<index])
                    index += 1
                    break
                }
                if byte < 0x20 { throw error("control character in string (escape it)") }
                if byte != UInt8(ascii: "\\") { index += 1; continue }
                pending.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                var decoded: Unicode.Scalar
                switch escape {
                case UInt8(ascii: "\""): decoded = "\""
                case UInt8(ascii: "\\"): decoded = "\\"
                case UInt8(ascii: "/"): decoded = "/"
                case UInt8(ascii: "b"): decoded = "\u{08}"
                case UInt8(ascii: "f"): decoded = "\u{0C}"
                case UInt8(ascii: "n"): decoded = "\n"
                case UInt8(ascii: "r"): decoded = "\r"
                case UInt8(ascii: "t"): decoded = "\t"
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
                    decoded = scalar
                default:
                    index -= 1
                    throw error("invalid escape '\\\(Character(UnicodeScalar(escape)))'")
                }
                scalars.append(contentsOf: String(decoding: pending, as: UTF8.self).unicodeScalars)
                pending.removeAll(keepingCapacity: true)
                scalars.append(decoded)
                runStart = index
            }
            guard let text = String(validating: pending, as: UTF8.self) else {
                throw error("string is not valid UTF-8")
            }
            if scalars.isEmpty { return text }
            scalars.append(contentsOf: text.unicodeScalars)
            return String(scalars)
        }

        mutating func hex4() throws(SyntaxError) -> UInt32 {
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

        mutating func number() throws(SyntaxError) -> Double {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
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
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("invalid number, digits expected in exponent") }
            }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
                index = start
                throw error("number out of range")
            }
            return value
        }
    }
}
