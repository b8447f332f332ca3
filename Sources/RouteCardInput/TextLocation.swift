/// Line and column of a byte offset in a text document (for messages of the text readers).
enum TextLocation {
    /// The 1-based line and column (in Unicode scalars) of `offset` in `bytes`; a UTF-8 byte
    /// order mark is not counted, and `\r\n`, `\n` and `\r` each end a line.
    static func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(offset, bytes.count)
        while i < end {
            let c = bytes[i]
            if c == 0x0A || c == 0x0D {
                line += 1
                column = 1
                if c == 0x0D && i + 1 < end && bytes[i + 1] == 0x0A { i += 1 }
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }
}
