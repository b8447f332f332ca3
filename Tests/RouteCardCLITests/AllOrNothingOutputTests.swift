import Foundation
import RouteCardTestSupport
import Testing

/// Outputs are written all together or not at all, by the built `routecard` binary: a failure of
/// any output, or a signal in the middle, leaves no output and no temporary behind.
@Suite struct AllOrNothingOutputTests {
    /// The built binary, or a failed requirement telling to build it.
    static func binary() throws -> String {
        try #require(Executables.built("routecard"), "build the routecard binary first (swift build)")
    }

    /// Writes the small track into `in/` and returns its path.
    static func input(_ harness: CommandHarness) throws -> String {
        try harness.writeInput("loop.gpx", RenderCommandTests.smallGPX)
    }

    @Test func aFailingSecondOutputLeavesNoFirstOutput() throws {
        try CommandHarness.withHarness { harness in
            // /proc refuses new files: the PNG cannot be written, so the SVG (first) must not be left either.
            let result = try ChildProcess.run(Self.binary(), ["render", Self.input(harness), "--svg", harness.outputPath("a.svg"),
                                                              "--png", "/proc/no-such-folder-here/b.png"])
            #expect(result.code == 1, "\(result.stderr)")
            #expect(result.stderr.contains("cannot write /proc/no-such-folder-here/b.png"), "\(result.stderr)")
            #expect(harness.outputEntries() == [])
        }
    }

    @Test func aFileSizeLimitStopsWithExit153AndNoFiles() throws {
        try CommandHarness.withHarness { harness in
            // ulimit -f counts 1024-byte blocks on Linux's sh (dash): 20 KB is less than the PNG.
            let command = "ulimit -f 20; exec '\(try Self.binary())' render '\(try Self.input(harness))' "
                + "--svg '\(harness.outputPath("a.svg"))' --png '\(harness.outputPath("b.png"))' --size 600x600"
            let result = try ChildProcess.run("/bin/sh", ["-c", command])
            #expect(result.code == 128 + SIGXFSZ, "\(result.code) \(result.stderr)")
            #expect(harness.outputEntries() == [])
        }
    }

    /// Starts `routecard render` with a PNG (staged first) and an SVG into a FIFO nobody opens, so the
    /// run blocks while the PNG's temporary exists; sends `signal` then and checks the exit and the folder.
    func interrupt(with signal: Int32) throws {
        try CommandHarness.withHarness { harness in
            let fifo = harness.outputPath("pipe.svg")
            #expect(mkfifo(fifo, 0o644) == 0)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try Self.binary())
            process.arguments = ["render", try Self.input(harness), "--png", harness.outputPath("big.png"), "--svg", fifo,
                                 "--size", "2000x2000", "--scale", "1"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            var sawTemporary = false
            for _ in 0..<600 where !sawTemporary {
                sawTemporary = harness.outputEntries().contains { $0.hasPrefix(".rc") && $0.hasSuffix(".tmp") }
                if !sawTemporary { usleep(50_000) }
            }
            #expect(sawTemporary, "the PNG's temporary appears while the FIFO waits for a reader")
            kill(process.processIdentifier, signal)
            for _ in 0..<200 where process.isRunning { usleep(50_000) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                Issue.record("routecard did not exit within 10 s of signal \(signal)")
            }
            process.waitUntilExit()
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 128 + signal)
            #expect(harness.outputEntries() == ["pipe.svg"], "only the FIFO the test made is left")
        }
    }

    @Test func sigtermRemovesTemporaries() throws { try interrupt(with: SIGTERM) }
    @Test func sigintRemovesTemporaries() throws { try interrupt(with: SIGINT) }
    @Test func sighupRemovesTemporaries() throws { try interrupt(with: SIGHUP) }

    @Test func aLongLegalOutputNameWorks() throws {
        try CommandHarness.withHarness { harness in
            let name = String(repeating: "a", count: 230) + ".svg"   // 234 bytes: under NAME_MAX (255)
            let result = try ChildProcess.run(Self.binary(), ["render", Self.input(harness), "-o", harness.outputPath(name), "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(harness.outputEntries() == [name])
            let svg = try #require(harness.bytes(at: harness.outputPath(name)))
            #expect(svg.starts(with: Array("<svg".utf8)) || String(decoding: svg.prefix(100), as: UTF8.self).contains("<svg"))
        }
    }

    @Test func twoSpellingsOfOneFileAreAUsageError() throws {
        try CommandHarness.withHarness { harness in
            try FileManager.default.createDirectory(atPath: harness.outputPath("sub"), withIntermediateDirectories: true)
            let result = try ChildProcess.run(Self.binary(), ["render", Self.input(harness), "--svg", harness.outputPath("x.svg"),
                                                              "--pdf", harness.outputPath("sub/../x.svg")])
            #expect(result.code == 64)
            #expect(result.stderr.contains("are one file"), "\(result.stderr)")
            #expect(harness.outputEntries() == ["sub"])
        }
    }
}
