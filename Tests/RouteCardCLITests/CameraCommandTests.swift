import Foundation
import RouteCard
import RouteCardGeo
import RouteCardTestSupport
import Testing

/// The camera options through the front-ends: a map-only card from `--bounds` (no input) is the same
/// from render, a batch job without "input" and the library; its texts say only the given title.
@Suite struct CameraCommandTests {
    static let tiles = TestPaths.fixture("tiles/monaco.pmtiles")
    static let bounds = ["7.405", "43.725", "7.445", "43.750"]

    @Test func aViewWithoutARouteIsTheMapAloneEverywhere() throws {
        try CommandHarness.withHarness { harness in
            let out = harness.outputPath("map.svg")
            let rendered = harness.run(["render", "--bounds", Self.bounds.joined(separator: ","), "--style", "streets",
                                        "--tiles", Self.tiles, "--title", "Monaco", "--size", "500x300", "--svg", out, "-q"])
            #expect(rendered.code == 0, "\(rendered.stderr)")
            let svg = try #require(harness.bytes(at: out))
            let text = String(decoding: svg, as: UTF8.self)
            #expect(text.contains(">Monaco<"), "the given title is drawn")
            // No route statistics (a fitted card of a route says "… km · …").
            #expect(!text.contains(" km"))
            #expect(text.contains("SAINTE-DÉVOTE") || text.contains("Sainte-Dévote") || text.contains("MONTE-CARLO"), "the map's labels are drawn")

            // A batch job with the view and no "input".
            let jobs = try harness.writeInput("jobs.ndjson", """
                {"bounds": [\(Self.bounds.joined(separator: ", "))], "style": "streets", "tiles": "\(Self.tiles)", \
                "title": "Monaco", "size": "500x300", "svg": "batch.svg"}
                """)
            let batch = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "-q"])
            #expect(batch.code == 0, "\(batch.stderr)")
            #expect(harness.bytes(at: harness.outputPath("batch.svg")) == svg, "batch's map card differs from render's")
        }
    }

    @Test func noInputAndNoViewIsStillAUsageError() throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["render", "--zoom", "12", "-o", harness.outputPath("x.svg")])
            #expect(result.code == 64)
            #expect(result.stderr.contains("--zoom needs --center"), "\(result.stderr)")
            let none = harness.run(["render", "-o", harness.outputPath("x.svg")])
            #expect(none.code == 64)
            #expect(none.stderr.contains("no input") && none.stderr.contains("--bounds"), "\(none.stderr)")
            #expect(harness.outputEntries().isEmpty)
        }
    }
}
