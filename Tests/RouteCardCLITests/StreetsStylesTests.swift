import Foundation
import RouteCardTestSupport
import Testing

/// The built-in `streets` and `streets-dark` styles over the Monaco OpenMapTiles extract
/// (`Tests/Fixtures/tiles`), checked against facts of the tiles and of the style files read with
/// `JSONSerialization`: which OpenMapTiles layers hold features there, the road hierarchy, the credit.
@Suite struct StreetsStylesTests {
    static let styles = ["streets", "streets-dark"]
    static let run = TestPaths.fixture("tiles/monaco-run.gpx")
    static let pmtiles = TestPaths.fixture("tiles/monaco.pmtiles")
    static let mbtiles = TestPaths.fixture("tiles/monaco.mbtiles")

    /// The Monaco run's card in `style`, as SVG text.
    static func card(_ style: String, tiles: String = pmtiles, in harness: CommandHarness) throws -> SVGDocument {
        let output = harness.outputPath(style + ".svg")
        let result = harness.run(["render", run, "--style", style, "--tiles", tiles, "-o", output, "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        // The extract ends below the card's top edge (see `MapDataWarningTests`): that is the one warning.
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.count == 1 && warnings[0].contains("covers 92 % of the card; beyond its bounds the map fades"), "\(result.stderr)")
        return SVGDocument(try #require(harness.bytes(at: output), "no SVG written"))
    }

    /// The stroke widths of the `<path class="line">`s of a group.
    static func lineWidths(_ svg: SVGDocument, group id: String) throws -> [Double] {
        let body = try #require(svg.group(id: id), "no group \(id)")
        return svg.startTags("<path class=\"line\"", in: body).compactMap { SVGDocument.number("stroke-width", in: $0) }
    }

    @Test(arguments: styles)
    func withoutTilesTheErrorNamesTheSourceAndTheOption(style: String) throws {
        try CommandHarness.withHarness { harness in
            let output = harness.outputPath("card.svg")
            let result = harness.run(["render", Self.run, "--style", style, "-o", output])
            #expect(result.code == 64)
            #expect(result.stderr.contains("\"openmaptiles\"") && result.stderr.contains("--tiles"), "\(result.stderr)")
            #expect(harness.outputEntries().isEmpty, "no output file on an error")
        }
    }

    @Test(arguments: styles)
    func pmtilesAndMBTilesOfTheSameTilesDrawTheSameCard(style: String) throws {
        try CommandHarness.withHarness { harness in
            let fromPMTiles = try Self.card(style, in: harness)
            let fromMBTiles = try Self.card(style, tiles: "openmaptiles=" + Self.mbtiles, in: harness)
            #expect(fromPMTiles.text == fromMBTiles.text)
        }
    }

    /// The layers the Monaco tiles have features for (z14, counted with an independent MVT reader:
    /// 1,238 buildings, 1,363 paths, 273 primary, 51 secondary and 261 minor road pieces, 37 primary
    /// and 19 rail tunnels, 19 primary and 23 path bridges, 62 landcover and 41 landuse polygons,
    /// 55 lakes, 29 piers, 61 boundary lines) are drawn; the credit, which the PMTiles metadata
    /// lacks, comes from the style's source, once; the map covers the canvas and the route lies on top.
    @Test(arguments: styles)
    func drawsTheExtractUnderTheRoute(style: String) throws {
        try CommandHarness.withHarness { harness in
            let svg = try Self.card(style, in: harness)
            for id in ["landcover", "landuse", "water", "pier", "building", "tunnel-casing", "tunnel", "tunnel-rail", "path",
                       "road-casing", "road-minor", "road-secondary", "road-primary", "bridge-path", "bridge-casing", "bridge", "boundary"] {
                let body = try #require(svg.group(id: id), "\(style): no group \(id)")
                #expect(body.contains("<path "), "\(style): \(id) draws nothing over Monaco")
            }
            #expect(svg.text.components(separatedBy: "© OpenMapTiles © OpenStreetMap contributors").count == 2)
            #expect(svg.text.contains("<rect x=\"0\" y=\"0\" width=\"1080\" height=\"1350\""), "the land colour fills the canvas")
            let route = try #require(svg.text.range(of: "<g id=\"route\" class=\"layer route\""))
            for id in ["building", "road-primary", "bridge", "boundary"] {
                #expect(try #require(svg.text.range(of: "<g id=\"\(id)\" ")).lowerBound < route.lowerBound, "\(id) is above the route")
            }
            #expect(svg.text.utf8.count < 600_000, "\(style): \(svg.text.utf8.count) bytes")
        }
    }

    /// Wider roads for higher classes, at the card's zoom: every primary piece is wider than every
    /// secondary piece, which is wider than every tertiary, minor or service piece; the widest
    /// casing is wider than the widest road, and the route line is wider than every road.
    @Test(arguments: styles)
    func theRoadHierarchyReads(style: String) throws {
        try CommandHarness.withHarness { harness in
            let svg = try Self.card(style, in: harness)
            let primary = try Self.lineWidths(svg, group: "road-primary"), secondary = try Self.lineWidths(svg, group: "road-secondary")
            let minor = try Self.lineWidths(svg, group: "road-minor"), casing = try Self.lineWidths(svg, group: "road-casing")
            #expect(!primary.isEmpty && !secondary.isEmpty && !minor.isEmpty && !casing.isEmpty)
            #expect(primary.min()! > secondary.max()!, "primary \(primary), secondary \(secondary)")
            #expect(secondary.min()! > minor.max()!, "secondary \(secondary), minor \(minor)")
            #expect(casing.max()! > primary.max()!, "casings \(casing) are wider than the primary roads \(primary)")
            let routeTag = try #require(svg.startTag("<path class=\"segment\"", in: svg.group(id: "route"))
                ?? svg.startTag("<use class=\"segment\"", in: svg.group(id: "route")))
            #expect(try #require(SVGDocument.number("stroke-width", in: routeTag)) > primary.max()!)
        }
    }

    /// The dark style is the same map in other colours: the same layers, sources, filters and
    /// zoom ranges, the same paint keys and non-colour values, and the same canvas.
    @Test func theDarkStyleIsTheSameMapInOtherColours() throws {
        func load(_ name: String) throws -> [String: Any] {
            let data = try Data(contentsOf: TestPaths.styles.appendingPathComponent(name + ".json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        /// A value with every colour string (`#…`, `rgb…`) replaced by "colour".
        func shape(_ value: Any) -> Any {
            switch value {
            case let text as String: text.hasPrefix("#") || text.hasPrefix("rgb") ? "colour" : text
            case let array as [Any]: array.map(shape)
            case let object as [String: Any]: object.mapValues(shape)
            default: value
            }
        }
        let light = try load("streets"), dark = try load("streets-dark")
        #expect(light["name"] as? String == "streets" && dark["name"] as? String == "streets-dark")
        for key in ["canvas", "sources", "units", "version"] {
            #expect(NSDictionary(dictionary: ["v": light[key] ?? NSNull()]) == NSDictionary(dictionary: ["v": dark[key] ?? NSNull()]), "\(key)")
        }
        let lightLayers = try #require(light["layers"] as? [[String: Any]]), darkLayers = try #require(dark["layers"] as? [[String: Any]])
        #expect(lightLayers.map { $0["id"] as? String } == darkLayers.map { $0["id"] as? String })
        for (a, b) in zip(lightLayers, darkLayers) {
            let id = a["id"] as? String ?? "?"
            for key in ["type", "source", "source-layer", "filter", "minzoom", "maxzoom", "layout"] {
                #expect(NSDictionary(dictionary: ["v": shape(a[key] ?? NSNull())]) == NSDictionary(dictionary: ["v": shape(b[key] ?? NSNull())]),
                        "\(id).\(key)")
            }
            // The dark style's route glow is soft (blurred); the light one casts a crisp shadow.
            let paintA = (a["paint"] as? [String: Any] ?? [:]).filter { $0.key != "line-blur" }
            let paintB = (b["paint"] as? [String: Any] ?? [:]).filter { $0.key != "line-blur" }
            #expect(Set(paintA.keys) == Set(paintB.keys), "\(id).paint")
            for key in paintA.keys where !key.hasSuffix("color") && !key.hasSuffix("opacity") {
                #expect(NSDictionary(dictionary: ["v": shape(paintA[key]!)]) == NSDictionary(dictionary: ["v": shape(paintB[key] ?? NSNull())]),
                        "\(id).paint.\(key)")
            }
        }
    }
}
