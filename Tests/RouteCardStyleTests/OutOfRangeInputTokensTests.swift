import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardStyle
import Testing

/// Issue 17's crashing inputs, kept as regression tests: absurd elevations and Unix times from a file
/// go through the reader, the statistics and every text token without a runtime trap. A reader may
/// refuse them (a located error) or keep them; either way the tokens are finite text.
struct OutOfRangeInputTokensTests {
    /// Reads `text` as `format`, then formats every token as `info` and the cards do.
    private func tokens(_ text: String, _ format: InputFormat) -> [String: String]? {
        guard let track = try? TrackReader(format: format).read(Array(text.utf8), path: "hostile") else { return nil }
        let statistics = RouteStatistics(track: track)
        _ = TokenValues(track: track, statistics: statistics, units: .imperial)
        return TokenValues(track: track, statistics: statistics, units: .metric).values
    }

    @Test(arguments: ["1e300", "-1e300", "1e19", "-1e19", "9223372036854775807"])
    func gpxElevation(_ elevation: String) {
        let gpx = """
            <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="60.1" lon="24.9"><ele>\(elevation)</ele><time>2026-05-16T06:30:00Z</time></trkpt>
            <trkpt lat="60.2" lon="24.9"><ele>0</ele><time>2026-05-16T07:30:00Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        if let values = tokens(gpx, .gpx) {
            #expect(values["duration"] == "1:00:00")
            #expect(values.values.allSatisfy { !$0.contains("nan") && !$0.contains("inf") })
        }
    }

    @Test(arguments: ["9223372036854775807", "-9223372036854775808", "1e300", "-1e300"])
    func csvUnixTime(_ time: String) {
        let csv = "lat,lon,time\n60.1,24.9,\(time)\n60.2,24.9,0\n"
        if let values = tokens(csv, .csv) {
            #expect(values["points"] == "2")
        }
    }
}
