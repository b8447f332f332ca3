import Foundation
import RouteCardCLI
import RouteCardEngine
import RouteCardRaster
import RouteCardTestSupport
import XCTest

/// `routecard batch`: jobs files, relative paths, parallel workers, summaries, failures with line
/// numbers, skipping up-to-date cards, progress display.
final class BatchCommandTests: XCTestCase {
    /// A valid three-point track (the same as `RenderCommandTests.smallGPX`).
    static let gpx = RenderCommandTests.smallGPX

    func testTwoHundredFixtureJobsGiveACorrectSummary() throws {
        let harness = try makeHarness()
        let fixtures = FixtureRenderTests.fixturePaths()
        XCTAssertGreaterThanOrEqual(fixtures.count, 40)
        // 200 jobs cycling through every fixture; the expected failures are the fixtures XMLParser
        // finds nothing drawable in (counted independently of the GPX reader).
        var lines: [String] = []
        var expectedFailures: [Int] = []
        for index in 0..<200 {
            let fixture = fixtures[index % fixtures.count]
            let counts = try XCTUnwrap(FixtureRenderTests.drawableElementCounts(fixture))
            if counts.linePoints + counts.waypoints == 0 { expectedFailures.append(index + 1) }
            lines.append(#"{"input": "\#(fixture)", "svg": "card-\#(index).svg", "png": "card-\#(index).png", "size": "160x120", "scale": 1}"#)
        }
        XCTAssertFalse(expectedFailures.isEmpty, "the fixtures include files with nothing to draw")
        let jobs = try harness.writeInput("jobs.ndjson", lines.joined(separator: "\n") + "\n")
        let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--jobs", "2"])
        XCTAssertEqual(result.code, 1, "some cards fail, so the exit code is 1")
        XCTAssertTrue(result.stderr.contains("200 cards, \(expectedFailures.count) failed in "), result.stderr)
        for line in expectedFailures {
            XCTAssertTrue(result.stderr.contains("  line \(line): "), "failure of line \(line) not listed")
        }
        XCTAssertTrue(result.stderr.contains("nothing to draw"))
        XCTAssertTrue(result.stderr.contains("routecard: error: \(expectedFailures.count) of 200 cards failed"))
        let written = Set(harness.outputEntries())
        for index in 0..<200 {
            let expected = !expectedFailures.contains(index + 1)
            XCTAssertEqual(written.contains("card-\(index).png"), expected, "card-\(index).png")
            XCTAssertEqual(written.contains("card-\(index).svg"), expected, "card-\(index).svg")
        }
        XCTAssertEqual(written.count, 2 * (200 - expectedFailures.count), "no temporary or stray files")
        let png = try PixelImage(png: XCTUnwrap(harness.bytes(at: harness.outputPath("card-0.png"))))
        XCTAssertEqual(png.size, PixelSize(width: 160, height: 120))
        // Plain lines (not a terminal): one per card, numbered.
        XCTAssertTrue(result.stderr.contains("[200/200] line "), String(result.stderr.prefix(300)))

        // A second run skips every card written the first time.
        let again = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--quiet"])
        let done = 200 - expectedFailures.count
        XCTAssertTrue(again.stderr.hasPrefix("200 cards, \(expectedFailures.count) failed, \(done) skipped (up to date) in "),
                      again.stderr)
        XCTAssertFalse(again.stderr.contains("[1/200]"), "--quiet prints no per-card lines")
        let forced = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--quiet", "--force"])
        XCTAssertTrue(forced.stderr.hasPrefix("200 cards, \(expectedFailures.count) failed in "), forced.stderr)
    }

    func testWorkersDoNotChangeTheBytes() throws {
        let harness = try makeHarness()
        let fixtures = FixtureRenderTests.fixturePaths().filter { path in
            FixtureRenderTests.drawableElementCounts(path).map { $0.linePoints + $0.waypoints > 0 } ?? false
        }
        let lines = fixtures.prefix(16).enumerated().map { index, path in
            #"{"input": "\#(path)", "png": "c\#(index).png", "pdf": "c\#(index).pdf", "size": "200x150", "scale": 1.5}"#
        }
        let jobs = try harness.writeInput("jobs.ndjson", lines.joined(separator: "\n"))
        let one = harness.root.appendingPathComponent("one").path
        let four = harness.root.appendingPathComponent("four").path
        XCTAssertEqual(harness.run(["batch", jobs, "--out-dir", one, "--jobs", "1"]).code, 0)
        XCTAssertEqual(harness.run(["batch", jobs, "--out-dir", four, "--jobs", "4"]).code, 0)
        for index in 0..<lines.count {
            let a = harness.bytes(at: one + "/c\(index).png")
            XCTAssertNotNil(a)
            XCTAssertEqual(a, harness.bytes(at: four + "/c\(index).png"), "c\(index).png differs between 1 and 4 workers")
        }
    }

    func testRelativePathsResolveAgainstTheJobsFileAndTheOutputFolder() throws {
        let harness = try makeHarness()
        try FileManager.default.createDirectory(at: harness.inputDirectory.appendingPathComponent("tracks"), withIntermediateDirectories: true)
        try harness.writeInput("tracks/loop.gpx", Self.gpx)
        try harness.writeInput("mine.json", #"{"version": 1, "layers": [{"id": "route", "type": "route"}]}"#)
        let jobs = try harness.writeInput("jobs.ndjson", """
        {"input": "tracks/loop.gpx", "style": "mine.json", "png": "a.png", "size": "100x100", "scale": 1}
        {"input": "tracks/loop.gpx", "output": "b.pdf"}
        {"input": "tracks/loop.gpx", "svg": "\(harness.root.path)/absolute.svg"}

        """)
        let withOutDir = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--allow-outside-out-dir"])
        XCTAssertEqual(withOutDir.code, 0, withOutDir.stderr)
        XCTAssertTrue(withOutDir.stderr.contains("3 cards, 0 failed in "), withOutDir.stderr)
        XCTAssertEqual(harness.outputEntries(), ["a.png", "b.pdf"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: harness.root.path + "/absolute.svg"))

        // Without --out-dir, outputs go beside the jobs file; with no output key, the input's name with .svg.
        let beside = try harness.writeInput("beside.ndjson", #"{"input": "tracks/loop.gpx"}"# + "\n")
        let result = harness.run(["batch", beside])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: harness.inputDirectory.path + "/loop.svg"), result.stderr)
    }

    func testBadLinesFailWithTheirLineNumbersAndTheOthersRun() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("loop.gpx", Self.gpx)
        // Columns by hand: line 2 `{"input": "loop.gpx", "pgn": "x.png"}` — the key "pgn" starts at column 23;
        // line 3 `{"input": "loop.gpx" "svg": "y.svg"}` — the parser stops at the second string, column 22.
        let jobs = try harness.writeInput("jobs.ndjson", """
        {"input": "loop.gpx", "svg": "ok.svg"}
        {"input": "loop.gpx", "pgn": "x.png"}
        {"input": "loop.gpx" "svg": "y.svg"}
        {"svg": "no-input.svg"}
        {"input": "loop.gpx", "svg": "z.svg", "size": "huge"}
        {"input": "missing.gpx", "svg": "m.svg"}
        {"input": "loop.gpx", "svg": "ok.svg"}
        [1, 2]
        {"input": "loop.gpx", "png": "-"}
        {"input": "loop.gpx", "scale": "two", "png": "s.png"}
        {"input": "loop.gpx", "svg": "last.svg"}
        """)
        _ = input
        let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--jobs", "3"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.stderr.contains("11 cards, 9 failed in "), result.stderr)
        let expected = [
            "  line 2: \(jobs):2:23: error: unknown key \"pgn\" (did you mean \"png\"?)",
            "  line 3: \(jobs):3:22: error: ",
            "  line 4: \(jobs):4:1: error: missing key \"input\"",
            "  line 5: \(jobs):5: error: bad --size \"huge\"",
            "  line 6: input file \(harness.inputDirectory.path)/missing.gpx does not exist",
            "  line 7: \(jobs):7: error: \(harness.outputPath("ok.svg")) is also written by line 1",
            "  line 8: \(jobs):8:1: error: a job is a JSON object",
            "  line 9: \(jobs):9: error: outputs of a batch cannot go to standard output",
            "  line 10: \(jobs):10: error: bad --scale \"two\"",
        ]
        for fragment in expected {
            XCTAssertTrue(result.stderr.contains(fragment), "missing \(fragment) in:\n\(result.stderr)")
        }
        XCTAssertEqual(harness.outputEntries(), ["last.svg", "ok.svg"])
    }

