import Foundation
@testable import RouteCardEngine
@testable import RouteCardService
import RouteCardTestSupport
import Testing

/// The batch job keys that mirror `render`'s long options beyond the basic ones: `polyline`,
/// `format`, `timezone`, `animate` and `no-attribution` — read into the card, and the card drawn
/// as `render` draws it with the same options.
@Suite struct BatchJobKeyTests {
    /// Google's documented example polyline: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    static let polyline = "_p~iF~ps|U_ulLnnqC_mqNvxq`@"

    /// A two-point track whose first point is at 06:30 UTC, 15:30 in Seoul (UTC+9, no daylight saving).
    static let timedGPX = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><name>Timed</name><trkseg>
    <trkpt lat="60.1700" lon="24.9400"><time>2026-05-16T06:30:00Z</time></trkpt>
    <trkpt lat="60.1710" lon="24.9420"><time>2026-05-16T06:31:00Z</time></trkpt>
    </trkseg></trk>
    </gpx>
    """

    /// The jobs of `lines`, read as if from `/jobs/cards.ndjson` with outputs in `/out`.
    func read(_ lines: String) -> [BatchJob] {
        BatchJobReader(fileName: "cards.ndjson", baseDirectory: "/jobs", outputDirectory: "/out").read(Array(lines.utf8))
    }

    /// The failure message of a job, or `nil` when it is a card.
    func reason(_ job: BatchJob) -> String? {
        if case .failure(let failure) = job.card { failure.reason } else { nil }
    }

    /// The text of `out/NAME`, or `""` when it was not written.
    func text(_ harness: CommandHarness, _ name: String) -> String {
        harness.bytes(at: harness.outputPath(name)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test func everyNewKeyReachesTheCard() throws {
        let jobs = read("""
        {"polyline": "\(Self.polyline)", "format": "polyline6", "timezone": "Asia/Seoul", "animate": "1500ms", "no-attribution": true, "svg": "p.svg"}
        {"input": "runs/a.gpx", "format": "gpx", "animate": 8, "no-attribution": false, "png": "a.png"}
        """)
        try #require(jobs.count == 2)
        let polylineCard = try jobs[0].card.get()
        #expect(polylineCard.polyline == Self.polyline)
        #expect(polylineCard.input == nil, "a polyline card has no input file")
        #expect(polylineCard.format == .polyline6)
        #expect(polylineCard.timeZone == TimeZone(identifier: "Asia/Seoul"))
        #expect(polylineCard.animate == 1.5)
        #expect(polylineCard.noAttribution)
        #expect(polylineCard.outputs.map(\.path) == ["/out/p.svg"])

        let fileCard = try jobs[1].card.get()
        #expect(fileCard.input == "/jobs/runs/a.gpx")
        #expect(fileCard.format == .gpx)
        #expect(fileCard.timeZone == nil)
        #expect(fileCard.animate == 8, "a number is seconds")
        #expect(!fileCard.noAttribution, "false leaves the flag out")
        #expect(fileCard.outputs.map(\.path) == ["/out/a.png"])
    }

    @Test func badValuesOfTheNewKeysAreLocatedErrors() {
        // Columns counted by hand: `{"input": "a.gpx", ` takes 19 columns, so the next key starts
        // at 20 (line 6); the value `"yes"` of line 5 at 38, the array of line 8 at 31.
        let jobs = read("""
        {"input": "a.gpx", "polyline": "\(Self.polyline)"}
        {"svg": "x.svg", "timezone": "UTC"}
        {"input": "a.gpx", "animate": "forever"}
        {"input": "a.gpx", "timezone": "Mars/Base"}
        {"input": "a.gpx", "no-attribution": "yes"}
        {"input": "a.gpx", "timezon": "UTC"}
        {"input": "a.gpx", "format": "shp"}
        {"input": "a.gpx", "animate": [8]}
        """)
        let reasons = jobs.map(reason)
        let expected = [
            "cards.ndjson:1:1: error: give \"input\" or \"polyline\", not both",
            "cards.ndjson:2:1: error: missing key \"input\" (the route file of this card) or \"polyline\"",
            "cards.ndjson:3: error: bad --animate \"forever\"",
            "cards.ndjson:4: error: unknown --timezone \"Mars/Base\"",
            "cards.ndjson:5:38: error: no-attribution: true or false expected, ",
            "cards.ndjson:6:20: error: unknown key \"timezon\" (did you mean \"timezone\"?)",
            "cards.ndjson:7: error: unknown --format \"shp\"",
            "cards.ndjson:8:31: error: animate: a duration such as \"8s\" or a number of seconds expected, ",
        ]
        #expect(reasons.count == expected.count)
        for (reason, fragment) in zip(reasons, expected) {
            #expect(reason?.hasPrefix(fragment) == true, "\(reason ?? "a card") does not start with \(fragment)")
        }
    }

    @Test func aPolylineJobDrawsWhatRenderDrawsWithTheSameFormat() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let jobs = try harness.writeInput("jobs.ndjson", """
        {"polyline": "\(Self.polyline)", "svg": "five.svg"}
        {"polyline": "\(Self.polyline)", "format": "polyline6", "svg": "six.svg"}
        """)
        let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        let five = harness.bytes(at: harness.outputPath("five.svg"))
        let six = harness.bytes(at: harness.outputPath("six.svg"))
        let renderFive = harness.run(["render", "--polyline", Self.polyline, "-o", "-"])
        let renderSix = harness.run(["render", "--polyline", Self.polyline, "--format", "polyline6", "-o", "-"])
        #expect(five != nil && five == renderFive.stdout)
        #expect(six != nil && six == renderSix.stdout)
        // Precision 6 reads the same characters as coordinates ten times smaller: another route.
        #expect(five != six, "the format key must reach the polyline reader")
    }

    @Test func animateAndNoAttributionChangeTheSVGAsInRender() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        try harness.writeInput("loop.gpx", RenderCommandTests.smallGPX)
        // Map data with a credit, drawn by a style without an attribution layer: the default
        // credit is added unless no-attribution is set.
        try harness.writeInput("dot.geojson", """
        {"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [24.941, 60.171]}}
        """)
        try harness.writeInput("dots.json", """
        {"version": 1, "sources": {"m": {"type": "geojson", "data": "dot.geojson", "attribution": "© Dot Data"}},
         "layers": [{"id": "dot", "type": "circle", "source": "m"}, {"id": "route", "type": "route"}]}
        """)
        let jobs = try harness.writeInput("jobs.ndjson", """
        {"input": "loop.gpx", "style": "dots.json", "svg": "credited.svg"}
        {"input": "loop.gpx", "style": "dots.json", "svg": "uncredited.svg", "no-attribution": true}
        {"input": "loop.gpx", "svg": "still.svg"}
        {"input": "loop.gpx", "svg": "animated.svg", "animate": "8s"}
        """)
        let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        #expect(text(harness, "credited.svg").contains("© Dot Data"))
        #expect(text(harness, "uncredited.svg").contains("<g id=\"dot\" class=\"layer circle\">"), "the map is still drawn")
        #expect(!text(harness, "uncredited.svg").contains("Dot Data"))
        #expect(!text(harness, "still.svg").contains("<animate"))
        #expect(text(harness, "animated.svg").contains("dur=\"8s\""))
    }

    @Test func aTimezoneJobShowsLocalTime() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        try harness.writeInput("timed.gpx", Self.timedGPX)
        try harness.writeInput("clock.json", """
        {"version": 1, "layers": [{"id": "route", "type": "route"},
         {"id": "clock", "type": "text", "layout": {"text-field": "at {time}"}}]}
        """)
        let jobs = try harness.writeInput("jobs.ndjson", """
        {"input": "timed.gpx", "style": "clock.json", "svg": "local.svg"}
        {"input": "timed.gpx", "style": "clock.json", "svg": "seoul.svg", "timezone": "Asia/Seoul"}
        """)
        let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "-q"])
        #expect(result.code == 0, "\(result.stderr)")
        // Without a zone, the one where the run starts: Helsinki, UTC+3 in May.
        #expect(text(harness, "local.svg").contains(">at 09:30<"))
        #expect(text(harness, "seoul.svg").contains(">at 15:30<"))
    }
}
