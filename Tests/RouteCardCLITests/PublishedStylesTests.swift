import Foundation
import RouteCardTestSupport
import Testing

/// Every published MapLibre style of the fixtures loads and draws over the Monaco tiles as a `--basemap`
/// (issue 27: Toner was refused for its legacy `text-font` stops of font arrays, Protomaps' 2023 style for
/// a `text-size` of 0, which the style spec allows), with its credit as text, not HTML.
@Suite struct PublishedStylesTests {
    static let cases: [(style: String, tiles: String)] = [
        ("positron", "openmaptiles=tiles/monaco.pmtiles"), ("osm-bright", "openmaptiles=tiles/monaco.pmtiles"),
        ("maptiler-basic", "openmaptiles=tiles/monaco.pmtiles"), ("klokantech-basic", "openmaptiles=tiles/monaco.pmtiles"),
        ("maptiler-toner", "openmaptiles=tiles/monaco.pmtiles"), ("protomaps-base-2023", "protomaps=tiles/monaco-protomaps.pmtiles"),
    ]

    @Test(arguments: cases.map(\.style)) func loadsAndDraws(style: String) throws {
        let tiles = try #require(Self.cases.first { $0.style == style }?.tiles)
        let (source, path) = (tiles.split(separator: "=")[0], tiles.split(separator: "=")[1])
        try CommandHarness.withHarness { harness in
            let out = harness.outputPath("card.svg")
            let result = harness.run(["render", TestPaths.fixture("tiles/monaco-run.gpx"),
                                      "--basemap", TestPaths.fixture("maplibre-styles/\(style).json"),
                                      "--tiles", "\(source)=\(TestPaths.fixture(String(path)))", "--svg", out])
            #expect(result.code == 0, "\(style): \(result.stderr)")
            #expect(!result.stderr.contains(": error:"), "\(style): \(result.stderr)")
            let svg = String(decoding: try #require(harness.bytes(at: out)), as: UTF8.self)
            // The base map drew: map layers (a path each), and labels.
            #expect(svg.components(separatedBy: "<path").count > 5, "\(style) drew little")
            #expect(svg.contains("class=\"label"), "\(style) drew no label")
            #expect(!svg.contains("&lt;a href"), "\(style)'s credit is HTML")
        }
    }

    /// MapLibre ignores unknown keys of layers and sources: they are warnings here, not a refused style.
    @Test func unknownLayerAndSourceKeysAreIgnoredWithAWarning() throws {
        var style = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath:
            TestPaths.fixture("maplibre-styles/positron.json")))) as? [String: Any])
        var layers = try #require(style["layers"] as? [[String: Any]])
        layers[1]["metadata2"] = ["x": 1]
        style["layers"] = layers
        var sources = try #require(style["sources"] as? [String: Any])
        var source = try #require(sources["openmaptiles"] as? [String: Any])
        source["extra"] = 1
        sources["openmaptiles"] = source
        style["sources"] = sources
        try CommandHarness.withHarness { harness in
            let path = try harness.writeInput("extra.json", String(decoding: try JSONSerialization.data(withJSONObject: style), as: UTF8.self))
            let result = harness.run(["render", TestPaths.fixture("tiles/monaco-run.gpx"), "--basemap", path,
                                      "--tiles", "openmaptiles=\(TestPaths.fixture("tiles/monaco.pmtiles"))", "--svg", harness.outputPath("c.svg")])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stderr.contains("warning: layers[1].metadata2: unknown key \"metadata2\" (did you mean \"metadata\"?) (ignored)"))
            #expect(result.stderr.contains("warning: sources.openmaptiles.extra: unknown key \"extra\" (ignored)"))
        }
    }
}
