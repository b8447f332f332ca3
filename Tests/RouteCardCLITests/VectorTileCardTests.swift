import Foundation
import RouteCardGeo
import RouteCardTestSupport
import RouteCardTiles
import Testing

/// Cards over vector tiles through the command line: the Monaco run over the Monaco tiles
/// (`Tests/Fixtures/tiles`, style `monaco-test.json`), PMTiles and MBTiles alike, over-zoomed past
/// the archive's zoom 14, and every kind of broken archive as one clear error with exit 65 and no
/// output file.
@Suite struct VectorTileCardTests {
    static let fixtures = TestPaths.fixtures.appendingPathComponent("tiles")
    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }
    static let style = fixture("monaco-test.json")
    static let run = fixture("monaco-run.gpx")

    /// The lake of tile 14/8529/5973 in tile coordinates, from Python's `mapbox-vector-tile`
    /// (see `MonacoVectorTileTests`), as world points.
    static let lake: [SIMD2<Double>] = [(3967, 3616), (3953, 3635), (3943, 3628), (3949, 3619), (3951, 3621), (3958, 3610)].map { x, y in
        SIMD2((8529 + x / 4096) / 16384, (5973 + y / 4096) / 16384)
    }

    /// (latitude, longitude) of a GPX file's track points, read with a regular expression.
    static func coordinates(_ gpx: String) -> [SIMD2<Double>] {
        let pattern = try! NSRegularExpression(pattern: #"<trkpt lat="([-0-9.]+)" lon="([-0-9.]+)""#)
        return pattern.matches(in: gpx, range: NSRange(gpx.startIndex..., in: gpx)).map { match in
            let value = { (group: Int) in Double(gpx[Range(match.range(at: group), in: gpx)!])! }
            return SIMD2(value(1), value(2))
        }
    }

    /// Every x y pair of a path's `d` (commands dropped).
    static func pathPoints(_ d: String) -> [SIMD2<Double>] {
        let numbers = d.split(whereSeparator: { "MLZ ".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { SIMD2(numbers[$0], numbers[$0 + 1]) }
    }

    /// Checks that the lake's corners are drawn in the `water` layer where Web Mercator (through
    /// the route's own drawn points and coordinates) puts them.
    static func expectLake(in svg: SVGDocument, route gpx: String, tolerance: Double) throws {
        let canvas = try #require(svg.segmentPoints(inGroup: "route"))
        let mapping = CanvasMapping(canvas: canvas, world: coordinates(gpx).map(ExampleRouteFacts.mercator))
        let water = try #require(svg.group(id: "water"))
        let drawn = svg.startTags("<path class=\"fill\"", in: water).flatMap { pathPoints(SVGDocument.attribute("d", in: $0) ?? "") }
        for corner in lake {
            let expected = mapping.canvasPoint(for: corner)
            let nearest = drawn.map { (($0 - expected) * ($0 - expected)).sum().squareRoot() }.min() ?? .infinity
            #expect(nearest < tolerance, "a corner of the lake should be drawn at \(expected); the nearest water point is \(nearest) pt away")
        }
    }

    @Test func pmtilesAndMBTilesOfMonacoGiveTheSameCard() throws {
        try CommandHarness.withHarness { harness in
            let gpx = try String(contentsOfFile: Self.run, encoding: .utf8)
            let fromStyle = harness.run(["render", Self.run, "--style", Self.style, "-o", harness.outputPath("style.svg")])
            #expect(fromStyle.code == 0, "\(fromStyle.stderr)")
            let pmtiles = harness.run(["render", Self.run, "--style", Self.style, "--tiles", Self.fixture("monaco.pmtiles"),
                                       "-o", harness.outputPath("pmtiles.svg")])
            let mbtiles = harness.run(["render", Self.run, "--style", Self.style, "--tiles", "omt=" + Self.fixture("monaco.mbtiles"),
                                       "-o", harness.outputPath("mbtiles.svg")])
            #expect(pmtiles.code == 0 && mbtiles.code == 0, "\(pmtiles.stderr)\(mbtiles.stderr)")
            let bytes = try #require(harness.bytes(at: harness.outputPath("pmtiles.svg")))
            #expect(harness.bytes(at: harness.outputPath("mbtiles.svg")) == bytes, "MBTiles and PMTiles give byte-identical SVGs")
            #expect(harness.bytes(at: harness.outputPath("style.svg")) == bytes, "the style's own url reads the same archive")
            let svg = SVGDocument(bytes)
            for layer in ["landcover", "landuse", "water", "buildings", "roads", "paths", "rail"] {
                #expect(svg.group(id: layer)?.contains("<path") == true, "layer \(layer) draws something")
            }
            #expect(svg.group(id: "credits")?.contains("© OpenMapTiles © OpenStreetMap contributors") == true)
            try Self.expectLake(in: svg, route: gpx, tolerance: 0.3)
            #expect(bytes.count < 600_000, "the card is \(bytes.count) bytes")
        }
    }

    @Test func anArchiveOutsideTheStyleFolderNeedsAllowPath() throws {
        try CommandHarness.withHarness { harness in
            let style = try String(contentsOfFile: Self.style, encoding: .utf8)
                .replacingOccurrences(of: "pmtiles://monaco.pmtiles", with: "mbtiles://" + Self.fixture("monaco.mbtiles"))
            let stylePath = try harness.writeInput("style.json", style)
            let refused = harness.run(["render", Self.run, "--style", stylePath, "-o", harness.outputPath("card.svg")])
            #expect(refused.code == 65)
            #expect(refused.stderr.contains("sources.omt.url: cannot read tiles") && refused.stderr.contains("outside the style's folder"))
            #expect(harness.outputEntries().isEmpty)
            let allowed = harness.run(["render", Self.run, "--style", stylePath, "--allow-path", Self.fixtures.path,
                                       "-o", harness.outputPath("card.svg")])
            let own = harness.run(["render", Self.run, "--style", Self.style, "-o", harness.outputPath("own.svg")])
            #expect(allowed.code == 0 && own.code == 0, "\(allowed.stderr)")
            #expect(harness.bytes(at: harness.outputPath("card.svg")) == harness.bytes(at: harness.outputPath("own.svg")),
                    "the style's mbtiles:// url draws what its pmtiles:// url does")
        }
    }

    @Test func aHugePosterIsDrawnFromALowerZoomAndSaysSo() throws {
        try CommandHarness.withHarness { harness in
            // Nice to Genoa (1.67° of longitude) across an 8000 pt poster: MapLibre zoom 11.7, where
            // the card spans about 10 × 10 tiles of zoom 11 (a tile is 512 × 2^0.7 ≈ 830 pt); over 64,
            // so zoom 10 (about 6 × 6) is read. The folder has no tiles there, and no bounds.
            let gpx = """
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="43.70" lon="7.26"/><trkpt lat="44.41" lon="8.93"/></trkseg></trk></gpx>
            """
            let input = try harness.writeInput("riviera.gpx", gpx)
            let style = try String(contentsOfFile: Self.style, encoding: .utf8)
                .replacingOccurrences(of: #""url": "pmtiles://monaco.pmtiles""#, with: #""tiles": ["tiles/{z}/{x}/{y}.pbf"]"#)
            let stylePath = try harness.writeInput("style.json", style)
            let result = harness.run(["render", input, "--style", stylePath, "--size", "8000x8000", "-o", harness.outputPath("poster.svg")])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(harness.bytes(at: harness.outputPath("poster.svg")) != nil)
            #expect(result.stderr.range(of: #"routecard: warning: vector source "omt" \(.*tiles/\{z\}/\{x\}/\{y\}\.pbf\): "#
                + #"the card needs more than 64 tiles at zoom 11; drawn from zoom 10 \(\d+ tiles\)"#, options: .regularExpression) != nil,
                    "\(result.stderr)")
        }
    }

    @Test func aZoom14ArchiveServesAZoom17Card() throws {
        try CommandHarness.withHarness { harness in
            // 100 m across the lake (43.73° N): on a 400 pt card that is MapLibre zoom ≈ 17.5, three
            // levels past the archive's last.
            let centre = SIMD2((8529 + 3955 / 4096.0) / 16384, (5973 + 3622 / 4096.0) / 16384)
            let latitude = atan(sinh(.pi * (1 - 2 * centre.y))) * 180 / .pi, longitude = centre.x * 360 - 180
            let gpx = """
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Lake</name><trkseg>
            <trkpt lat="\(latitude - 0.0003)" lon="\(longitude - 0.0006)"/><trkpt lat="\(latitude + 0.0003)" lon="\(longitude + 0.0006)"/>
            </trkseg></trk></gpx>
            """
            let input = try harness.writeInput("lake.gpx", gpx)
            let result = harness.run(["render", input, "--style", Self.style, "--size", "400x400", "--padding", "40",
                                      "-o", harness.outputPath("lake.svg")])
            #expect(result.code == 0, "\(result.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: harness.outputPath("lake.svg"))))
            let route = try #require(svg.segmentPoints(inGroup: "route"))
            let mapping = CanvasMapping(canvas: route, world: Self.coordinates(gpx).map(ExampleRouteFacts.mercator))
            let zoom = log2(mapping.scaleX / 512)
            #expect(zoom > 17 && zoom < 18, "zoom \(zoom)")
            try Self.expectLake(in: svg, route: gpx, tolerance: 0.3)
            #expect(svg.group(id: "buildings")?.contains("<path") == true)
        }
    }

    // MARK: Broken archives

    /// A copy of `monaco.pmtiles` changed by `damage`, and the first z14 tile entry's offset.
    static func damagedArchive(_ damage: (inout [UInt8], _ tileData: Int, _ firstZ14: Int, _ z14: [(offset: Int, length: Int)]) -> Void) throws -> [UInt8] {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture("monaco.pmtiles"))))
        let archive = try PMTilesArchive(path: fixture("monaco.pmtiles"))
        let z14 = archive.rootDirectory.entries.filter { TileID(hilbertID: $0.tileID)?.z == 14 }
            .map { (offset: Int($0.offset), length: Int($0.length)) }
        damage(&bytes, Int(archive.header.tileDataOffset), z14.map(\.offset).min()!, z14)
        return bytes
    }

    /// Renders the Monaco run with `archive` as the style's `url` (`pmtiles://bad.pmtiles` beside
    /// the style), expecting exit 65, one error line matching `pattern`, and no output file.
    func expectFailure(_ archive: [UInt8], _ pattern: String, file: String = "bad.pmtiles", style: String? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        try CommandHarness.withHarness { harness in
            let path = harness.inputDirectory.appendingPathComponent(file).path
            try Data(archive).write(to: URL(fileURLWithPath: path))
            let styleText = try style ?? String(contentsOfFile: Self.style, encoding: .utf8)
                .replacingOccurrences(of: "pmtiles://monaco.pmtiles", with: "pmtiles://\(file)")
            let stylePath = try harness.writeInput("style.json", styleText)
            let result = harness.run(["render", Self.run, "--style", stylePath, "-o", harness.outputPath("card.svg"),
                                      "--png", harness.outputPath("card.png")])
            #expect(result.code == 65, "\(result.stderr)", sourceLocation: sourceLocation)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "one error line: \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.range(of: pattern, options: .regularExpression) != nil,
                    "\(result.stderr) should match \(pattern)", sourceLocation: sourceLocation)
            #expect(harness.outputEntries().isEmpty, "no output file", sourceLocation: sourceLocation)
        }
    }

    @Test func aTruncatedArchive() throws {
        let bytes = try Self.damagedArchive { bytes, data, first, _ in bytes.removeLast(bytes.count - (data + first + 10)) }
        try expectFailure(bytes, #"^/.*bad\.pmtiles: error: tile 14/\d+/\d+: tile \(\d+ bytes at \d+\) runs past the end of the file\n$"#)
    }

    @Test func aWrongMagicNumber() throws {
        let bytes = try Self.damagedArchive { bytes, _, _, _ in bytes[0] = UInt8(ascii: "X") }
        try expectFailure(bytes, #"bad\.pmtiles: error: not a PMTiles archive \(no "PMTiles" magic number\)\n$"#)
    }

    @Test func aDirectoryPointingPastTheEnd() throws {
        // The tile data section is said to end where the first zoom-14 tile starts.
        let bytes = try Self.damagedArchive { bytes, _, first, _ in
            for index in 0..<8 { bytes[64 + index] = UInt8(truncatingIfNeeded: UInt64(first) >> (8 * UInt64(index))) }
        }
        try expectFailure(bytes, #"bad\.pmtiles: error: tile 14/\d+/\d+: the directory points past the end of the tile data \(\d+ bytes at \d+, the section has \d+\)\n$"#)
    }

    @Test func anUnsupportedCompression() throws {
        let bytes = try Self.damagedArchive { bytes, _, _, _ in bytes[98] = 3 }
        try expectFailure(bytes, #"bad\.pmtiles: error: unsupported tile compression brotli \(gzip and none are supported\)\n$"#)
    }

    @Test func aCorruptGzipStream() throws {
        // Every zoom-14 tile's deflate data damaged past its 10-byte gzip header.
        let bytes = try Self.damagedArchive { bytes, data, _, z14 in
            for tile in z14 { for index in 20..<40 { bytes[data + tile.offset + index] ^= 0x5a } }
        }
        try expectFailure(bytes, #"bad\.pmtiles: error: tile 14/\d+/\d+: corrupt gzip stream \(.+\)\n$"#)
    }

    @Test func aVectorTileWithACommandRunningPastItsGeometry() throws {
        // A folder of tiles around Monaco, each a layer whose line says LineTo ×3 with one point left.
        try CommandHarness.withHarness { harness in
            let broken = MVTWriter.layer("transportation", [MVTWriter.Feature(type: 2, geometry: [
                MVTWriter.command(1, count: 1), MVTWriter.zigzag(10), MVTWriter.zigzag(10),
                MVTWriter.command(2, count: 3), MVTWriter.zigzag(5), MVTWriter.zigzag(5),
            ])])
            for x in 8526...8534 {
                for y in 5970...5978 {
                    let folder = harness.inputDirectory.appendingPathComponent("tiles/14/\(x)")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try Data(broken).write(to: folder.appendingPathComponent("\(y).pbf"))
                }
            }
            let style = try String(contentsOfFile: Self.style, encoding: .utf8)
                .replacingOccurrences(of: #""url": "pmtiles://monaco.pmtiles""#, with: #""tiles": ["tiles/{z}/{x}/{y}.pbf"]"#)
            let stylePath = try harness.writeInput("style.json", style)
            let result = harness.run(["render", Self.run, "--style", stylePath, "-o", harness.outputPath("card.svg")])
            #expect(result.code == 65, "\(result.stderr)")
            #expect(result.stderr.range(of: #"^/.*/tiles/14/(\d+)/(\d+)\.pbf: error: tile 14/\d+/\d+: vector tile: layer "transportation", "#
                + #"feature 0: LineTo needs 6 numbers, 2 left in the geometry\n$"#, options: .regularExpression) != nil, "\(result.stderr)")
            #expect(harness.outputEntries().isEmpty)
        }
    }

    @Test func aFileThatIsNoArchiveGivenWithTiles() throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["render", Self.run, "--style", Self.style, "--tiles", Self.run, "-o", harness.outputPath("card.svg")])
            #expect(result.code == 65)
            #expect(result.stderr.contains("monaco-run.gpx: error: neither a PMTiles nor an MBTiles archive"))
            #expect(harness.outputEntries().isEmpty)
        }
    }

    // MARK: Giving tiles on the command line

    @Test func aVectorSourceWithoutTilesNeedsTiles() throws {
        try CommandHarness.withHarness { harness in
            let style = try String(contentsOfFile: Self.style, encoding: .utf8)
                .replacingOccurrences(of: #""url": "pmtiles://monaco.pmtiles","#, with: "")
            let stylePath = try harness.writeInput("streets.json", style)
            let missing = harness.run(["render", Self.run, "--style", stylePath, "-o", harness.outputPath("card.svg")])
            #expect(missing.code == 64)
            #expect(missing.stderr.contains("draws the vector source \"omt\", which names no tiles: give them with --tiles FILE"))
            #expect(harness.outputEntries().isEmpty)
            // Wrong names, a style without vector sources, two unnamed, a missing file.
            let wrongName = harness.run(["render", Self.run, "--style", stylePath, "--tiles", "streets=x.pmtiles", "-o", harness.outputPath("c.svg")])
            #expect(wrongName.code == 64 && wrongName.stderr.contains("has no vector source \"streets\" (its vector sources: omt)"))
            let noVector = harness.run(["render", Self.run, "--style", "dark", "--tiles", Self.fixture("monaco.pmtiles"), "-o", harness.outputPath("c.svg")])
            #expect(noVector.code == 64 && noVector.stderr.contains("style dark has no vector source to draw tiles with"))
            let twice = harness.run(["render", Self.run, "--style", stylePath, "--tiles", "a.pmtiles", "--tiles", "b.pmtiles", "-o", harness.outputPath("c.svg")])
            #expect(twice.code == 64)
            let gone = harness.run(["render", Self.run, "--style", stylePath, "--tiles", "/nonexistent/x.pmtiles", "-o", harness.outputPath("c.svg")])
            #expect(gone.code == 1 && gone.stderr.contains("tiles file /nonexistent/x.pmtiles does not exist"))
            #expect(harness.outputEntries().isEmpty)
            // Given, the card is the one the style's own url draws.
            let given = harness.run(["render", Self.run, "--style", stylePath, "--tiles", Self.fixture("monaco.pmtiles"), "-o", harness.outputPath("given.svg")])
            let own = harness.run(["render", Self.run, "--style", Self.style, "-o", harness.outputPath("own.svg")])
            #expect(given.code == 0 && own.code == 0)
            #expect(harness.bytes(at: harness.outputPath("given.svg")) == harness.bytes(at: harness.outputPath("own.svg")))
        }
    }

    @Test func aBatchSharesTheArchiveAndTakesTheTilesKey() throws {
        try CommandHarness.withHarness { harness in
            let style = try String(contentsOfFile: Self.style, encoding: .utf8)
                .replacingOccurrences(of: #""url": "pmtiles://monaco.pmtiles","#, with: "")
            try harness.writeInput("streets.json", style)
            let jobs = try harness.writeInput("cards.ndjson", """
            {"input": "\(Self.run)", "style": "streets.json", "svg": "a.svg", "tiles": "\(Self.fixture("monaco.pmtiles"))"}
            {"input": "\(Self.run)", "style": "streets.json", "svg": "b.svg", "tiles": ["omt=\(Self.fixture("monaco.mbtiles"))"], "title": "B"}
            {"input": "\(Self.run)", "style": "streets.json", "svg": "c.svg", "tiles": 3}
            """)
            let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--jobs", "2"])
            #expect(result.code == 1)
            #expect(result.stderr.contains("cards.ndjson:3:") && result.stderr.contains("tiles: a tile file (NAME=FILE) or an array of them expected"))
            let single = harness.run(["render", Self.run, "--style", Self.style, "-o", harness.outputPath("single.svg")])
            #expect(single.code == 0)
            #expect(harness.bytes(at: harness.outputPath("a.svg")) == harness.bytes(at: harness.outputPath("single.svg")))
            let b = SVGDocument(try #require(harness.bytes(at: harness.outputPath("b.svg"))))
            #expect(b.group(id: "water")?.contains("<path") == true && b.group(id: "title")?.contains(">B ·") == true)
        }
    }

    @Test func aLiveMapDrawsTheTilesOfItsView() throws {
        try CommandHarness.withHarness { harness in
            let update = #"{"id": "runner", "lat": 43.7384, "lon": 7.4246, "status": "matched"}"# + "\n"
            let result = harness.run(["live", "--center", "43.7384,7.4246", "--radius", "600m", "--style", Self.style,
                                      "--tiles", Self.fixture("monaco.mbtiles"), "-o", harness.outputPath("frame.svg"), "-q"],
                                     stdin: Array(update.utf8))
            #expect(result.code == 0, "\(result.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: harness.outputPath("frame.svg"))))
            #expect(svg.group(id: "buildings")?.contains("<path") == true)
            #expect(svg.group(id: "credits")?.contains("© OpenMapTiles") == true)
        }
    }
}
