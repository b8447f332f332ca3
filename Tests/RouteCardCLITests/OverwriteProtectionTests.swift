import Foundation
import RouteCardTestSupport
import Testing

/// No output replaces a file the card reads (issue 29 item 12): the input, the style, a tile archive, the
/// jobs file — by any name (a symbolic or a hard link) — and the file is left as it was.
@Suite struct OverwriteProtectionTests {
    static let route = TestPaths.fixture("tiles/monaco-run.gpx")

    @Test func renderRefusesToReplaceItsInputStyleOrTiles() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("run.gpx", try String(contentsOfFile: Self.route, encoding: .utf8))
            let before = harness.bytes(at: input)
            let style = try harness.writeInput("mine.json", #"{"layers": [{"id": "r", "type": "route"}]}"#)
            let hard = harness.inputDirectory.appendingPathComponent("hard.svg").path
            try FileManager.default.linkItem(atPath: input, toPath: hard)
            let soft = harness.inputDirectory.appendingPathComponent("soft.svg").path
            try FileManager.default.createSymbolicLink(atPath: soft, withDestinationPath: input)
            for (arguments, what) in [(["render", input, "--svg", input], "the input"),
                                      (["render", input, "-o", hard], "the input"),
                                      (["render", input, "--svg", harness.outputPath("ok.svg"), "--png", soft], "the input"),
                                      (["render", input, "--style", style, "--svg", style], "the style")] {
                let result = harness.run(arguments)
                #expect(result.code == 64, "\(arguments)")
                #expect(result.stderr.contains("it is \(what)"), "\(result.stderr)")
            }
            #expect(harness.bytes(at: input) == before, "the input is untouched")
            #expect(!FileManager.default.fileExists(atPath: harness.outputPath("ok.svg")), "nothing half-written")
            let tiles = harness.inputDirectory.appendingPathComponent("copy.pmtiles").path
            try FileManager.default.copyItem(atPath: TestPaths.fixture("tiles/monaco.pmtiles"), toPath: tiles)
            let overTiles = harness.run(["render", input, "--style", "streets", "--tiles", tiles, "--png", tiles])
            #expect(overTiles.code == 64 && overTiles.stderr.contains("a tile archive"))
        }
    }

    @Test func aBatchCardCannotReplaceTheJobsFileOrItsInput() throws {
        try CommandHarness.withHarness { harness in
            _ = try harness.writeInput("run.gpx", try String(contentsOfFile: Self.route, encoding: .utf8))
            let jobs = try harness.writeInput("jobs.ndjson", """
                {"input": "run.gpx", "svg": "jobs.ndjson"}
                {"input": "run.gpx", "svg": "run.gpx"}
                {"input": "run.gpx", "svg": "fine.svg"}
                """)
            let before = harness.bytes(at: jobs)
            let result = harness.run(["batch", jobs, "--jobs", "1"])
            #expect(result.code != 0)
            let messages = result.stderr + String(decoding: result.stdout, as: UTF8.self)
            #expect(messages.contains("it is the jobs file") && messages.contains("it is the input"), "\(messages)")
            #expect(harness.bytes(at: jobs) == before)
            #expect(FileManager.default.fileExists(atPath: harness.inputDirectory.appendingPathComponent("fine.svg").path))
        }
    }
}
