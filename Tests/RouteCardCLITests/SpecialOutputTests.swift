import Foundation
import RouteCardTestSupport
import Testing

/// Outputs go where they should: a device, a FIFO or `/dev/stdout` is written into, never replaced;
/// a link to a file keeps pointing at the new file. Run with the built binary.
@Suite struct SpecialOutputTests {
    @Test func devNullStaysADevice() throws {
        try CommandHarness.withHarness { harness in
            let result = try ChildProcess.run(AllOrNothingOutputTests.binary(),
                                              ["render", AllOrNothingOutputTests.input(harness), "--svg", "/dev/null", "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            var status = stat()
            #expect(stat("/dev/null", &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFCHR, "/dev/null is still a character device")
        }
    }

    @Test func devStdoutAndALinkToItWriteToStandardOutput() throws {
        try CommandHarness.withHarness { harness in
            let link = harness.outputPath("so.png")
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
            for target in ["/dev/stdout", link] {
                let result = try ChildProcess.run(AllOrNothingOutputTests.binary(),
                                                  ["render", AllOrNothingOutputTests.input(harness), "--png", target, "-q"])
                #expect(result.code == 0, "\(result.stderr)")
                #expect(result.stdout.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG reached standard output via \(target)")
            }
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "/dev/stdout", "the link is still a link")
            #expect(harness.outputEntries() == ["so.png"])
        }
    }

    @Test func aFIFOIsWrittenInto() throws {
        try CommandHarness.withHarness { harness in
            let fifo = harness.outputPath("pipe.svg")
            #expect(mkfifo(fifo, 0o644) == 0)
            final class Box: @unchecked Sendable { var bytes: [UInt8] = [] }
            let box = Box()
            let reader = Thread {
                if let handle = FileHandle(forReadingAtPath: fifo) { box.bytes = [UInt8](handle.readDataToEndOfFile()) }
            }
            reader.start()
            let result = try ChildProcess.run(AllOrNothingOutputTests.binary(),
                                              ["render", AllOrNothingOutputTests.input(harness), "--svg", fifo, "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            for _ in 0..<100 where !reader.isFinished { usleep(20_000) }
            let text = String(decoding: box.bytes, as: UTF8.self)
            #expect(text.hasPrefix("<svg") || text.hasPrefix("<?xml"), "the reader got the SVG: \(text.prefix(60))")
            #expect(text.hasSuffix("</svg>\n") || text.hasSuffix("</svg>"))
            var status = stat()
            #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
        }
    }

    @Test func aLinkToAFileKeepsPointingAtTheNewFile() throws {
        try CommandHarness.withHarness { harness in
            let real = harness.outputPath("real.svg"), link = harness.outputPath("latest.svg")
            try Data("old".utf8).write(to: URL(fileURLWithPath: real))
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.svg")
            let result = try ChildProcess.run(AllOrNothingOutputTests.binary(),
                                              ["render", AllOrNothingOutputTests.input(harness), "--svg", link, "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "real.svg")
            let text = String(decoding: harness.bytes(at: real) ?? [], as: UTF8.self)
            #expect(text.contains("</svg>"))
            #expect(harness.outputEntries() == ["latest.svg", "real.svg"])
        }
    }
}
