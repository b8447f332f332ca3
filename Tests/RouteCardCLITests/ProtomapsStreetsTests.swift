import Foundation
import RouteCardTestSupport
import Testing

/// The built-in `streets` and `streets-dark` styles over the Monaco extract in the Protomaps
/// basemap v4 schema (`Tests/Fixtures/tiles/monaco-protomaps.*`), checked against facts of its
/// tiles read with Python's `mapbox-vector-tile` (z14, the card's tile zoom: an ocean polygon in
/// `water`; roads of kinds `major_road` — `primary`, `secondary`, `tertiary` — `minor_road` and
/// `path`; buildings; `places` named Monaco, Monte-Carlo, Fontvieille, Monaco-Ville,
/// La Condamine, Sainte-Dévote, Les Moneghetti, Jardin Exotique, Larvotto and La Rousse) and
/// against the same card over the OpenMapTiles extract of the same OpenStreetMap data.
@Suite struct ProtomapsStreetsTests {
    static let styles = ["streets", "streets-dark"]
    static let run = TestPaths.fixture("tiles/monaco-run.gpx")
    static let protomaps = TestPaths.fixture("tiles/monaco-protomaps.pmtiles")
    static let protomapsMBTiles = TestPaths.fixture("tiles/monaco-protomaps.mbtiles")
    static let openMapTiles = TestPaths.fixture("tiles/monaco.pmtiles")
    /// The names of the `places` features of the z14 tiles.
    static let places: Set<String> = ["Monaco", "Monte-Carlo", "Fontvieille", "Monaco-Ville", "La Condamine", "Sainte-Dévote",
                                      "Les Moneghetti", "Jardin Exotique", "Larvotto", "La Rousse"]

