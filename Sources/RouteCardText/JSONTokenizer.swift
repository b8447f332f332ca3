/// The byte-level scanner of RFC 8259 JSON that every JSON reader builds on: whitespace,
/// strings (kept as byte ranges, decoded on demand), numbers and literals, each problem a
/// ``JSONSyntaxError`` at a byte offset. Readers add the structure (a tree, one flat object a line).
package struct JSONTokenizer {
    /// A scanned string: the bytes between its quotes, whether they hold escapes, and whether
    /// they are all ASCII (then they need no UTF-8 check).
    package struct StringToken: Sendable {
        /// The content's bytes, without the quotes.
        package var range: Range<Int>
        /// Whether the content holds backslash escapes (checked, decoded by `text(_:)`).
        package var escaped: Bool
        /// Whether every byte is ASCII.
        package var ascii: Bool
    }

    /// The text.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    package var index = 0
    /// Where the text ends for the scanner (at most `bytes.count`).
    package var end: Int

    /// A scanner at the start of `bytes`.
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.end = bytes.count
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { index >= end }

    /// Whether the next byte is `byte`.
    package func next(is byte: UInt8) -> Bool {
        index < end && bytes[index] == byte
    }

    /// Whether a number starts at the next byte (`-` or a digit).
    package var isAtNumber: Bool {
        index < end && (bytes[index] == UInt8(ascii: "-") || (bytes[index] &- UInt8(ascii: "0")) < 10)
    }

    /// A syntax error at `offset` (the next byte by default).
    package func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: offset ?? index)
    }

    /// The next byte for messages: `'}'`, `byte 0x7`, or `atEnd` when there is none.
    package func describeNext(atEnd: String = "end of file") -> String {
        guard index < end else { return atEnd }
        return Self.describe(bytes[index])
    }

    /// A byte for messages: printable ASCII quoted (`'x'`), anything else as `byte 0x…`.
    static func describe(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// Steps over a UTF-8 byte order mark at the start.
    package mutating func skipByteOrderMark() {
        if index == 0, end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// Steps over spaces, tabs, line feeds and carriage returns.
    package mutating func skipWhitespace() {
        var i = index
        while i < end {
            let byte = bytes[i]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
            i += 1
        }
        index = i
    }

    /// Reads `true`, `false` or `null`, which the next byte starts.
    package mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in text {
            guard index < end, bytes[index] == expected else { throw error("unexpected \(describeNext()), a value expected") }
            index += 1
        }
    }

    /// Reads a string whose opening quote is the next byte, checking its escapes; the index ends
    /// after the closing quote.
    package mutating func string() throws(JSONSyntaxError) -> StringToken {
        let open = index
        var i = index + 1
        var escaped = false
        var bits: UInt8 = 0  // every byte or'ed: ASCII when the high bit stays clear
        while true {
            // A run of plain bytes: no quote, backslash or control character.
            while i < end {
                let byte = bytes[i]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                bits |= byte
                i += 1
            }
            index = i
            // A backslash at the very end leaves the string unterminated too.
            guard i < end, !(bytes[i] == UInt8(ascii: "\\") && i + 1 == end) else { throw error("unterminated string", at: open) }
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                index = i + 1
                return StringToken(range: open + 1..<i, escaped: escaped, ascii: bits < 0x80)
            }
            if byte < 0x20 { throw error("control character in string (escape it)") }
            escaped = true
            let letter = bytes[i + 1]
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                i += 2
            case UInt8(ascii: "u"):
                try unicodeEscape()
                i = index
            default:
                let shown = letter >= 0x21 && letter < 0x7F ? "'\\\(Character(Unicode.Scalar(letter)))'" : Self.describe(letter)
                throw error("invalid escape \(shown)")
            }
        }
    }

    /// Checks a `\uXXXX` escape (a surrogate pair as two) starting at the backslash.
    private mutating func unicodeEscape() throws(JSONSyntaxError) {
        let start = index
        index += 2
        let code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("invalid \\u escape (lone surrogate)", at: start)
            }
            index += 2
            guard (0xDC00..<0xE000).contains(try hex4()) else { throw error("invalid surrogate pair", at: start) }
        } else if (0xDC00..<0xE000).contains(code) {
            throw error("invalid \\u escape (lone surrogate)", at: start)
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < end, let digit = Self.hexValue(bytes[index]) else {
                throw error("invalid \\u escape, four hexadecimal digits expected")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Whether a string's content is exactly `word` (content with escapes never matches).
    package func matches(_ token: StringToken, _ word: StaticString) -> Bool {
        guard !token.escaped, token.range.count == word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        for i in 0..<token.range.count where bytes[token.range.lowerBound + i] != start[i] { return false }
        return true
    }

    /// A scanned string's content, escapes decoded; an error at its opening quote when it is not UTF-8.
    package func text(_ token: StringToken) throws(JSONSyntaxError) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
        if !token.escaped {
            if token.ascii { return String(decoding: raw, as: UTF8.self) }
            guard let text = String(validating: raw, as: UTF8.self) else { throw notUTF8(token) }
            return text
        }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var i = token.range.lowerBound
        func hex(_ at: Int) -> UInt32 {
            (at..<at + 4).reduce(0) { $0 * 16 + Self.hexValue(bytes[$1])! }
        }
        while i < token.range.upperBound {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") else { output.append(byte); i += 1; continue }
            let letter = bytes[i + 1]
            i += 2
            switch letter {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var code = hex(i)
                i += 4
                if (0xD800..<0xDC00).contains(code) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (hex(i + 2) - 0xDC00)
                    i += 6
                }
                // `string()` let only scalars through: paired surrogates, no lone ones.
                UTF8.encode(Unicode.Scalar(code)!) { output.append($0) }
            default: output.append(letter)
            }
        }
        if token.ascii { return String(decoding: output, as: UTF8.self) }
        guard let text = String(validating: output, as: UTF8.self) else { throw notUTF8(token) }
        return text
    }

    private func notUTF8(_ token: StringToken) -> JSONSyntaxError {
        error("string is not valid UTF-8", at: token.range.lowerBound - 1)
    }

    /// Reads a number in strict JSON syntax, which the next byte starts (`-` or a digit).
    package mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("invalid number (leading zero)", at: integerStart)
        }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number, digits expected after '.'") }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number, digits expected in exponent") }
        }
        guard let value = DecimalParser.parse(bytes, start, index), value.isFinite else {
            throw error("number out of range", at: start)
        }
        return value
    }

    /// Steps over decimal digits; how many.
    private mutating func digits() -> Int {
        let from = index
        var i = index
        while i < end, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
        index = i
        return i - from
    }
}
