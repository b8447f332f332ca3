import RouteCardText
import Testing

/// Byte offsets → line:column. Expected locations come from how each text is built (which line,
/// which character), not from the counting code.
@Suite struct SourceLocationTests {
    /// A text of `lines` joined by `separator`, and the offset of character `column` (0-based)
    /// on line `line` (0-based).
    static func offset(line: Int, column: Int, lines: [String], separator: String) -> Int {
        var offset = 0
        for index in 0..<line { offset += lines[index].utf8.count + separator.utf8.count }
        return offset + String(lines[line].unicodeScalars.prefix(column)).utf8.count
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndCountsOnce(separator: String) {
        let lines = ["{\"a\": 1,", "  \"é🚗\": \"x\",", "", "\t}"]
        let bytes = Array(lines.joined(separator: separator).utf8)
        for (line, text) in lines.enumerated() {
            for column in 0...text.unicodeScalars.count {
                let offset = Self.offset(line: line, column: column, lines: lines, separator: separator)
                #expect(SourceLocation(offset: offset, in: bytes) == SourceLocation(line: line + 1, column: column + 1),
                        "line \(line), column \(column), separator \(Array(separator.utf8))")
            }
        }
    }

    @Test func theByteOrderMarkIsNoColumn() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{}".utf8)
        #expect(SourceLocation(offset: 3, in: bytes) == SourceLocation(line: 1, column: 1))
        #expect(SourceLocation(offset: 4, in: bytes) == SourceLocation(line: 1, column: 2))
        #expect(SourceLocation(offset: 0, in: bytes) == SourceLocation(line: 1, column: 1))
    }

    @Test func anOffsetPastTheEndIsTheEnd() {
        #expect(SourceLocation(offset: 99, in: Array("ab\nc".utf8)) == SourceLocation(line: 2, column: 2))
    }

    @Test func locationsOrderByLineThenColumn() {
        #expect(SourceLocation(line: 1, column: 90) < SourceLocation(line: 2, column: 1))
        #expect(SourceLocation(line: 2, column: 3) < SourceLocation(line: 2, column: 4))
    }

    /// The locator's table (a checkpoint every 256 bytes) must give what counting from the start
    /// gives, also for a `\r\n` split across a checkpoint and for multi-byte characters across one.
    @Test func theLocatorAgreesWithTheConstruction() {
        // Line lengths chosen so line ends and "é" fall on and around multiples of 256.
        var lines: [String] = []
        for index in 0..<40 {
            lines.append(String(repeating: index % 3 == 0 ? "é" : "a", count: 100 + (index * 37) % 400))
        }
        lines.append(String(repeating: "x", count: 5000))  // one long line over several checkpoints
        for separator in ["\n", "\r\n", "\r"] {
            let bytes = Array(lines.joined(separator: separator).utf8)
            var locator = SourceLocator(bytes)
            // Backwards and forwards: the order of questions must not matter.
            for line in lines.indices.reversed() {
                for column in Swift.stride(from: 0, through: lines[line].unicodeScalars.count, by: 13) {
                    let offset = Self.offset(line: line, column: column, lines: lines, separator: separator)
                    #expect(locator.location(of: offset) == SourceLocation(line: line + 1, column: column + 1))
                }
            }
            // Every offset near a checkpoint, against the one-off count.
            for checkpoint in Swift.stride(from: 256, to: bytes.count, by: 256) {
                for offset in checkpoint - 2...checkpoint + 2 {
                    #expect(locator.location(of: offset) == SourceLocation(offset: offset, in: bytes), "offset \(offset)")
                }
            }
        }
    }

    @Test func aCRLFPairAcrossACheckpointEndsOneLine() {
        // "\r" is byte 1,023, "\n" byte 1,024: a checkpoint (every 256 bytes) falls inside the pair.
        let bytes = Array((String(repeating: "a", count: 1023) + "\r\nb").utf8)
        var locator = SourceLocator(bytes)
        #expect(locator.location(of: 1025) == SourceLocation(line: 2, column: 1))
        #expect(locator.location(of: 1024) == SourceLocation(line: 2, column: 1))
        #expect(locator.location(of: 1026) == SourceLocation(line: 2, column: 2))
    }
}
