import Foundation
import RouteCardTestSupport
import Testing

/// Map data that does not match or cover the card says so, one line each, and the card is still
/// made (exit 0): a card no tile of its archive covers, one an archive covers only in part (and
/// where it fades), a style written for another tile schema, an archive whose credit is HTML. The
/// expected bounds and layer lists are the fixtures' `metadata` rows, read with SQLite itself.
@Suite struct MapDataWarningTests {
    static let monaco = TestPaths.fixture("tiles/monaco.pmtiles")
    static let monacoMBTiles = TestPaths.fixture("tiles/monaco.mbtiles")
    static let protomapsMBTiles = TestPaths.fixture("tiles/monaco-protomaps.mbtiles")
    static let run = TestPaths.fixture("tiles/monaco-run.gpx")
    /// Protomaps' hosted TileJSON credit.
    static let htmlCredit = #"<a href="https://protomaps.com" target="_blank">Protomaps</a> © "#
        + #"<a href="https://www.openstreetmap.org/copyright" target="_blank">OpenStreetMap</a>"#

    /// The `warning:` lines of standard error.
    static func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains("warning:") }
    }

    /// An MBTiles `bounds` row (`west,south,east,north`) as the warnings write it.
    static func written(bounds row: String) -> String {
        "[" + row.split(separator: ",").map { String(format: "%.5f", Double($0)!) }.joined(separator: ", ") + "]"
    }

    /// The four numbers of the card's box in a warning (`the card shows [W, S, E, N]`).
    static func cardBox(_ warning: String) throws -> [Double] {
        let tail = try #require(warning.range(of: "the card shows [")).upperBound
        let numbers = warning[tail...].prefix { $0 != "]" }.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        try #require(numbers.count == 4)
        return numbers
    }

    /// Web Mercator y of a latitude (north up, in world units of 1).
    static func mercatorY(_ latitude: Double) -> Double {
        0.5 - log(tan(.pi / 4 + latitude * .pi / 360)) / (2 * .pi)
    }

    /// A Helsinki run over Monaco's tiles: the map is blank, and the warning names the archive,
    /// its bounds and where the card is — from `render` and from `batch` alike.
    @Test func aCardNoTileCoversSaysSoNamingTheArchiveAndItsBounds() throws {
        let bounds = Self.written(bounds: try #require(try MBTilesCopy.metadata(Self.monacoMBTiles)["bounds"]))
        #expect(bounds == "[7.40921, 43.72335, 7.44864, 43.75169]")
        try CommandHarness.withHarness { harness in
            let output = harness.outputPath("helsinki.svg")
            let result = harness.run(["render", "--example", "--style", "streets", "--tiles", Self.monaco, "-o", output])
            #expect(result.code == 0, "\(result.stderr)")
            let warnings = Self.warnings(result.stderr)
            let expected = "routecard: warning: vector source \"openmaptiles\" (\(Self.monaco)): no tile of the archive covers the card, "
                + "so the map is blank: its data lies within \(bounds) (west, south, east, north); the card shows ["
            #expect(warnings.count == 1 && warnings[0].hasPrefix(expected), "\(warnings)")
            // The card is where the example run is: every point of it (in Helsinki) is in the box.
            let box = try Self.cardBox(try #require(warnings.first))
            let points = VectorTileCardTests.coordinates(try String(contentsOf: TestPaths.file("Examples/data/helsinki-run.gpx"), encoding: .utf8))
            #expect(points.count == 1289)
            #expect(points.allSatisfy { box[0] < $0.y && $0.y < box[2] && box[1] < $0.x && $0.x < box[3] }, "\(box)")
            let svg = SVGDocument(try #require(harness.bytes(at: output)))
            for id in ["water", "building", "road-primary"] { #expect(!(svg.group(id: id)?.contains("<path") ?? true), "\(id) drew something") }

            // The same card as a batch job: the same warning, from the same engine.
            let jobs = try harness.writeInput("jobs.ndjson", #"{"example": true, "style": "streets", "tiles": "\#(Self.monaco)", "svg": "batch.svg"}"# + "\n")
            let batch = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--quiet"])
            #expect(batch.code == 0, "\(batch.stderr)")
            #expect(Self.warnings(batch.stderr).count == 1 && batch.stderr.contains(String(expected.dropFirst("routecard: warning: ".count))),
                    "\(batch.stderr)")
        }
    }

    /// The Monaco run's card reaches past the north edge of the Monaco extract: the warning gives
    /// the share covered (the card's box and the archive's bounds, measured in Web Mercator here),
    /// and the uncovered strip at the top is painted over in the land colour, exactly to the
    /// archive's north edge.
    @Test func anArchiveCoveringPartOfTheCardSaysHowMuchAndFadesThere() throws {
        let row = try #require(try MBTilesCopy.metadata(Self.monacoMBTiles)["bounds"]).split(separator: ",").map { Double($0)! }
        try CommandHarness.withHarness { harness in
            let output = harness.outputPath("monaco.svg")
            let result = harness.run(["render", Self.run, "--style", "streets", "--tiles", Self.monaco, "-o", output])
            #expect(result.code == 0, "\(result.stderr)")
            let warnings = Self.warnings(result.stderr)
            try #require(warnings.count == 1, "\(warnings)")
            let box = try Self.cardBox(warnings[0])
            // The share of the card's Mercator area inside the bounds.
            let width = max(0, min(box[2], row[2]) - max(box[0], row[0])) / (box[2] - box[0])
            let height = max(0, Self.mercatorY(max(box[1], row[1])) - Self.mercatorY(min(box[3], row[3])))
                / (Self.mercatorY(box[1]) - Self.mercatorY(box[3]))
            let percent = Int((width * height * 100).rounded(.down))
            #expect(percent > 50 && percent < 98)
            #expect(warnings[0].contains("): the archive covers \(percent) % of the card; beyond its bounds the map fades into the background: "
                + "its data lies within \(Self.written(bounds: row.map { String($0) }.joined(separator: ","))) (west, south, east, north)"),
                    "\(warnings[0])")
            // North of the bounds: a cover from the top of the canvas down to the archive's edge.
            let svg = SVGDocument(try #require(harness.bytes(at: output)))
            let cover = try #require(svg.startTag("<rect class=\"map-edge-cover\""))
            let edge = 1350 * (Self.mercatorY(row[3]) - Self.mercatorY(box[3])) / (Self.mercatorY(box[1]) - Self.mercatorY(box[3]))
            #expect(SVGDocument.number("y", in: cover) == 0 && SVGDocument.number("width", in: cover) == 1080)
            // Within what the warning's five decimals (about a metre, half a point here) allow.
            #expect(abs((SVGDocument.number("height", in: cover) ?? 0) - edge) < 1, "\(cover) vs \(edge)")
            #expect(SVGDocument.attribute("fill", in: cover) == "#f3f0ea", "the land colour of streets")
            #expect(svg.startTags("<rect class=\"map-edge-cover\"").count == 1, "the extract reaches past the other three edges")
        }
    }

    /// A style written for the OpenMapTiles schema over a Protomaps archive: one line with what
    /// it asks for, what the archive has, and which are missing.
    @Test func aStyleForAnotherSchemaSaysWhatItAsksAndWhatTheArchiveHas() throws {
        let styleFile = TestPaths.fixture("tiles/monaco-test.json")
        let style = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: styleFile))) as? [String: Any])
        let asked = Set((style["layers"] as? [[String: Any]] ?? []).compactMap { $0["source-layer"] as? String })
        let has = try MBTilesCopy.vectorLayers(Self.protomapsMBTiles)
        #expect(has == ["earth", "landcover", "landuse", "water", "roads", "buildings", "boundaries", "places", "pois"])
        let missing = asked.subtracting(has).sorted()
        #expect(missing == ["building", "park", "transportation", "waterway"])
        try CommandHarness.withHarness { harness in
            let result = harness.run(["render", Self.run, "--style", styleFile, "--tiles", "omt=" + Self.protomapsMBTiles,
                                      "-o", harness.outputPath("card.svg")])
            #expect(result.code == 0, "\(result.stderr)")
            let mismatch = Self.warnings(result.stderr).filter { $0.contains("tile layers") }
            #expect(mismatch == ["routecard: warning: vector source \"omt\" (\(Self.protomapsMBTiles)): the style draws tile layers the archive "
                + "does not have, so they draw nothing: \(missing.joined(separator: ", ")) (the style asks for \(asked.sorted().joined(separator: ", ")); "
                + "the archive has \(has.joined(separator: ", ")))"], "\(result.stderr)")
            // The built-in street styles know both schemas: no such warning.
            let streets = harness.run(["render", Self.run, "--style", "streets", "--tiles", Self.protomapsMBTiles, "-o", harness.outputPath("streets.svg")])
            #expect(streets.code == 0 && !streets.stderr.contains("tile layers"), "\(streets.stderr)")
        }
    }

    /// An archive whose attribution is HTML: the card shows its text, links dropped, and says so
    /// once; the street styles' Protomaps credit takes the archive's wording and order.
    @Test func anHTMLCreditIsDrawnAsTextWithOneWarning() throws {
        try CommandHarness.withHarness { harness in
            let archive = harness.inputDirectory.appendingPathComponent("html.mbtiles").path
            try MBTilesCopy.copy(Self.protomapsMBTiles, to: archive, setting: "attribution", to: Self.htmlCredit)
            let style = try harness.writeInput("plain.json", """
            {"version": 1, "sources": {"pm": {"type": "vector"}},
             "layers": [{"id": "water", "type": "fill", "source": "pm", "source-layer": "water", "paint": {"fill-color": "#a6cde6"}},
                        {"id": "route", "type": "route"}, {"id": "credit", "type": "attribution"}]}
            """)
            let plain = harness.run(["render", Self.run, "--style", style, "--tiles", archive, "-o", harness.outputPath("plain.svg")])
            #expect(plain.code == 0, "\(plain.stderr)")
            let html = Self.warnings(plain.stderr).filter { $0.contains("HTML") }
            #expect(html == ["routecard: warning: vector source \"pm\" (\(archive)): its attribution is HTML; the card shows it as text, "
                + "links dropped: \"Protomaps © OpenStreetMap\""], "\(plain.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: harness.outputPath("plain.svg"))))
            let credit = try #require(svg.group(id: "credit"))
            #expect(credit.contains(">Protomaps © OpenStreetMap</text>") && !svg.text.contains("href=\"https://protomaps.com"), "\(credit)")

            let streets = harness.run(["render", Self.run, "--style", "streets", "--tiles", archive, "-o", harness.outputPath("streets.svg")])
            #expect(streets.code == 0, "\(streets.stderr)")
            #expect(Self.warnings(streets.stderr).filter { $0.contains("HTML") }.count == 1, "\(streets.stderr)")
            let card = SVGDocument(try #require(harness.bytes(at: harness.outputPath("streets.svg"))))
            #expect(try #require(card.group(id: "attribution")).contains(">Protomaps © OpenStreetMap contributors</text>"))
        }
    }
}
