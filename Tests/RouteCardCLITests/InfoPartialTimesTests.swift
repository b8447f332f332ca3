import Foundation
import RouteCardTestSupport
import Testing

/// `info` on tracks with a start time but no speed (a single timed point: gpxpy's "all fields"
/// files) prints what it has; it used to stop on a missing token (a runtime trap, exit 132).
@Suite struct InfoPartialTimesTests {
    @Test(arguments: ["gpx1.0_with_all_fields.gpx", "gpx1.1_with_all_fields.gpx", "gpx-with-node-with-comments.gpx"])
    func gpxpyFilesWithOneTimedPoint(_ name: String) throws {
        try CommandHarness.withHarness { harness in
            let result = harness.run(["info", TestPaths.fixture("gpx/gpxpy/\(name)")])
            #expect(result.code == 0, "\(result.stderr)")
            let labels = result.stdoutText.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) }
            #expect(labels.contains("start") && labels.contains("duration"))
            #expect(!labels.contains("speed") && !labels.contains("pace"), "no speed from one time stamp")
        }
    }

    @Test func oneTimedPointAmongUntimedOnes() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("t.gpx", #"<gpx version="1.1"><trk><trkseg><trkpt lat="60" lon="24"><time>2026-05-16T06:30:00Z</time></trkpt><trkpt lat="60.01" lon="24"/></trkseg></trk></gpx>"#)
            let result = harness.run(["info", input])
            #expect(result.code == 0, "\(result.stderr)")
            // 60° N 24° E is in Finland: 06:30 UTC is 09:30 there in May (summer time, UTC+3).
            #expect(result.stdoutText.contains("start     16 May 2026 09:30 Europe/Helsinki (UTC+03:00, where the route starts)"))
        }
    }
}
