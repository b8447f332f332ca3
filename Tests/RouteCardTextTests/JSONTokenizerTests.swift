import RouteCardText
import Testing

/// The tokenizer on its own, as the line readers use it: strings stay byte ranges until asked for.
@Suite struct JSONTokenizerTests {
    @Test func stringsAreRangesUntilDecoded() throws {
        let bytes = Array(#""id" "a\tb" "é""#.utf8)
        try bytes.withUnsafeBufferPointer { (buffer) throws in
            var tokens = JSONTokenizer(buffer)
            let id = try tokens.string()
            #expect(id.range == 1..<3 && !id.escaped && id.ascii)
            #expect(tokens.matches(id, "id") && !tokens.matches(id, "i"))
            tokens.skipWhitespace()
            let tab = try tokens.string()
            #expect(tab.escaped && !tokens.matches(tab, "a\\tb"))
            #expect(try tokens.text(tab) == "a\tb")
            tokens.skipWhitespace()
            let accent = try tokens.string()
            #expect(!accent.ascii)
            #expect(try tokens.text(accent) == "é")
            #expect(tokens.isAtEnd)
        }
    }

    @Test func numbersAndTheEndOfTheScan() throws {
        let bytes = Array("-12.5e-1,7 ".utf8)
        try bytes.withUnsafeBufferPointer { (buffer) throws in
            var tokens = JSONTokenizer(buffer)
            #expect(tokens.isAtNumber)
            #expect(try tokens.number() == -1.25)
            #expect(tokens.index == 8 && tokens.next(is: UInt8(ascii: ",")))
            tokens.index += 1
            tokens.end = 10  // the scan may stop before the buffer does
            #expect(try tokens.number() == 7)
            #expect(tokens.isAtEnd)
            #expect(tokens.describeNext() == "end of file")
            #expect(tokens.describeNext(atEnd: "the end of the line") == "the end of the line")
        }
    }
}
