import Foundation
import RouteCardMapLibre
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// `MapLibreStyle.isDark`: a base map whose background's CIE L* is below 50 is dark. L* by hand
/// from the sRGB curve: `#777777` is 119/255 → linear 0.1845 → L* 50.0 (light); `#767676` is
/// 118/255 → 0.1812 → L* 49.6 (dark); `#0e0e0e` L* 4.3 (dark).
@Suite struct BasemapDarknessTests {
    static func basemap(_ layers: String) throws -> MapLibreStyle {
        try MapLibreStyle.decode(Array(#"{"version": 8, "sources": {}, "layers": [\#(layers)]}"#.utf8), file: "b.json")
    }

    static func background(_ paint: String) -> String {
        #"{"id": "bg", "type": "background", "paint": {\#(paint)}}"#
    }

    @Test func theBackgroundLightnessDecides() throws {
        #expect(try Self.basemap(Self.background(##""background-color": "#0e0e0e""##)).isDark)
        #expect(try Self.basemap(Self.background(##""background-color": "#767676""##)).isDark)
        #expect(try !Self.basemap(Self.background(##""background-color": "#777777""##)).isDark)
        #expect(try !Self.basemap(Self.background(##""background-color": "hsl(47, 26%, 88%)""##)).isDark)
        // No background, or a transparent one: not dark.
        #expect(try !Self.basemap("").isDark)
        #expect(try !Self.basemap(Self.background(##""background-color": "#000000", "background-opacity": 0"##)).isDark)
        #expect(try !Self.basemap(Self.background(##""background-color": "rgba(0, 0, 0, 0)""##)).isDark)
    }

    @Test(arguments: ["positron.json", "osm-bright.json"])
    func theLightFixtureStylesAreNotDark(name: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("maplibre-styles/\(name)"))))
        #expect(try !MapLibreStyle.decode(bytes, file: name).isDark)
    }
}
