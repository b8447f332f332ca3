import RouteCardTestSupport
import Testing

/// `routecard info` names the activity and the title a card shows; a missing name is no "–".
@Suite struct InfoActivityTests {
    static let unnamedRun = """
    <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>
    <trkpt lat="60.17" lon="24.94"><time>2026-05-16T06:30:00Z</time></trkpt>
    <trkpt lat="60.18" lon="24.94"><time>2026-05-16T06:36:00Z</time></trkpt>
    </trkseg></trk></gpx>
    """

    @Test func textShowsTitleAndActivityAndNoDash() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", Self.unnamedRun)
            let result = harness.run(["info", input])
            #expect(result.code == 0)
            let lines = result.stdoutText.split(separator: "\n").map(String.init)
            #expect(lines.contains("title     Morning run"))
            #expect(lines.contains("activity  running (run)"))
            #expect(lines.contains("sport     run"))
            #expect(!lines.contains { $0.hasPrefix("name") })
            #expect(!result.stdoutText.contains("–"))
        }
    }

    @Test func jsonHasTheSameTitleAndTheActivity() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", Self.unnamedRun)
            let text = harness.run(["info", input, "--json"]).stdoutText
            #expect(text.contains(#""name": null"#))
            #expect(text.contains(#""title": "Morning run""#))
            #expect(text.contains(#""activity": "running""#))
            #expect(text.contains(#""sport": "run""#))
        }
    }

    @Test func theCardsFallbackTitleNamesTheActivity() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", Self.unnamedRun)
            let result = harness.run(["render", input, "-o", "-"])
            #expect(result.stdoutText.contains(">Morning run</text>"))
            #expect(result.stdoutText.components(separatedBy: "16 May 2026").count == 2)
        }
    }
}