    /// The Monaco run's card in `style` over `tiles`: the SVG and the warning lines.
    static func card(_ style: String, tiles: String, in harness: CommandHarness) throws -> (svg: SVGDocument, warnings: [String]) {
        let output = harness.outputPath(style + "-" + (tiles as NSString).lastPathComponent + ".svg")
        let result = harness.run(["render", run, "--style", style, "--tiles", tiles, "-o", output, "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").map(String.init).filter { $0.contains("warning:") }
        return (SVGDocument(try #require(harness.bytes(at: output), "no SVG written")), warnings)
    }

    /// The `data-text` of every label of a group.
    static func labels(_ svg: SVGDocument, group id: String) throws -> Set<String> {
        let body = try #require(svg.group(id: id), "no group \(id)")
        return Set(svg.startTags("<g class=\"label", in: body).compactMap { SVGDocument.attribute("data-text", in: $0) })
    }

    /// The stroke widths and colours of the `<path class="line">`s of a group.
    static func strokes(_ svg: SVGDocument, group id: String) throws -> [String] {
        let body = try #require(svg.group(id: id), "no group \(id)")
        return svg.startTags("<path class=\"line\"", in: body).map {
            (SVGDocument.attribute("stroke", in: $0) ?? "?") + " " + (SVGDocument.attribute("stroke-width", in: $0) ?? "?")
        }.sorted()
    }

    @Test(arguments: styles)
    func drawsRoadsWaterBuildingsAndPlaces(style: String) throws {
        try CommandHarness.withHarness { harness in
            let (svg, _) = try Self.card(style, tiles: Self.protomaps, in: harness)
            for id in ["pm-earth", "pm-landuse", "pm-park", "pm-water", "pm-building", "pm-path", "pm-road-casing", "pm-road-minor",
                       "pm-road-secondary", "pm-road-primary", "pm-tunnel", "pm-bridge", "pm-boundary"] {
                let body = try #require(svg.group(id: id), "\(style): no group \(id)")
                #expect(body.contains("<path "), "\(style): \(id) draws nothing over Monaco")
            }
            // Place labels: only names the tiles hold, upper-cased as the style writes them.
            let names = try Self.labels(svg, group: "pm-place-minor")
            #expect(names.count >= 5, "\(names)")
            #expect(names.isSubset(of: Set(Self.places.map { $0.uppercased() })), "\(names)")
            #expect(!(try Self.labels(svg, group: "pm-road-name")).isEmpty)
            // The OpenMapTiles layers are not drawn at all, and the credit is OpenStreetMap's alone, once.
            for id in ["water", "road-primary", "building", "place-minor"] { #expect(svg.group(id: id) == nil, "\(style): \(id) drawn") }
            #expect(svg.text.components(separatedBy: "© OpenStreetMap contributors").count == 2)
            #expect(!svg.text.contains("OpenMapTiles"))
            let route = try #require(svg.text.range(of: "<g id=\"route\" class=\"layer route\""))
            for id in ["pm-water", "pm-building", "pm-road-primary", "pm-place-minor"] {
                #expect(try #require(svg.text.range(of: "<g id=\"\(id)\" ")).lowerBound < route.lowerBound, "\(id) is above the route")
            }
        }
    }

    /// The same OpenStreetMap data in the other schema gives the same look: the same roads in the
    /// same colours and widths, the same place labels.
    @Test(arguments: styles)
    func looksLikeTheOpenMapTilesCardOfTheSameData(style: String) throws {
        try CommandHarness.withHarness { harness in
            let (protomaps, _) = try Self.card(style, tiles: Self.protomaps, in: harness)
            let (openMapTiles, _) = try Self.card(style, tiles: Self.openMapTiles, in: harness)
            for id in ["road-primary", "road-secondary", "road-minor", "road-casing"] {
                let pm = Set(try Self.strokes(protomaps, group: "pm-" + id)), omt = Set(try Self.strokes(openMapTiles, group: id))
                #expect(!pm.isEmpty && pm == omt, "\(id): \(pm) vs \(omt)")
            }
            #expect(try Self.labels(protomaps, group: "pm-place-minor") == (try Self.labels(openMapTiles, group: "place-minor")))
        }
    }

    /// The same tiles from either archive draw the same card. Only the edge fade may differ by a
    /// hair: the PMTiles header stores the north bound as 43.7516899° (whole 10⁻⁷ degrees, cut
    /// down), the MBTiles `bounds` row as 43.7516900°.
    @Test(arguments: styles)
    func pmtilesAndMBTilesOfTheSameTilesDrawTheSameCard(style: String) throws {
        try CommandHarness.withHarness { harness in
            let fromPMTiles = try Self.card(style, tiles: Self.protomaps, in: harness)
            let fromMBTiles = try Self.card(style, tiles: "openmaptiles=" + Self.protomapsMBTiles, in: harness)
            let edge = try NSRegularExpression(pattern: #"<g class="map-edge".*?</g>"#, options: .dotMatchesLineSeparators)
            func withoutEdge(_ text: String) -> String {
                edge.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
            }
            #expect(withoutEdge(fromPMTiles.svg.text) == withoutEdge(fromMBTiles.svg.text))
            let heights = [fromPMTiles.svg, fromMBTiles.svg].map { svg in
                svg.startTag("<rect class=\"map-edge-cover\"").flatMap { SVGDocument.number("height", in: $0) } ?? 0
            }
            #expect(heights[0] > 0 && abs(heights[0] - heights[1]) < 0.05, "\(heights)")
        }
    }

    /// Every `pm-NAME` layer draws with the paint keys and colours of the OpenMapTiles layer `NAME`
    /// (the Protomaps variant is the same map, its filters and matches written for the other
    /// schema), and each layer of the street styles names the schema it is written for.
    @Test(arguments: styles)
    func eachProtomapsLayerMirrorsAnOpenMapTilesLayer(style: String) throws {
        let data = try Data(contentsOf: TestPaths.styles.appendingPathComponent(style + ".json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let layers = try #require(object["layers"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: layers.map { ($0["id"] as? String ?? "", $0) })
        func colours(_ value: Any) -> Set<String> {
            switch value {
            case let text as String: text.hasPrefix("#") || text.hasPrefix("rgb") ? [text] : []
            case let array as [Any]: array.reduce(into: Set<String>()) { $0.formUnion(colours($1)) }
            case let object as [String: Any]: object.values.reduce(into: Set<String>()) { $0.formUnion(colours($1)) }
            default: []
            }
        }
        var mirrored = 0
        for layer in layers where layer["source"] as? String == "openmaptiles" {
            let id = layer["id"] as? String ?? ""
            guard id.hasPrefix("pm-") else {
                #expect(layer["schema"] as? String == "openmaptiles", "\(id)")
                continue
            }
            #expect(layer["schema"] as? String == "protomaps", "\(id)")
            guard let twin = byID[String(id.dropFirst(3))] else { continue }
            mirrored += 1
            let paint = layer["paint"] as? [String: Any] ?? [:], twinPaint = twin["paint"] as? [String: Any] ?? [:]
            #expect(Set(paint.keys) == Set(twinPaint.keys), "\(id).paint")
            // Protomaps' landuse also holds woods and grass (OpenMapTiles' landcover), its
            // landcover urban areas (drawn as OpenMapTiles' residential landuse).
            let borrowed = ["pm-landuse": "landcover", "pm-landcover": "landuse"][id].flatMap { byID[$0]?["paint"] }
            let allowed = colours(twinPaint).union(borrowed.map(colours) ?? [])
            #expect(colours(paint).isSubset(of: allowed) && !colours(paint).isEmpty, "\(id): \(colours(paint)) vs \(allowed)")
            #expect(layer["type"] as? String == twin["type"] as? String, "\(id).type")
        }
        #expect(mirrored >= 30, "\(mirrored) mirrored layers")
    }
}
