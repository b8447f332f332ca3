import RouteCardText
import Testing

/// The one diagnostic line every reader prints.
@Suite struct DiagnosticFormatterTests {
    @Test func theLineHasTheCompilerShape() {
        #expect(DiagnosticFormatter.line(file: "a.json", line: 3, column: 7, message: "bad") == "a.json:3:7: error: bad")
        #expect(DiagnosticFormatter.line(file: "a.json", line: 3, column: nil, message: "bad") == "a.json:3: error: bad")
        #expect(DiagnosticFormatter.line(file: "a.json", line: nil, column: 7, message: "bad") == "a.json: error: bad",
                "a column without its line says nothing")
        #expect(DiagnosticFormatter.line(file: "<stdin>", line: nil, column: nil, severity: .warning, message: "w")
                == "<stdin>: warning: w")
        #expect(DiagnosticFormatter.line(file: "s.json", location: SourceLocation(line: 14, column: 20), message: "m")
                == "s.json:14:20: error: m")
        #expect(DiagnosticFormatter.line(file: "s.json", location: nil, message: "m") == "s.json: error: m")
    }
}
