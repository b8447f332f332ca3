import RouteCardText
import Testing

/// The tree parser: values, the byte offset of every value and key, and each syntax error with
/// its message and offset (offsets counted by hand from the literals, 0-based bytes).
@Suite struct JSONParserTests {
    func parse(_ text: String, maxDepth: Int = 256) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser(maxDepth: maxDepth).parse(Array(text.utf8))
    }

    func error(_ text: String, maxDepth: Int = 256) -> JSONSyntaxError? {
        error(Array(text.utf8), maxDepth: maxDepth)
    }

    func error(_ bytes: [UInt8], maxDepth: Int = 256) -> JSONSyntaxError? {
        do {
            _ = try JSONParser(maxDepth: maxDepth).parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesKeysAndTheirOffsets() throws {
        // offsets: { 0, "a" 1, [ 6, 1 7, "x" 10, "b" 16, null 21, "c" 27, -2.5e1 32, true 40
        let root = try parse(#"{"a": [1, "x"], "b": null, "c": -2.5e1, "d":true}"#)
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(root.offset == 0)
        #expect(members.map(\.key) == ["a", "b", "c", "d"])
        #expect(members.map(\.keyOffset) == [1, 16, 27, 40])
        #expect(members.map(\.value.offset) == [6, 21, 32, 44])
        #expect(members[0].value == JSONNode(.array([JSONNode(.number(1), at: 7), JSONNode(.string("x"), at: 10)]), at: 6))
        #expect(members[1].value.value == .null)
        #expect(members[2].value.value == .number(-25))
        #expect(members[3].value.value == .bool(true))
        #expect(root.member("c")?.offset == 32)
        #expect(root.member("z") == nil)
    }

    @Test func stringsDecodeEscapesAndUTF8() throws {
        let root = try parse(#"["t\u00e9\ud83d\ude97", "a\"b\\c\/\n\t", "é"]"#)
        #expect(root.value == .array([JSONNode(.string("té🚗"), at: 1), JSONNode(.string("a\"b\\c/\n\t"), at: 24),
                                      JSONNode(.string("é"), at: 41)]))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let node = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(node == JSONNode(.array([JSONNode(.number(1), at: 4)]), at: 3))
    }

    @Test func summariesForMessages() throws {
        #expect(try parse("12").summary == "12")
        #expect(try parse("1.5").summary == "1.5")
        #expect(try parse(#""wide""#).summary == #""wide""#)
        #expect(try parse("[]").summary == "an array")
        #expect(try parse("{}").summary == "an object")
        #expect(try parse(#""\#(String(repeating: "x", count: 45))""#).summary == "\"" + String(repeating: "x", count: 40) + "…\"")
    }

    @Test(arguments: [
        ("{\"version\": 1,\n \"layers\": [}\n", 27, "unexpected '}', a value expected"),
        (#"{"version": 1 "layers": []}"#, 14, "unexpected '\"', ',' or '}' expected"),
        (#"{"version": 01}"#, 12, "invalid number (leading zero)"),
        (#"{"a": "x", "a": 1}"#, 11, "duplicate key \"a\""),
        ("", 0, "unexpected end of file, a value expected"),
        ("[1, 2", 5, "unexpected end of file, ',' or ']' expected"),
        (#"{"a" 1}"#, 5, "unexpected '1', ':' expected after key \"a\""),
        ("{1: 2}", 1, "unexpected '1', a quoted key expected"),
        ("[1] x", 4, "unexpected 'x' after the document's value"),
        ("[NaN]", 1, "NaN is not a JSON number (JSON has no NaN or Infinity)"),
        ("[Infinity]", 1, "Infinity is not a JSON number (JSON has no NaN or Infinity)"),
        ("[tru]", 4, "unexpected ']', a value expected"),
        ("[-]", 2, "invalid number"),
        ("[1.]", 3, "invalid number, digits expected after '.'"),
        ("[1e+]", 4, "invalid number, digits expected in exponent"),
        ("[1e999]", 1, "number out of range"),
        (#"["abc"#, 1, "unterminated string"),
        ("[\"a\u{1}\"]", 3, "control character in string (escape it)"),
        (#"["a\x"]"#, 3, "invalid escape '\\x'"),
        (#"["\u12G4"]"#, 6, "invalid \\u escape, four hexadecimal digits expected"),
        (#"["\ud83d"]"#, 2, "invalid \\u escape (lone surrogate)"),
        (#"["\ude97"]"#, 2, "invalid \\u escape (lone surrogate)"),
        (#"["\ud83d\u0041"]"#, 2, "invalid surrogate pair"),
    ])
    func syntaxErrorsSayWhatAndWhere(text: String, offset: Int, message: String) {
        #expect(error(text) == JSONSyntaxError(message: message, offset: offset))
    }

    @Test func invalidUTF8IsReportedAtTheString() {
        // "[" then a string holding a lone continuation byte.
        #expect(error([0x5B, 0x22, 0x61, 0x80, 0x22, 0x5D]) == JSONSyntaxError(message: "string is not valid UTF-8", offset: 1))
        #expect(error([0x5B, 0x22, 0x5C, 0x6E, 0xC3, 0x22, 0x5D]) == JSONSyntaxError(message: "string is not valid UTF-8", offset: 1),
                "also with escapes")
    }

    @Test func nestingIsLimited() throws {
        #expect(error(String(repeating: "[", count: 300)) == JSONSyntaxError(message: "nesting deeper than 256 levels", offset: 256))
        #expect(error("[[[1]]]", maxDepth: 2) == JSONSyntaxError(message: "nesting deeper than 2 levels", offset: 2))
        _ = try parse("[[1]]", maxDepth: 2)
    }

    @Test func duplicateKeysAreFoundInLargeObjectsToo() {
        // 20 distinct keys, then "k3" again: past the size where keys are kept in a set.
        let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = "{\(members), \"k3\": 0}"
        let offset = text.utf8.count - 8  // the second "k3"
        #expect(error(text) == JSONSyntaxError(message: "duplicate key \"k3\"", offset: offset))
    }
}
