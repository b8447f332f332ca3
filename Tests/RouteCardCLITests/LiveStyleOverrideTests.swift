import Foundation
import RouteCardTestSupport
import Testing

/// `routecard live` changes its style with the options `render` uses, through the same code:
/// `--timezone` and `--no-attribution` besides `--size`, `--scale` and `--padding`.
@Suite struct LiveStyleOverrideTests {
    /// One driver near Helsinki's railway station, reported at 06:30 UTC (09:30 in Helsinki in
    /// May, UTC+3 summer time; 15:30 in Seoul, UTC+9).
    static let update = #"{"id": "a", "lat": 60.1712, "lon": 24.9412, "time": "2026-05-16T06:30:00Z"}"# + "\n"

    /// The final frame of `routecard live` around the update with extra `options`, and its standard error.
    func frame(_ options: [String], harness: CommandHarness) throws -> (svg: String, stderr: String) {
        let binary = try #require(Executables.built("routecard"), "build the routecard binary first (swift build)")
        let output = harness.outputPath("frame-\(UUID().uuidString).svg")
        let arguments = ["live", "--center", "60.1712,24.9412", "--radius", "2km", "-o", output, "-q"] + options
        let result = try ChildProcess.run(binary, arguments, stdin: Array(Self.update.utf8), in: harness.root)
        #expect(result.code == 0, "\(arguments): \(result.stderr)")
        return (try String(contentsOfFile: output, encoding: .utf8), result.stderr)
    }

    @Test func timeZoneReplacesTheStyles() throws {
        try CommandHarness.withHarness { harness in
            // Without a zone, the one at the centre: Helsinki.
            #expect(try frame([], harness: harness).svg.contains(">1 nearby within 2 km  ·  09:30<"))
            let seoul = try frame(["--timezone", "Asia/Seoul"], harness: harness).svg
            #expect(seoul.contains("15:30"))
            #expect(!seoul.contains("06:30"))
        }
    }

    // `live` draws no map data (a `LiveMap` has no sources), so the added credit layer stays
    // empty; what shows is the layer itself and the missing-attribution warning it answers.
    @Test func aMapLayerGetsTheDefaultCreditLayerUnlessNoAttribution() throws {
        try CommandHarness.withHarness { harness in
            try harness.writeInput("map.geojson", MapRenderTests.geojson)
            let style = try harness.writeInput("style.json", MapRenderTests.style(attribution: false))
            let warning = "warning: layers: the style draws map data but has no \"attribution\" layer"

            let credited = try frame(["--style", style], harness: harness)
            #expect(credited.svg.contains(#"<g id="attribution" class="layer attribution""#))
            #expect(!credited.stderr.contains(warning), "the added layer answers the warning")

            let bare = try frame(["--style", style, "--no-attribution"], harness: harness)
            #expect(!bare.svg.contains(#"id="attribution""#))
            #expect(bare.stderr.contains(warning))
        }
    }
}
