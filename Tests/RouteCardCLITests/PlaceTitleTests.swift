import Foundation
import RouteCardTestSupport
import Testing

/// Where it was (issue #26 item 2): an untitled card over the Monaco tiles is titled with the
/// settlement nearest its start, in both tile schemas, and a given title is kept.
///
/// The facts are the archives' own `place`/`places` points as `scripts/list_places.py` (its own
/// protobuf reader, not RouteCard's) lists them at zoom 12 (the zoom the place is read at; zoom 14
/// holds the same points within 1 m), with distances from the starts worked out with the haversine
/// formula in Python: from the harbour run's start (43.73477, 7.42329) La Condamine (43.73415,
/// 7.42176) is 141 m away, Sainte-Dévote 431 m, Monaco-Ville 439 m; from the casino (43.7394,
/// 7.4276) Monte-Carlo is 131 m (across a zoom 14 tile edge from it: the tiles this small card
/// shows alone would name Larvotto, 1 km away); from the beach (43.7465, 7.4350) Larvotto 102 m and La
/// Rousse 269 m; from (43.7324, 7.4277) the OpenMapTiles *country* point "Monaco" is 5 m away, but
/// a country never names a run: Monaco-Ville, 281 m, does.
@Suite struct PlaceTitleTests {
    static let tiles = TestPaths.fixtures.appendingPathComponent("tiles")
    static let archives = ["monaco.pmtiles", "monaco-protomaps.pmtiles"]

    /// The Monaco run without its names: an untitled run starting 12 Apr 2026 07:05 UTC (09:05 in Monaco).
    static func untitledRun() throws -> String {
        let gpx = try String(contentsOf: tiles.appendingPathComponent("monaco-run.gpx"), encoding: .utf8)
        return gpx.replacingOccurrences(of: #"<name>[^<]*</name>"#, with: "", options: .regularExpression)
    }

    /// A short untitled run (about 220 m north-east) from a start, at 09:05 Monaco time.
    static func shortRun(from latitude: Double, _ longitude: Double) -> String {
        """
        <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>
        <trkpt lat="\(latitude)" lon="\(longitude)"><time>2026-04-12T07:05:00Z</time></trkpt>
        <trkpt lat="\(latitude + 0.0014)" lon="\(longitude + 0.0019)"><time>2026-04-12T07:06:10Z</time></trkpt>
        </trkseg></trk></gpx>
        """
    }

    /// The `<title>` of the card `render` draws of `gpx` with `arguments`.
    static func title(_ gpx: String, _ arguments: [String], harness: CommandHarness) throws -> String? {
        let input = try harness.writeInput("run.gpx", gpx)
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", input, "-q", "-o", output] + arguments)
        #expect(result.code == 0, "\(result.stderr)")
        let svg = String(decoding: harness.bytes(at: output) ?? [], as: UTF8.self)
        guard let open = svg.range(of: "<title>"), let close = svg.range(of: "</title>", range: open.upperBound..<svg.endIndex) else { return nil }
        return String(svg[open.upperBound..<close.lowerBound])
    }

    @Test(arguments: archives)
    func anUntitledRunSaysWhereItStarted(archive: String) throws {
        try CommandHarness.withHarness { harness in
            let tiles = ["--style", "streets", "--tiles", Self.tiles.appendingPathComponent(archive).path]
            let harbour = try Self.title(Self.untitledRun(), tiles, harness: harness)
            #expect(harbour == "Morning run · La Condamine")
            for (latitude, longitude, place) in [(43.7394, 7.4276, "Monte-Carlo"), (43.7465, 7.4350, "Larvotto"), (43.7324, 7.4277, "Monaco-Ville")] {
                let title = try Self.title(Self.shortRun(from: latitude, longitude), tiles, harness: harness)
                #expect(title == "Morning run · \(place)",
                        "starting at \(latitude), \(longitude) over \(archive)")
            }
        }
    }

    /// With the first kilometre hidden (`--privacy-trim 1000`) the first drawn point is the run's
    /// point 230 (43.73933, 7.42796, the first at 1,000 m along it, summed in Python): Monte-Carlo
    /// is 157 m from it, Sainte-Dévote 657 m — the hidden start in La Condamine is not named.
    @Test func aHiddenStartIsNotNamed() throws {
        try CommandHarness.withHarness { harness in
            let tiles = ["--style", "streets", "--tiles", Self.tiles.appendingPathComponent("monaco.pmtiles").path]
            let trimmed = try Self.title(Self.untitledRun(), tiles + ["--privacy-trim", "1000"], harness: harness)
            #expect(trimmed == "Morning run · Monte-Carlo")
        }
    }

    @Test func aGivenTitleIsKeptAndThePlaceTokenStillWorks() throws {
        try CommandHarness.withHarness { harness in
            let tiles = ["--style", "streets", "--tiles", Self.tiles.appendingPathComponent("monaco.pmtiles").path]
            let given = try Self.title(Self.untitledRun(), tiles + ["--title", "Harbour loop"], harness: harness)
            #expect(given == "Harbour loop")
            // The named fixture keeps its own name.
            let named = try String(contentsOf: Self.tiles.appendingPathComponent("monaco-run.gpx"), encoding: .utf8)
            let own = try Self.title(named, tiles, harness: harness)
            #expect(own == "Monaco harbour loop")
            // {place} in a style's subtitle, over the card's GeoJSON-free tiles.
            let style = try harness.writeInput("place.json", """
            {"version": 1, "sources": {"openmaptiles": {"type": "vector", "url": "pmtiles://\(Self.tiles.appendingPathComponent("monaco.pmtiles").path)"}},
             "layers": [
               {"id": "places", "type": "symbol", "source": "openmaptiles", "source-layer": "place", "layout": {"text-field": "{name:latin}"}},
               {"id": "route", "type": "route"},
               {"id": "sub", "type": "text", "layout": {"text-field": "in {place}", "position": "bottom-left"}}]}
            """)
            let input = try harness.writeInput("run.gpx", try Self.untitledRun())
            let output = harness.outputPath("sub.svg")
            let result = harness.run(["render", input, "--style", style, "--allow-path", Self.tiles.path, "-q", "-o", output])
            #expect(result.code == 0, "\(result.stderr)")
            let svg = String(decoding: harness.bytes(at: output) ?? [], as: UTF8.self)
            #expect(svg.contains(">in La Condamine</text>"), "the subtitle names the place")
        }
    }

    @Test func farFromEveryPlaceOrWithoutTilesNothingIsNamed() throws {
        try CommandHarness.withHarness { harness in
            // Helsinki over Monaco's tiles: no place within 10 km, no name made up.
            let helsinki = Self.shortRun(from: 60.17, 24.94)
            let tiles = ["--style", "streets", "--tiles", Self.tiles.appendingPathComponent("monaco.pmtiles").path]
            let far = try Self.title(helsinki, tiles, harness: harness)
            #expect(far?.hasPrefix("Morning run") == true && far?.contains("·") == false, "\(far ?? "no title")")
            // No map data: nothing to read a place from.
            let plain = try Self.title(Self.untitledRun(), ["--style", "default"], harness: harness)
            #expect(plain == "Morning run")
        }
    }
}
