import Foundation
import RouteCardTestSupport
import Testing

/// `batch` outputs stay inside the output folder unless `--allow-outside-out-dir`, and two jobs
/// never write one file, however its path is spelled (`./`, `sub/../`, a linked folder).
@Suite struct BatchOutputPathTests {
    /// Runs `batch` in-process over `lines` (with loop.gpx beside them) into `out/`; extra `options`.
    func batch(_ lines: [String], _ options: [String] = [], harness: CommandHarness) throws -> CommandResult {
        _ = try AllOrNothingOutputTests.input(harness)
        let jobs = try harness.writeInput("jobs.ndjson", lines.joined(separator: "\n") + "\n")
        return harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--jobs", "1"] + options)
    }

    @Test func outputsOutsideTheFolderAreRefused() throws {
        try CommandHarness.withHarness { harness in
            let outside = harness.root.appendingPathComponent("outside").path
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: harness.outputPath("link"), withDestinationPath: outside)
            let result = try batch([#"{"input": "loop.gpx", "svg": "../escape.svg"}"#,
                                    #"{"input": "loop.gpx", "svg": "\#(outside)/absolute.svg"}"#,
                                    #"{"input": "loop.gpx", "svg": "link/through-link.svg"}"#,
                                    #"{"input": "loop.gpx", "svg": "inside.svg"}"#], harness: harness)
            #expect(result.code == 1)
            for (line, name) in [(1, "../escape.svg"), (2, "\(outside)/absolute.svg"), (3, "link/through-link.svg")] {
                #expect(result.stderr.contains("line \(line): \(harness.inputDirectory.path)/jobs.ndjson:\(line): error: \(name) is outside the output folder"),
                        "\(result.stderr)")
            }
            #expect(harness.outputEntries() == ["inside.svg", "link"])
            #expect(CommandHarness.entries(of: outside) == [])
            #expect(!FileManager.default.fileExists(atPath: harness.root.appendingPathComponent("escape.svg").path))

            let allowed = try batch([#"{"input": "loop.gpx", "svg": "../escape.svg"}"#], ["--allow-outside-out-dir"], harness: harness)
            #expect(allowed.code == 0, "\(allowed.stderr)")
            #expect(FileManager.default.fileExists(atPath: harness.root.appendingPathComponent("escape.svg").path))
        }
    }

    @Test func twoJobsWritingOneFileAreRefusedWhateverTheSpelling() throws {
        try CommandHarness.withHarness { harness in
            try FileManager.default.createDirectory(atPath: harness.outputPath("sub/real"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: harness.outputPath("alias"), withDestinationPath: "sub/real")
            let result = try batch([#"{"input": "loop.gpx", "svg": "same.svg"}"#,
                                    #"{"input": "loop.gpx", "svg": "./same.svg"}"#,
                                    #"{"input": "loop.gpx", "svg": "sub/../same.svg"}"#,
                                    #"{"input": "loop.gpx", "svg": "sub/real/x.svg"}"#,
                                    #"{"input": "loop.gpx", "svg": "alias/x.svg"}"#], harness: harness)
            #expect(result.code == 1)
            #expect(result.stderr.contains("5 cards, 3 failed"), "\(result.stderr)")
            let failures = result.stderr.split(separator: "\n").filter { $0.hasPrefix("  line ") }
            #expect(failures.count == 3)
            for line in [2, 3] {
                #expect(failures.contains { $0.hasPrefix("  line \(line): ") && $0.hasSuffix("same.svg is also written by line 1") }, "\(result.stderr)")
            }
            #expect(result.stderr.contains("alias/x.svg is also written by line 4"), "\(result.stderr)")
            #expect(harness.outputEntries() == ["alias", "same.svg", "sub"])
            #expect(CommandHarness.entries(of: harness.outputPath("sub/real")) == ["x.svg"])
        }
    }
}
