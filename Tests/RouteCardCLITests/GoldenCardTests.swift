import Foundation
import RouteCardTestSupport
import Testing

/// Every built-in style on the example route — or, for a style whose vector source names no tiles
/// (`streets`, `streets-dark`), on the Monaco run with `--tiles` the Monaco PMTiles, and for one
/// whose raster source names none (`raster`), on the DC run over the DC raster MBTiles — rendered by
/// the `routecard` executable in a child process and by the same command in this process: both
/// must be byte-identical with each other and with `Golden/STYLE.svg` (the output does not depend
/// on the process, its allocations or its hash seeds). Re-record with `make snapshots`
/// (`RECORD_SNAPSHOTS=1`).
///
/// A golden file proves nothing by itself, so each card is also checked against facts taken from
/// the style's JSON (read with `JSONSerialization`) and the route computed here with Web Mercator
/// by hand: the canvas size, one group per style layer in order, the markers, where the route
/// lies, and the credits of the style's sources.
@Suite(.serialized)
struct GoldenCardTests {
    /// The built-in styles: the names of `Styles/*.json`.
    static let styleNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.styles.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// `Tests/RouteCardCLITests/Golden`.
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)

    @Test func everyBuiltInStyleHasAGoldenCard() throws {
        #expect(Self.styleNames.count >= 6, "Styles/ holds \(Self.styleNames)")
        let listed = try CommandHarness.withHarness { $0.run(["styles"]) }
        #expect(listed.code == 0, "\(listed.stderr)")
        #expect(listed.stdoutText.split(separator: "\n").map(String.init).sorted() == Self.styleNames,
                "`routecard styles` and Styles/*.json differ")
        let goldens = ((try? FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.sorted()
        // A golden without its style is stale; a style without a golden is recorded by `make snapshots`.
        #expect(goldens == Self.styleNames || Snapshot.isRecording, "Golden/*.svg and Styles/*.json differ")
    }

    @Test(arguments: styleNames)
    func cardMatchesItsGoldenFromTwoProcesses(style: String) throws {
        let binary = try #require(Executables.built("routecard"),
                                  "the routecard executable is not next to the tests: run `swift build --build-tests` first")
        let facts = try StyleFacts(name: style)
        let input = facts.needsRasterTiles ? GoldenRoute.dc : facts.needsTiles ? GoldenRoute.monaco : GoldenRoute.example
        try CommandHarness.withHarness { harness in
            let inProcess = harness.outputPath("in-process.svg"), child = harness.outputPath("child.svg")
            let arguments = ["render"] + input.arguments + ["--style", style, "-q", "-o"]
            let local = harness.run(arguments + [inProcess])
            #expect(local.code == 0, "\(local.stderr)")
            let remote = try ChildProcess.run(binary, arguments + [child], in: harness.root)
            #expect(remote.code == 0, "\(remote.stderr)")
            let bytes = try #require(harness.bytes(at: inProcess), "no SVG written in-process")
            let childBytes = try #require(harness.bytes(at: child), "no SVG written by the child process")
            if let difference = TextDifference(expected: bytes, actual: childBytes) {
                Issue.record("the child process wrote other bytes than this process: \(difference)")
            }
            try Snapshot.expectMatch(bytes, snapshot: Self.goldenDirectory.appendingPathComponent(style + ".svg"))
            try Self.checkFacts(SVGDocument(bytes), style: style, route: input)
        }
    }

    /// A style's layers and canvas as its JSON file says, read with `JSONSerialization`.
    struct StyleFacts {
        var width = 800.0, height = 800.0
        /// top, right, bottom, left.
        var padding = [40.0, 40, 40, 40]
        var layers: [(id: String, type: String, source: String?)] = []
        /// Whether a source is `"type": "vector"` without `url` or `tiles`: the card needs `--tiles`.
        var needsTiles = false
        /// Whether a source is `"type": "raster"` without `url` or `tiles`: the card needs raster `--tiles`.
        var needsRasterTiles = false
        /// The `attribution` of each source that has one.
        var credits: [String] = []
        /// The DC archive's `attribution` metadata row as text: its double space made one, its
        /// address in angle brackets kept (a raster source without its own credit shows the archive's).
        static let dcCredit = "Data used by this map is © OpenStreetMap contributors, CC-BY-SA. See http://openstreetmap.org for more info."

        init(name: String) throws {
            let data = try Data(contentsOf: TestPaths.styles.appendingPathComponent(name + ".json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let canvas = json["canvas"] as? [String: Any] ?? [:]
            width = (canvas["width"] as? Double) ?? width
            height = (canvas["height"] as? Double) ?? height
            switch canvas["padding"] {
            case let all as Double: padding = [all, all, all, all]
            case let sides as [Double] where sides.count == 1: padding = Array(repeating: sides[0], count: 4)
            case let sides as [Double] where sides.count == 2: padding = [sides[0], sides[1], sides[0], sides[1]]
            case let sides as [Double] where sides.count == 4: padding = sides
            default: break
            }
            for case let source as [String: Any] in (json["sources"] as? [String: Any] ?? [:]).values {
                if source["type"] as? String == "vector", source["url"] == nil, source["tiles"] == nil { needsTiles = true }
                if source["type"] as? String == "raster", source["url"] == nil, source["tiles"] == nil { needsRasterTiles = true }
                if let credit = source["attribution"] as? String { credits.append(credit) }
                // The golden cards draw OpenMapTiles archives: that schema's credit, and its layers only.
                if let schema = (source["schemas"] as? [String: Any])?["openmaptiles"] as? [String: Any],
                   let credit = schema["attribution"] as? String { credits.append(credit) }
                if source["type"] as? String == "raster", source["attribution"] == nil { credits.append(Self.dcCredit) }
            }
            for layer in json["layers"] as? [[String: Any]] ?? [] {
                if let schema = layer["schema"] as? String, schema != "openmaptiles" { continue }
                // The golden routes are runs: a layer written for other sports is not drawn.
                if let sport = layer["sport"] as? String, sport != "run" { continue }
                if let sports = layer["sport"] as? [String], !sports.contains("run") { continue }
                layers.append((try #require(layer["id"] as? String), try #require(layer["type"] as? String),
                               layer["source"] as? String))
            }
        }
    }

    /// The route a golden card draws, and how the command line is told to.
    struct GoldenRoute {
        /// The input arguments of `routecard render`.
        var arguments: [String]
        /// The GPX file drawn, for the facts.
        var gpx: URL
        /// Its number of track points, as its source says.
        var points: Int

        /// The bundled example (`--example`): 1289 points (gpxpy).
        static let example = GoldenRoute(arguments: ["--example"], gpx: TestPaths.file("Examples/data/helsinki-run.gpx"), points: 1289)
        /// The Monaco run over the Monaco tiles: 1,828 points (`Tests/Fixtures/tiles/NOTICE.md`).
        static let monaco = GoldenRoute(arguments: [TestPaths.fixture("tiles/monaco-run.gpx"), "--tiles", TestPaths.fixture("tiles/monaco.pmtiles")],
                                        gpx: TestPaths.file("Tests/Fixtures/tiles/monaco-run.gpx"), points: 1828)
        /// The DC run over the DC raster MBTiles: 1,463 points (counted in the file).
        static let dc = GoldenRoute(arguments: [TestPaths.fixture("tiles/dc-mall-run.gpx"), "--tiles", TestPaths.fixture("tiles/open-streets-dc.mbtiles")],
                                    gpx: TestPaths.file("Tests/Fixtures/tiles/dc-mall-run.gpx"), points: 1463)
    }

    /// The card's key numbers against the style file and the hand-projected route.
    static func checkFacts(_ svg: SVGDocument, style name: String, route: GoldenRoute) throws {
        let style = try StyleFacts(name: name)
        // The canvas: viewBox and size in points, as the style says.
        let root = try #require(svg.startTag("<svg "))
        #expect(SVGDocument.attribute("viewBox", in: root) == "0 0 \(Self.format(style.width)) \(Self.format(style.height))")
        #expect(SVGDocument.number("width", in: root) == style.width)
        #expect(SVGDocument.number("height", in: root) == style.height)

        // One `<g id="ID" class="layer TYPE">` per style layer, in the style's order.
        var previous = svg.text.startIndex
        for layer in style.layers {
            let tag = "<g id=\"\(layer.id)\" class=\"layer \(layer.type)\""
            guard let range = svg.text.range(of: tag) else {
                Issue.record("\(name): no \(tag)>")
                continue
            }
            #expect(range.lowerBound > previous, "\(name): \(layer.id) is out of the style's order")
            previous = range.lowerBound
            // Markers of the route's ends: `<g class="marker start|finish">` inside their layer.
            let ends = ["start": ["start"], "finish": ["finish"], "endpoints": ["start", "finish"]][layer.source ?? ""] ?? []
            for end in ends {
                let body = try #require(svg.group(id: layer.id))
                // A loop's finish beside its start is the combined `start-finish` ring.
                let found = body.contains("<g class=\"marker \(end)\">") || (end == "finish" && body.contains("<g class=\"marker start-finish\">"))
                #expect(found, "\(name): no \(end) marker in \(layer.id)")
            }
        }

        // The route: every route layer draws the one segment of the example; the last one (the
        // line on top) is compared with Web Mercator computed here.
        let routeLayers = style.layers.filter { $0.type == "route" }
        #expect(!routeLayers.isEmpty, "\(name) has no route layer")
        guard let top = routeLayers.last else { return }
        let canvas = try #require(svg.segmentPoints(inGroup: top.id), "\(name): no polyline <path class=\"segment\"> in \(top.id)")
        let coordinates = ExampleRouteFacts.trackPoints(ofGPX: route.gpx)
        #expect(coordinates.count == route.points, "\(route.gpx.lastPathComponent) has \(route.points) points")
        let world = coordinates.map(ExampleRouteFacts.mercator)
        let mapping = CanvasMapping(canvas: canvas, world: world)
        // Same scale on both axes: Web Mercator, not degrees (at 60° N degrees would be 2:1).
        #expect(abs(mapping.scaleX / mapping.scaleY - 1) < 0.001, "\(name): x scale \(mapping.scaleX), y scale \(mapping.scaleY)")
        // The ends of the line are the first and last track points where Mercator puts them (the
        // SVG has two decimals).
        for (drawn, coordinate) in [(canvas.first!, coordinates.first!), (canvas.last!, coordinates.last!)] {
            let expected = mapping.canvasPoint(for: ExampleRouteFacts.mercator(coordinate))
            #expect(((drawn - expected) * (drawn - expected)).sum().squareRoot() < 0.1,
                    "\(name): a route end is at \(drawn), Mercator puts it at \(expected)")
        }
        // Everything the line passes through lies inside the padding.
        let (low, high) = CanvasMapping.bounds(canvas)
        let p = style.padding
        #expect(low.x >= p[3] - 0.01 && low.y >= p[0] - 0.01 && high.x <= style.width - p[1] + 0.01
                    && high.y <= style.height - p[2] + 0.01,
                "\(name): the route spans \(low)…\(high), outside the padding \(p)")

        // Each source's credit is on the card, once.
        for credit in style.credits {
            let escaped = credit.replacingOccurrences(of: "&", with: "&amp;")
            #expect(svg.text.components(separatedBy: escaped).count == 2, "\(name): \"\(credit)\" is not on the card once")
        }
    }

    /// A number as the SVG writes an integral size ("800").
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
