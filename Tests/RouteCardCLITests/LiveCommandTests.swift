import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RouteCardCLI
import RouteCardTestSupport
import XCTest

/// `routecard live` end to end, through the built binary.
final class LiveCommandTests: XCTestCase {
    let center = ["live", "--center", "37.5665,126.978", "--radius", "50km"]

    func line(_ id: String, _ latitude: Double, _ longitude: Double, status: String = "available") -> String {
        Self.line(id, latitude, longitude, status: status)
    }

    static func line(_ id: String, _ latitude: Double, _ longitude: Double, status: String = "available") -> String {
        #"{"id": "\#(id)", "lat": \#(latitude), "lon": \#(longitude), "status": "\#(status)"}"# + "\n"
    }

    func frame(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    func annotationIDs(_ svg: String) -> [String] {
        svg.components(separatedBy: "<g id=\"annotation-").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func testMalformedLinesAreReportedWithTheirNumberAndSkipped() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("frame.svg")
        let input = line("a", 37.57, 126.98, status: "matched") + "not json\n" + #"{"lat": 37.5, "lon": 127}"# + "\n"
            + #"{"id": "c", "lat": 137.5, "lon": 127}"# + "\n" + line("b", 37.56, 126.97) + "\n" + line("d", 37.55, 126.99)
            + #"{"id": "d", "remove": true}"# + "\n" + line("far", 40.0, 126.98)
        let result = try LiveProcess.run(center + ["-o", output], input: input, in: harness.root)
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertTrue(result.stderr.contains("<stdin>:2:1: error: expected a JSON object ('{'), found 'n' (line skipped)"), result.stderr)
        XCTAssertTrue(result.stderr.contains(#"<stdin>:3: error: missing "id""#), result.stderr)
        XCTAssertTrue(result.stderr.contains("<stdin>:4: error: latitude 137.5 out of range (−90…90)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("3 lines were rejected"), result.stderr)
        let svg = frame(output)
        XCTAssertEqual(annotationIDs(svg), ["a", "b"], "good lines applied; d removed; far (270 km away) dropped")
        XCTAssertTrue(svg.contains(#"data-status="matched""#))
        XCTAssertEqual(harness.outputEntries(), ["frame.svg"], "no temporary file left")
    }

    func testEveryUpdateWritesANumberedFrameAndTheLastIsTheOutput() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("frame.svg"), frames = harness.outputPath("frames")
        let input = line("a", 37.57, 126.98) + line("b", 37.56, 126.97) + line("a", 37.58, 126.98)
        let result = try LiveProcess.run(center + ["-o", output, "--frames", frames, "-q"], input: input, in: harness.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(CommandHarness.entries(of: frames), ["000001.svg", "000002.svg", "000003.svg"])
        XCTAssertEqual(annotationIDs(frame(frames + "/000001.svg")), ["a"])
        XCTAssertEqual(annotationIDs(frame(frames + "/000002.svg")), ["a", "b"])
        XCTAssertEqual(frame(frames + "/000003.svg"), frame(output))
        XCTAssertTrue(frame(output).contains(#"<g id="annotation-a" class="annotation" data-heading="0""#), "a drove north")
    }

    func testPNGFramesAreWrittenBesideTheSVGFrames() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("frame.svg"), png = harness.outputPath("frame.png"), frames = harness.outputPath("frames")
        let input = line("a", 37.57, 126.98) + line("b", 37.56, 126.97)
        let result = try LiveProcess.run(center + ["-o", output, "--png", png, "--frames", frames, "--size", "400x300",
                                                   "--scale", "0.5", "-q"], input: input, in: harness.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(CommandHarness.entries(of: frames), ["000001.png", "000001.svg", "000002.png", "000002.svg"])
        XCTAssertEqual(harness.outputEntries(), ["frame.png", "frame.svg", "frames"], "no temporary file left")
        // PNG header: signature, then IHDR width and height (big-endian) = 400×300 pt at 0.5 px/pt.
        let bytes = try XCTUnwrap(harness.bytes(at: png))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        XCTAssertEqual([be32(16), be32(20)], [200, 150])
        XCTAssertEqual(harness.bytes(at: frames + "/000002.png"), bytes, "the last numbered frame is the current one")
    }

    func testIntervalWritesTheFirstAndLastFrameOfAFastStream() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("frame.svg"), frames = harness.outputPath("frames")
        let input = (0..<300).map { line("car-\($0 % 7)", 37.5 + Double($0) * 0.0001, 126.9) }.joined()
        let result = try LiveProcess.run(center + ["-o", output, "--frames", frames, "--interval", "600000", "-q"], input: input, in: harness.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(CommandHarness.entries(of: frames), ["000001.svg", "000002.svg"])
        XCTAssertEqual(annotationIDs(frame(frames + "/000001.svg")), ["car-0"])
        XCTAssertEqual(annotationIDs(frame(output)).count, 7)
    }

    /// A reader polling the frame while thousands of updates stream in always parses a whole SVG.
    func testAConcurrentReaderNeverSeesATruncatedFrame() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("frame.svg")
        let live = try LiveProcess(center + ["-o", output, "-q"], in: harness.root)
        let writer = Thread {
            for index in 0..<300 {
                live.write(Self.line("car-\(index % 50)", 37.5 + Double(index % 97) * 0.001, 126.9 + Double(index % 89) * 0.001))
            }
            live.closeInput()
        }
        writer.start()
        var reads = 0, distinct = Set<Int>()
        while live.process.isRunning {
            guard let data = FileManager.default.contents(atPath: output) else { continue }
            reads += 1
            distinct.insert(data.hashValue)
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertTrue(text.hasPrefix("<?xml") && text.hasSuffix("</svg>\n"), "truncated frame after \(reads) reads")
            XCTAssertTrue(XMLParser(data: data).parse(), "unparsable frame after \(reads) reads")
            if reads > 5000 { break }
        }
        let result = live.wait()
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertGreaterThan(distinct.count, 1, "the reader saw the frame change")
        XCTAssertEqual(annotationIDs(frame(output)).count, 50)
        XCTAssertEqual(harness.outputEntries(), ["frame.svg"])
    }

    func testSIGTERMAndSIGINTEndWithACompleteFinalFrame() throws {
        for signal in [SIGTERM, SIGINT] {
            let harness = try makeHarness()
            let output = harness.outputPath("frame.svg")
            let live = try LiveProcess(center + ["-o", output, "--interval", "600000"], in: harness.root)
            live.write(line("a", 37.57, 126.98))
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: output) && Date() < deadline { usleep(10_000) }
            XCTAssertEqual(annotationIDs(frame(output)), ["a"], "the first update's frame")
            // Pending until the interval (10 minutes) — only the signal writes them.
            live.write(line("b", 37.56, 126.97) + line("c", 37.55, 126.96))
            usleep(1_000_000)  // time for the process to read them (they sit in the pipe until then)
            kill(live.process.processIdentifier, signal)
            let result = live.wait()
            live.closeInput()
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains(signal == SIGTERM ? "terminated: 3 updates" : "interrupted: 3 updates"), result.stderr)
            XCTAssertEqual(annotationIDs(frame(output)), ["a", "b", "c"])
            XCTAssertTrue(frame(output).hasSuffix("</svg>\n"))
        }
    }

    func testUnwritableOutputIsExitOne() throws {
        let harness = try makeHarness()
        let result = try LiveProcess.run(center + ["-o", harness.outputPath("missing/frame.svg")], input: line("a", 37.57, 126.98),
                                         in: harness.root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("does not exist"), result.stderr)
        // A frames folder that cannot be created (a file is in the way).
        let blocker = try harness.writeInput("blocker", "x")
        let second = try LiveProcess.run(center + ["-o", harness.outputPath("f.svg"), "--frames", blocker + "/frames"],
                                         input: line("a", 37.57, 126.98), in: harness.root)
        XCTAssertEqual(second.status, 1)
        XCTAssertTrue(second.stderr.contains("cannot create the frames folder"), second.stderr)
        XCTAssertEqual(harness.outputEntries(), [])
    }

    func testPaddingThatLeavesNoRoomIsTheSameUsageErrorAsRenders() throws {
        let harness = try makeHarness()
        let room = ["--size", "400x400", "--padding", "250"]
        let render = harness.run(["render", "--example", "-o", harness.outputPath("card.svg")] + room)
        assertFailure(render, code: 64, containing: [
            "routecard: error: padding leaves no room to draw: left + right = 500 pt on a canvas 400 pt wide (--padding, --size or the style's canvas)",
        ], harness: harness)
        let live = harness.run(["live", "--center", "60.17,24.94", "--radius", "5km", "-o", harness.outputPath("frame.svg")] + room)
        assertFailure(live, code: 64, containing: [], harness: harness)
        XCTAssertEqual(live.stderr, render.stderr)
    }

    func testBadOptionsAreUsageErrors() throws {
        let harness = try makeHarness()
        let out = harness.outputPath("f.svg")
        assertFailure(harness.run(["live", "--radius", "5km", "-o", out]), code: 64, containing: ["live needs --center LAT,LON"], harness: harness)
        assertFailure(harness.run(["live", "--center", "91,0", "--radius", "5km", "-o", out]), code: 64,
                      containing: ["bad --center \"91,0\""], harness: harness)
        assertFailure(harness.run(["live", "--center", "1,2", "--radius", "wide", "-o", out]), code: 64,
                      containing: ["bad --radius \"wide\""], harness: harness)
        assertFailure(harness.run(["live", "--center", "1,2", "--radius", "5km", "-o", harness.outputPath("f.png")]), code: 64,
                      containing: ["live writes SVG frames"], harness: harness)
        assertFailure(harness.run(["live", "--center", "1,2", "--radius", "5km", "-o", out, "--png", harness.outputPath("f.txt")]), code: 64,
                      containing: ["use a path ending in .png"], harness: harness)
        assertFailure(harness.run(["live", "--center", "1,2", "--radius", "5km", "-o", out, "--interval", "-5"]), code: 64,
                      containing: ["bad --interval \"-5\""], harness: harness)
        XCTAssertEqual(harness.run(["live", "--help"]).code, 0)
    }

    func testRenderAnimateWritesSMILAndKeepsTheFinalState() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("anim.svg")
        let result = harness.run(["render", "--example", "--animate", "8s", "-o", output, "-q"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let svg = frame(output)
        XCTAssertTrue(svg.contains(#"<animate attributeName="stroke-dasharray""#))
        XCTAssertTrue(svg.contains(#"dur="8s" fill="freeze"/>"#))
        XCTAssertTrue(svg.contains(#"<g id="animation-marker" class="marker moving""#))
        XCTAssertTrue(svg.contains("<animateMotion path=\"M"))
        XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse())
        let clean = try makeHarness()
        assertFailure(clean.run(["render", "--example", "--animate", "forever", "-o", clean.outputPath("x.svg")]), code: 64,
                      containing: ["bad --animate \"forever\""], harness: clean)
    }
}
