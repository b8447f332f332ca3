/// A position in a text file: 1-based line and column (columns count Unicode scalars).
///
/// Readers keep byte offsets and make a location only when a message needs one: with
/// ``init(offset:in:)`` for a single message, or with a `SourceLocator` for many.
public struct SourceLocation: Sendable, Hashable, Comparable {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of byte `offset` in UTF-8 text: a byte order mark is not counted, and
    /// `\r\n`, `\n` and `\r` each end a line. Counts from the start of the text (one message;
    /// use a `SourceLocator` for many).
    public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        self = Self.start.advanced(in: bytes, from: 0, to: offset)
    }

    /// The location of byte `offset` in UTF-8 text (see ``init(offset:in:)-(_,UnsafeBufferPointer<UInt8>)``).
    public init(offset: Int, in bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { Self.start.advanced(in: $0, from: 0, to: offset) }
    }

    /// Orders locations by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// Line 1, column 1.
    static let start = SourceLocation(line: 1, column: 1)

    /// This location (that of byte `from`) moved over `bytes[from..<to]`: the one counting rule
    /// of every reader. `skippingMark` false for a window of text that is not its start (a
    /// streaming reader's), where bytes `EF BB BF` are a character, not a byte order mark.
    package func advanced(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to offset: Int, skippingMark: Bool = true) -> SourceLocation {
        let hasMark = skippingMark && bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        var line = line, column = column
        var index = max(from, hasMark ? 3 : 0)
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                // The `\n` of a `\r\n` pair ends no second line.
                if index == 0 || bytes[index - 1] != 0x0D {
                    line += 1
                    column = 1
                }
            } else if byte == 0x0D {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(line: line, column: column)
    }
}
