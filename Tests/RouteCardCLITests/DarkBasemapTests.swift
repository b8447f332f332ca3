import Foundation
import RouteCardTestSupport
import Testing

/// A dark MapLibre base map gets the dark card style unless `--style` names one (issue #26 item 6):
/// the Monaco run over the Monaco tiles under a hand-made dark base map (background `#0e0e0e`,
/// like Dark Matter's near-black) and under Positron. The title colours are the styles' own
/// (`Styles/streets.json` `#1c1c1e`, `Styles/streets-dark.json` `#f2f2f7`, read here from the files).
@Suite struct DarkBasemapTests {
    static let run = TestPaths.fixture("tiles/monaco-run.gpx")
    static let pmtiles = TestPaths.fixture("tiles/monaco.pmtiles")

    /// The `text-color` of a built-in style's `title` layer, read with `JSONSerialization`.
    static func titleColor(_ style: String) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: TestPaths.styles.appendingPathComponent(style + ".json")))
            as? [String: Any])
        let title = try #require((root["layers"] as? [[String: Any]])?.first { $0["id"] as? String == "title" })
        return try #require((title["paint"] as? [String: Any])?["text-color"] as? String)
    }

    /// The fill of the card's title text.
    static func drawnTitleColor(_ arguments: [String], harness: CommandHarness) throws -> String? {
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", run, "-q", "-o", output] + arguments)
        #expect(result.code == 0, "\(result.stderr)")
        let svg = SVGDocument(try #require(harness.bytes(at: output)))
        let title = try #require(svg.group(id: "title"))
        let text = try #require(svg.startTag("<text class=\"label\"", in: title))
        return SVGDocument.attribute("fill", in: text)
    }

    @Test func aDarkBasemapGetsTheDarkCardStyleUnlessOneIsNamed() throws {
        let light = try Self.titleColor("streets"), dark = try Self.titleColor("streets-dark")
        #expect(light != dark)
        try CommandHarness.withHarness { harness in
            let basemap = try harness.writeInput("dark.json", #"""
            {"version": 8, "sources": {"openmaptiles": {"type": "vector", "url": "pmtiles://monaco.pmtiles"}},
             "layers": [{"id": "bg", "type": "background", "paint": {"background-color": "#0e0e0e"}},
                        {"id": "water", "type": "fill", "source": "openmaptiles", "source-layer": "water", "paint": {"fill-color": "#1b1b1d"}}]}
            """#)
            let tiles = ["--tiles", "openmaptiles=" + Self.pmtiles]
            let chosen = try Self.drawnTitleColor(["--basemap", basemap] + tiles, harness: harness)
            #expect(chosen == dark)
            let named = try Self.drawnTitleColor(["--basemap", basemap, "--style", "streets"] + tiles, harness: harness)
            #expect(named == light)
            // A MapLibre style given as the style is a base map too.
            let asStyle = try Self.drawnTitleColor(["--style", basemap] + tiles, harness: harness)
            #expect(asStyle == dark)
            let positron = try Self.drawnTitleColor(["--basemap", TestPaths.fixture("maplibre-styles/positron.json")] + tiles, harness: harness)
            #expect(positron == light)
        }
    }
}