    func testAChangedInputOrStyleMakesTheCardStale() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("loop.gpx", Self.gpx)
        let style = try harness.writeInput("s.json", #"{"version": 1, "layers": [{"id": "route", "type": "route"}]}"#)
        let jobs = try harness.writeInput("jobs.ndjson", #"{"input": "loop.gpx", "style": "s.json", "svg": "c.svg"}"#)
        let output = harness.outputPath("c.svg")
        // Sources an hour old, so the first output is certainly newer.
        for path in [input, style] { try Self.setModificationTime(path, secondsAgo: 3600) }
        XCTAssertEqual(harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path]).code, 0)
        try Self.setModificationTime(output, secondsAgo: 1800)
        XCTAssertTrue(harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path]).stderr.contains("1 skipped"))
        // The style changes after the output: rendered again.
        try Self.setModificationTime(style, secondsAgo: 60)
        let restyled = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path])
        XCTAssertTrue(restyled.stderr.contains("[1/1] line 1: wrote \(output)"), restyled.stderr)
        // The input changes after the output: rendered again.
        try Self.setModificationTime(output, secondsAgo: 30)
        try Self.setModificationTime(input, secondsAgo: 10)
        XCTAssertTrue(harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path]).stderr.contains("wrote"))
        // A missing output makes the card stale too.
        try FileManager.default.removeItem(atPath: output)
        XCTAssertTrue(harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path]).stderr.contains("wrote"))
    }

    func testJobsFromStandardInputResolveAgainstTheCurrentFolder() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("loop.gpx", Self.gpx)
        let jobs = #"{"input": "\#(input)", "svg": "from-stdin.svg"}"# + "\n"
        let result = harness.run(["batch", "-", "--out-dir", harness.outputDirectory.path], stdin: Array(jobs.utf8))
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(harness.outputEntries(), ["from-stdin.svg"])
    }

    func testUsageAndFileErrors() throws {
        let harness = try makeHarness()
        assertFailure(harness.run(["batch"]), code: 64, containing: ["no jobs file"], harness: harness)
        let jobs = try harness.writeInput("jobs.ndjson", "\n\n")
        assertFailure(harness.run(["batch", jobs, "--jobs", "0"]), code: 64, containing: ["bad --jobs \"0\""], harness: harness)
        assertFailure(harness.run(["batch", jobs, "--jobz", "2"]), code: 64, containing: ["unknown option --jobz"], harness: harness)
        assertFailure(harness.run(["batch", jobs]), code: 65, containing: ["\(jobs): error: no jobs"], harness: harness)
        let missing = harness.inputDirectory.appendingPathComponent("nope.ndjson").path
        assertFailure(harness.run(["batch", missing]), code: 1, containing: [missing, "does not exist"], harness: harness)
        let help = harness.run(["batch", "--help"])
        XCTAssertEqual(help.code, 0)
        for word in ["--jobs", "--out-dir", "--force", "\"input\"", "line number"] {
            XCTAssertTrue(help.stdoutText.contains(word), "batch --help lacks \(word)")
        }
    }

    func testATerminalGetsAProgressBarInsteadOfLines() throws {
        let harness = try makeHarness()
        try harness.writeInput("loop.gpx", Self.gpx)
        let jobs = try harness.writeInput("jobs.ndjson", (0..<5).map { #"{"input": "loop.gpx", "svg": "c\#($0).svg"}"# }
            .joined(separator: "\n"))
        let lines = LineBox()
        var console = Console(writeOut: { _ in }, writeError: { lines.append("E " + $0) }, readInput: { [] })
        console.progress = { lines.append("P " + $0) }
        let code = RouteCardCommand(console: console).run(["batch", jobs, "--out-dir", harness.outputDirectory.path])
        XCTAssertEqual(code, 0)
        let all = lines.all
        XCTAssertEqual(all.first, "P [........................] 0/5")
        XCTAssertTrue(all.contains { $0.hasPrefix("P [########################] 5/5  ") && $0.contains(" cards/s") }, "\(all)")
        XCTAssertFalse(all.contains { $0.contains("line 1: wrote") }, "no per-card lines on a terminal")
        XCTAssertEqual(all.suffix(2).first, "P ", "the bar is cleared before the summary")
        XCTAssertTrue(all.last?.hasPrefix("E 5 cards, 0 failed in ") ?? false, "\(all)")
    }

    /// Lines collected from any thread.
    private final class LineBox: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    /// Sets a file's modification time to `secondsAgo` before now.
    static func setModificationTime(_ path: String, secondsAgo: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: path)
    }
}
