/// Where two byte strings first differ, told the way a person finds it in an editor.
public struct TextDifference: Sendable, Equatable, CustomStringConvertible {
    /// The 0-based offset of the first differing byte (the shorter length when one is a prefix of the other).
    public var offset: Int
    /// The 1-based line of that byte.
    public var line: Int
    /// The 1-based column of that byte, counted in bytes.
    public var column: Int
    /// The expected text's line there (without its newline), `nil` past its end.
    public var expectedLine: String?
    /// The actual text's line there (without its newline), `nil` past its end.
    public var actualLine: String?

    /// The first difference between `expected` and `actual`, or `nil` when they are equal.
    public init?(expected: [UInt8], actual: [UInt8]) {
        let common = min(expected.count, actual.count)
        var offset = 0
        while offset < common && expected[offset] == actual[offset] { offset += 1 }
        if offset == common && expected.count == actual.count { return nil }
        let newline = UInt8(ascii: "\n")
        let lineStart = expected[..<offset].lastIndex(of: newline).map { $0 + 1 } ?? 0
        self.offset = offset
        line = expected[..<offset].reduce(1) { $1 == newline ? $0 + 1 : $0 }
        column = offset - lineStart + 1
        expectedLine = Self.line(of: expected, from: lineStart)
        actualLine = Self.line(of: actual, from: lineStart)
    }

    /// The line starting at `start` up to (not including) the next newline; `nil` when `start` is past the end.
    static func line(of bytes: [UInt8], from start: Int) -> String? {
        guard start <= bytes.count else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A window of a line around a column: the whole line when short, else 60 bytes either side.
    static func excerpt(_ line: String?, around column: Int) -> String {
        guard let line else { return "<end of file>" }
        let bytes = Array(line.utf8)
        guard bytes.count > 140 else { return line }
        let from = max(0, column - 1 - 60), to = min(bytes.count, column - 1 + 60)
        return (from > 0 ? "…" : "") + String(decoding: bytes[from..<to], as: UTF8.self) + (to < bytes.count ? "…" : "")
    }

    /// "first difference at line L, column C (byte N)" and both lines around it.
    public var description: String {
        "first difference at line \(line), column \(column) (byte \(offset)):\n"
            + "  expected: \(Self.excerpt(expectedLine, around: column))\n"
            + "  actual:   \(Self.excerpt(actualLine, around: column))"
    }
}
