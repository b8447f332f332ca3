import Foundation
import RouteCardTestSupport
import Testing

/// Inputs that would block: a FIFO given as `--tiles` is refused from its file type, never opened (issue 29 item 5).
/// Run with the built binary; a guard thread opens the FIFO's other end after 20 s, so a regression fails
/// the test instead of hanging it.
@Suite struct SpecialInputTests {
    @Test func aFIFOAsTilesIsRefusedWithoutBlocking() throws {
        try CommandHarness.withHarness { harness in
            let fifo = harness.inputDirectory.appendingPathComponent("tiles.pmtiles").path
            #expect(mkfifo(fifo, 0o644) == 0)
            let finished = Locked(false), guardFired = Locked(false)
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(20)
                while Date() < deadline && !finished.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.05) }
                guard !finished.withLock({ $0 }) else { return }
                guardFired.withLock { $0 = true }
                let writer = open(fifo, O_WRONLY | O_NONBLOCK)
                if writer >= 0 { close(writer) }
            }
            let result = try ChildProcess.run(AllOrNothingOutputTests.binary(),
                                              ["render", AllOrNothingOutputTests.input(harness), "--style", "streets", "--tiles", fifo,
                                               "-o", harness.outputPath("card.svg")])
            finished.withLock { $0 = true }
            #expect(!guardFired.withLock({ $0 }), "render blocked on the FIFO")
            #expect(result.code == 65)
            #expect(result.stderr.contains("not a regular file"), "\(result.stderr)")
            #expect(harness.outputEntries().isEmpty)
        }
    }

    /// `batch -` refuses an endless NUL stream from its first bytes, as render does (issue 29 item 10):
    /// it read the whole stream (1 GiB) first. The child reads /dev/zero; it is killed after 20 s.
    @Test func batchRefusesBinaryStandardInputAtOnce() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try AllOrNothingOutputTests.binary())
        process.arguments = ["batch", "-"]
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let killed = process.isRunning
        if killed { process.terminate() }
        process.waitUntilExit()
        #expect(!killed, "batch - kept reading /dev/zero")
        #expect(process.terminationStatus == 65)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("<stdin>: error: binary data (a NUL byte) where JSON lines (a jobs file) was expected"), "\(message)")
    }
}
