import Foundation
import RouteCardTestSupport
import Testing

/// Dropped sensor glitches are printed on standard error as located warnings — at most three,
/// then a count — without changing the exit code; `-q` silences them.
@Suite struct InputWarningOutputTests {
    /// A GPX track of `count` points, the first `bad` with a heart rate of `n/a`, one point a line
    /// (point k on line k + 1).
    static func gpx(points count: Int, bad: Int) -> String {
        var lines = [#"<gpx version="1.1"><trk><trkseg>"#]
        for index in 0..<count {
            let hr = index < bad ? "n/a" : "150"
            lines.append(#"<trkpt lat="60.\#(1000 + index)" lon="24.9"><extensions><hr>\#(hr)</hr></extensions></trkpt>"#)
        }
        lines.append("</trkseg></trk></gpx>")
        return lines.joined(separator: "\n")
    }

    /// Column of `<hr>` in a point line: `<trkpt lat="60.1000" lon="24.9">` (32) + `<extensions>` (12).
    static let column = 45

    @Test func renderPrintsTheFirstThreeAndACount() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("hr.gpx", Self.gpx(points: 10, bad: 5))
            let result = harness.run(["render", input, "-o", harness.outputPath("card.svg")])
            #expect(result.code == 0, "\(result.stderr)")
            let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
            #expect(warnings == [
                "\(input):2:\(Self.column): warning: heart rate \"n/a\" is not a number; dropped",
                "\(input):3:\(Self.column): warning: heart rate \"n/a\" is not a number; dropped",
                "\(input):4:\(Self.column): warning: heart rate \"n/a\" is not a number; dropped",
                "\(input): warning: … and 2 more",
            ])
            #expect(harness.outputEntries() == ["card.svg"])
        }
    }

    @Test func quietRenderPrintsNoWarning() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("hr.gpx", Self.gpx(points: 10, bad: 5))
            let result = harness.run(["render", input, "-q", "-o", harness.outputPath("card.svg")])
            #expect(result.code == 0)
            #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
        }
    }

    @Test func infoCountsThousandsOfGlitchesWithoutChangingItsOutput() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("hr.gpx", Self.gpx(points: 1_300, bad: 1_237))
            let result = harness.run(["info", input, "--json"])
            #expect(result.code == 0)
            #expect(result.stderr.hasSuffix("\(input): warning: … and 1,234 more\n"), "\(result.stderr)")
            #expect(result.stdoutText.contains("\"points\": 1300"), "standard output is the JSON alone")
            #expect(!result.stdoutText.contains("warning"))
        }
    }

    @Test func aCleanFileHasNoWarning() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("hr.gpx", Self.gpx(points: 3, bad: 0))
            let result = harness.run(["info", input])
            #expect(result.code == 0)
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
    }
}
