import Foundation

/// Where a byte of the input is (line and column) and the messages that name it.
extension XMLScanner {
    /// The 1-based line and column (counted in Unicode scalars) of the byte at `offset` in the window.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = baseLine
        var column = baseColumn
        var i = 0
        let end = min(offset, bytes.count)
        while i < end {
            let c = bytes[i]
            if c == 0x0A {
                line += 1
                column = 1
            } else if c == 0x0D {
                line += 1
                column = 1
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }

    /// An error with the location of the byte at `offset`.
    func error(_ message: String, at offset: Int) -> InputError {
        let (line, column) = location(of: offset)
        return InputError(path: path, line: line, column: column, message: message)
    }

    /// A warning with the location of the byte at `offset`.
    func warning(_ message: String, at offset: Int) -> InputWarning {
        InputWarning(error(message, at: offset))
    }

    /// The bytes `start..<end` as a string (invalid UTF-8 repaired).
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// A quoted rendering of the character at `offset` for messages (`'x'` or `U+0001`).
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let c = bytes[offset]
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        if c < 0x80 {
            let hex = String(Int(c), radix: 16, uppercase: true)
            return "character U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        var end = offset + 1
        while end < bytes.count && end - offset < 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(string(offset, end))'"
    }
}
