import RouteCardStyle
import RouteCardText
import XCTest
@testable import RouteCard

/// Every kind of style mistake is reported with file:line:column and key path, all at once.
/// Line and column numbers below were counted by hand from the JSON literals (1-based; columns
/// count characters).
final class StyleDiagnosticsTests: XCTestCase {
    func decode(_ json: String, file: String = "test.json") -> [Diagnostic] {
        do {
            _ = try Style.decode(Array(json.utf8), file: file)
            return []
        } catch {
            return error.diagnostics
        }
    }

    func testWrongTypeMessageMatchesTheDocumentedFormat() {
        let json = """
        {"version": 1, "layers": [
          {"id": "r", "type": "route", "paint": {"line-width": "wide"}}
        ]}
        """
        let diagnostics = decode(json, file: "Styles/dark.json")
        XCTAssertEqual(diagnostics.map(\.description),
                       ["Styles/dark.json:2:56: error: layers[0].paint.line-width: a number in 0…500 expected, \"wide\" found"])
    }

    func testAllProblemsAreReportedAtOnceInFileOrder() {
        let json = """
        {
          "version": 1,
          "canvas": {"width": -5, "paddin": 3},
          "layers": [
            {"id": "bg", "type": "background", "paint": {"background-color": "#12345"}},
            {"id": "bg", "type": "rout"},
            {"type": "route", "paint": {"line-widht": 4, "line-cap": "rounded"}},
            {"id": "t", "type": "text", "layout": {"text-field": "{nmae}"}},
            {"id": "m", "type": "markers", "source": "middle", "layout": {"icon-anchor": "middle", "icon-offset": [1]}}
          ],
          "colour": "red"
        }
        """
        let found = decode(json).map { d in "\(d.location!.line):\(d.location!.column) \(d.keyPath)" }
        XCTAssertEqual(found, [
            "3:23 canvas.width",
            "3:27 canvas.paddin",
            "5:70 layers[0].paint.background-color",
            "6:12 layers[1].id",
            "6:26 layers[1].type",
            "7:5 layers[2].id",
            "7:33 layers[2].paint.line-widht",
            "7:62 layers[2].paint.line-cap",
            "8:58 layers[3].layout.text-field",
            "9:46 layers[4].source",
            "9:82 layers[4].layout.icon-anchor",
            "9:107 layers[4].layout.icon-offset",
            "11:3 colour",
        ])
    }

    func testMessagesSayWhatIsWrong() {
        let json = """
        {"version": 1, "layers": [
          {"id": "a", "type": "route", "paint": {"line-widht": 4}},
          {"id": "a", "type": "sparkle"},
          {"id": "t", "type": "text", "layout": {"text-field": "{nmae}"}}
        ]}
        """
        let messages = decode(json).map(\.message)
        XCTAssertTrue(messages.contains("unknown key \"line-widht\" (did you mean \"line-width\"?)"), "\(messages)")
        XCTAssertTrue(messages.contains("duplicate layer id \"a\""), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("unknown layer type \"sparkle\"; known types: attribution, background, circle, elevation-profile, fill, legend, line, markers, radius, route, stats, text") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("unknown token {nmae}") }, "\(messages)")
    }

    func testSyntaxErrorsHaveTheirLocation() {
        let cases: [(String, Int, Int, String)] = [
            ("{\"version\": 1,\n \"layers\": [}\n", 2, 13, "unexpected '}', a value expected"),
            ("{\"version\": 1 \"layers\": []}", 1, 15, "unexpected '\"', ',' or '}' expected"),
            ("{\"version\": 01}", 1, 13, "invalid number (leading zero)"),
            ("{\"a\": \"x\", \"a\": 1}", 1, 12, "duplicate key \"a\""),
            ("", 1, 1, "unexpected end of file, a value expected"),
            ("{\"name\": \"é\u{1}\"}", 1, 12, "control character in string (escape it)"),
            (String(repeating: "[", count: 300), 1, 257, "nesting deeper than 256 levels"),
        ]
        for (json, line, column, message) in cases {
            let diagnostics = decode(json)
            XCTAssertEqual(diagnostics.count, 1, json)
            XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: line, column: column), json)
            XCTAssertEqual(diagnostics.first?.message, message, json)
        }
    }

    func testMissingRequiredKeys() {
        let messages = decode("{\"layers\": [{\"id\": \"x\"}, {\"id\": \"t\", \"type\": \"text\"}]}").map(\.description)
        XCTAssertEqual(messages, [
            "test.json:1:1: error: version: missing key \"version\" (use 1)",
            "test.json:1:13: error: layers[0].type: missing key \"type\"",
            "test.json:1:26: error: layers[1].layout.text-field: missing key \"text-field\" (the text: a template with `{token}`s such as `{name} · {distance}`)",
        ])
    }

    func testMissingIconFileIsReported() {
        let json = "{\"version\": 1, \"layers\": [{\"id\": \"m\", \"type\": \"markers\", \"layout\": {\"icon-image\": \"nope.png\"}}]}"
        let diagnostics = decode(json)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.keyPath, "layers[0].layout.icon-image")
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("cannot read icon file") ?? false)
    }

    func testArbitraryBytesNeverCrash() {
        var state: UInt64 = 99
        let valid = Array(BuiltInStyles.source(named: "default")!.utf8)
        for round in 0..<300 {
            var bytes = valid
            for _ in 0..<(1 + round % 5) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let index = Int(state >> 33) % bytes.count
                bytes[index] = UInt8(truncatingIfNeeded: state >> 17)
            }
            _ = try? Style.decode(bytes)
        }
    }
}
