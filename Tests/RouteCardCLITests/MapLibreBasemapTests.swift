import Foundation
import RouteCardMapLibre
import RouteCardTestSupport
import Testing

/// `render --basemap`, a style's `basemap` key and `style-check` on the Monaco run over the Monaco
/// OpenMapTiles extract with Positron and OSM Bright (`Tests/Fixtures/maplibre-styles`); layer ids
/// and counts are read from the style files with `JSONSerialization`.
@Suite struct MapLibreBasemapTests {
    static let run = TestPaths.fixture("tiles/monaco-run.gpx")
    static let pmtiles = TestPaths.fixture("tiles/monaco.pmtiles")
    static let mbtiles = TestPaths.fixture("tiles/monaco.mbtiles")
    static func style(_ name: String) -> String { TestPaths.fixture("maplibre-styles/\(name)") }

    /// The 1-based column where `needle` starts in a one-line text (found by searching the text).
    static func column(of needle: String, in text: String) -> Int {
        text.utf8.distance(from: text.startIndex, to: text.range(of: needle)!.lowerBound) + 1
    }

    /// The ids of a MapLibre style's layers, in order, and of those `visibility: none` hides.
    static func layerIDs(_ name: String) throws -> [String] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: style(name)))) as? [String: Any])
        return (root["layers"] as? [[String: Any]] ?? []).filter {
            ($0["layout"] as? [String: Any])?["visibility"] as? String != "none"
        }.compactMap { $0["id"] as? String }
    }

    @Test(arguments: [("positron.json", pmtiles), ("osm-bright.json", mbtiles)])
    func theMapLibreLayersAreDrawnInOrderUnderTheRoute(name: String, tiles: String) throws {
        try CommandHarness.withHarness { harness in
            let output = harness.outputPath("card.svg")
            let result = harness.run(["render", Self.run, "--basemap", Self.style(name), "--tiles", "openmaptiles=" + tiles, "-o", output, "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stderr.contains("warning: "), "the approximations are reported")
            #expect(!result.stderr.contains("error: "))
            let svg = SVGDocument(try #require(harness.bytes(at: output)))
            // The groups of the MapLibre layers, in the style's order, then the card's route above them.
            var positions: [String.Index] = []
            for id in try Self.layerIDs(name) where id != "water-pattern" {
                guard let range = svg.text.range(of: "<g id=\"\(id)\"") else { continue }
                positions.append(range.lowerBound)
            }
            #expect(positions.count >= 40)
            #expect(positions == positions.sorted())
            let route = try #require(svg.text.range(of: "<g id=\"route\""))
            #expect(positions.allSatisfy { $0 < route.lowerBound })
            // The streets card's own map layers are gone, its title and credit stay.
            #expect(svg.group(id: "road-primary") == nil)
            #expect(svg.group(id: "title") != nil)
            #expect(svg.text.contains("© OpenMapTiles © OpenStreetMap contributors"))
        }
    }

    @Test func withoutTilesTheErrorNamesTheSource() throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["render", Self.run, "--basemap", Self.style("positron.json"), "-o", harness.outputPath("c.svg")])
            #expect(result.code == 64)
            #expect(result.stderr.contains("\"openmaptiles\"") && result.stderr.contains("--tiles"), "\(result.stderr)")
            #expect(harness.outputEntries().isEmpty)
        }
    }

    @Test func aMapLibreFileGivenAsTheStyleIsItsBaseMap() throws {
        try CommandHarness.withHarness { harness in
            let viaStyle = harness.outputPath("a.svg"), viaBasemap = harness.outputPath("b.svg")
            #expect(harness.run(["render", Self.run, "--style", Self.style("positron.json"), "--tiles", Self.pmtiles, "-o", viaStyle, "-q"]).code == 0)
            #expect(harness.run(["render", Self.run, "--basemap", Self.style("positron.json"), "--tiles", Self.pmtiles, "-o", viaBasemap, "-q"]).code == 0)
            #expect(harness.bytes(at: viaStyle) == harness.bytes(at: viaBasemap))
        }
    }

    @Test func aBaseMapsGeoJSONSourceIsReadFromItsOwnFolder() throws {
        // A MapLibre file with a local GeoJSON lake, under the built-in card styles (which read
        // only built-in data themselves): the base map's own folder is readable, outside it is
        // not until granted with --allow-path.
        try CommandHarness.withHarness { harness in
            let root = URL(fileURLWithPath: harness.outputPath("maps"))
            let mine = root.appendingPathComponent("mine"), other = root.appendingPathComponent("other")
            for folder in [mine, other] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let lake = #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {}, "geometry": {"type": "Polygon", "#
                + #""coordinates": [[[24.90, 60.15], [24.96, 60.15], [24.96, 60.19], [24.90, 60.19], [24.90, 60.15]]]}}]}"#
            try Data(lake.utf8).write(to: mine.appendingPathComponent("lake.geojson"))
            try Data(lake.utf8).write(to: other.appendingPathComponent("lake.geojson"))
            func style(_ data: String) -> String {
                ##"{"version": 8, "sources": {"lake": {"type": "geojson", "data": "\##(data)"}}, "layers": ["##
                    + ##"{"id": "paper", "type": "background", "paint": {"background-color": "#eeeeee"}}, "##
                    + ##"{"id": "lake", "type": "fill", "source": "lake", "paint": {"fill-color": "#3377cc"}}]}"##
            }
            try Data(style("lake.geojson").utf8).write(to: mine.appendingPathComponent("near.json"))
            try Data(style("../other/lake.geojson").utf8).write(to: mine.appendingPathComponent("far.json"))
            for arguments in [["--basemap", mine.appendingPathComponent("near.json").path],
                              ["--style", "default", "--basemap", mine.appendingPathComponent("near.json").path],
                              ["--style", mine.appendingPathComponent("near.json").path],
                              ["--basemap", mine.appendingPathComponent("far.json").path, "--allow-path", other.path]] {
                let output = harness.outputPath("card.svg")
                let result = harness.run(["render", "--example"] + arguments + ["-o", output, "-q"])
                #expect(result.code == 0, "\(arguments): \(result.stderr)")
                let svg = SVGDocument(try #require(harness.bytes(at: output)))
                #expect(svg.group(id: "lake")?.contains("fill=\"#3377cc\"") == true, "\(arguments): the lake is drawn")
            }
            let refused = harness.run(["render", "--example", "--basemap", mine.appendingPathComponent("far.json").path,
                                       "-o", harness.outputPath("refused.svg")])
            #expect(refused.code == 65)
            #expect(refused.stderr.contains("far.json:1:") && refused.stderr.contains("outside the style's folder"), "\(refused.stderr)")
            #expect(harness.bytes(at: harness.outputPath("refused.svg")) == nil)
        }
    }

    @Test func aStyleFileNamesItsBaseMapAndBindsItsSources() throws {
        try CommandHarness.withHarness { harness in
            let folder = URL(fileURLWithPath: harness.outputPath("styles"))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.style("positron.json"), toPath: folder.appendingPathComponent("positron.json").path)
            try FileManager.default.copyItem(atPath: Self.pmtiles, toPath: folder.appendingPathComponent("monaco.pmtiles").path)
            let card = folder.appendingPathComponent("card.json").path
            try #"""
            {"version": 1, "canvas": {"width": 600, "height": 600},
             "basemap": {"maplibre": "positron.json", "sources": {"openmaptiles": "pmtiles://monaco.pmtiles"}},
             "layers": [{"id": "paper", "type": "background", "paint": {"background-color": "#000000"}},
                        {"id": "route", "type": "route", "paint": {"line-color": "#ff0000", "line-width": 4}},
                        {"id": "credit", "type": "attribution"}]}
            """#.write(toFile: card, atomically: true, encoding: .utf8)
            let output = harness.outputPath("card.svg")
            let result = harness.run(["render", Self.run, "--style", card, "-o", output, "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: output)))
            #expect(svg.group(id: "paper") == nil, "the card's background gives way to the base map's")
            #expect(svg.group(id: "background") != nil)
            #expect(svg.group(id: "route") != nil)
            #expect(svg.text.contains("© OpenMapTiles"))
            // A source the MapLibre style does not draw is a located error in the card style.
            let wrong = #"{"version": 1, "basemap": {"maplibre": "positron.json", "sources": {"omt": "pmtiles://monaco.pmtiles"}}, "layers": []}"#
            try wrong.write(toFile: card, atomically: true, encoding: .utf8)
            let bad = harness.run(["render", Self.run, "--style", card, "-o", output])
            #expect(bad.code == 65)
            #expect(bad.stderr.contains("card.json:1:\(Self.column(of: #""pmtiles:"#, in: wrong)): error: basemap.sources.omt"), "\(bad.stderr)")
        }
    }

    @Test func aBatchJobNamesItsBaseMap() throws {
        try CommandHarness.withHarness { harness in
            let jobs = try harness.writeInput("cards.ndjson", """
                {"input": "\(Self.run)", "basemap": "\(Self.style("positron.json"))", "tiles": "openmaptiles=\(Self.pmtiles)", "svg": "a.svg"}
                {"input": "\(Self.run)", "basemap": "nowhere.json", "tiles": "openmaptiles=\(Self.pmtiles)", "svg": "b.svg"}
                """)
            let result = harness.run(["batch", jobs, "--out-dir", harness.outputPath("out"), "--jobs", "1"])
            #expect(result.code == 1, "the second card fails: \(result.stderr)")
            #expect(result.stderr.contains("line 2") && result.stderr.contains("nowhere.json"), "\(result.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: harness.outputPath("out/a.svg"))))
            #expect(svg.group(id: "highway_major_inner") != nil, "Positron's layers drawn")
        }
    }

    @Test func styleCheckPrintsTheNumbers() throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["style-check", Self.style("positron.json")])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stdoutText.contains("layers: 50 — drawn 50 of the 50 MapLibre shows (100.0 %)"), "\(result.stdout)")
            #expect(result.stdoutText.contains("property uses: 336"))
            #expect(result.stdoutText.contains("text-halo-blur ×11"))
            let broken = harness.outputPath("broken.json")
            let text = #"{"version": 8, "sources": {}, "layers": [{"id": "x", "type": "fil"}]}"#
            try text.write(toFile: broken, atomically: true, encoding: .utf8)
            let bad = harness.run(["style-check", broken])
            #expect(bad.code == 65)
            #expect(bad.stderr.contains("broken.json:1:\(Self.column(of: #""fil""#, in: text)): error: layers[0].type: unknown layer type \"fil\""),
                    "\(bad.stderr)")
            #expect(harness.run(["style-check", "--help"]).stdoutText.contains("supported, approximated and ignored"))
        }
    }

    /// The demo sprite drawn for the README (`docs/sprite/dots`, made by `scripts/make-demo-sprite.py`).
    static let dots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/sprite/dots").path

    @Test func osmBrightDrawsItsPOIIconsFromTheSprite() throws {
        try CommandHarness.withHarness { harness in
            // OSM Bright shows POIs from zoom 14, which a 2400-point card of the Monaco run reaches.
            let output = harness.outputPath("card.svg")
            let base = ["render", Self.run, "--basemap", Self.style("osm-bright.json"), "--tiles", "openmaptiles=" + Self.pmtiles,
                        "--size", "2400x2400", "--scale", "1", "-o", output, "-q"]
            let result = harness.run(base + ["--sprite", Self.dots])
            #expect(result.code == 0, "\(result.stderr)")
            let icons = SVGDocument(try #require(harness.bytes(at: output))).text.components(separatedBy: "<image class=\"icon\"").count - 1
            #expect(icons >= 10, "POI dots are drawn")
            #expect(harness.run(base).code == 0)
            #expect(SVGDocument(try #require(harness.bytes(at: output))).text.components(separatedBy: "<image class=\"icon\"").count == 1,
                    "no icons without a sprite")
            // --sprite without --basemap is a usage error; a sprite that does not exist is exit 1 or 65 naming it.
            #expect(harness.run(["render", Self.run, "--sprite", Self.dots, "-o", output]).code == 64)
            let missing = harness.run(base + ["--sprite", harness.outputPath("nope")])
            #expect(missing.code != 0 && missing.stderr.contains("nope.json"), "\(missing.stderr)")
            let check = harness.run(["style-check", Self.style("osm-bright.json"), "--sprite", Self.dots])
            #expect(check.stdoutText.contains("supported or approximated: 98.2 %"), "\(check.stdout)")
        }
    }
}
