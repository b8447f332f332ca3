@testable import RouteCardEngine
import RouteCardStyle
import RouteCardText
import Testing

/// The command line's default credit answers the missing-attribution warning: it finds the
/// warning by its code, whatever the message says, and leaves every other warning alone.
@Suite struct MapAttributionDefaultTests {
    @Test func theWarningIsFoundByItsCodeNotItsText() throws {
        let json = #"""
        {"version": 1, "sources": {"osm": {"type": "geojson", "data": "map.geojson"}},
         "layers": [{"id": "roads", "type": "line", "source": "osm"}]}
        """#
        var style = try Style.decode(Array(json.utf8), resources: .inMemory(["map.geojson": []]))
        #expect(style.warnings.map(\.code) == [.missingAttribution])
        // Reworded (as a translation or a later release might), and beside an unrelated warning.
        style.warnings[0].message = "la carte n'est pas créditée"
        let other = Diagnostic(severity: .warning, code: DiagnosticCode("other"), location: nil, keyPath: "x",
                               message: AttributionLayer.missingWarning)
        style.warnings.append(other)
        MapAttributionDefault.add(to: &style)
        #expect(style.warnings == [other], "the text of the other warning does not matter either")
        #expect(style.layers.map(\.type) == ["line", "attribution"])
    }
}
