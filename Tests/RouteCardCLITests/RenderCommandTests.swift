import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RouteCardCLI
import RouteCardTestSupport
import XCTest

/// `routecard render` through the command-line library: exit codes, messages, files written
/// (and not written), standard streams.
final class RenderCommandTests: XCTestCase {
    // MARK: Documents

    /// A valid three-point track named "Loop" (no trailing newline).
    static let smallGPX = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><name>Loop</name><trkseg>
    <trkpt lat="60.1700" lon="24.9400"></trkpt>
    <trkpt lat="60.1710" lon="24.9420"></trkpt>
    <trkpt lat="60.1725" lon="24.9410"></trkpt>
    </trkseg></trk>
    </gpx>
    """

    /// The first lines every hand-written GPX below shares (lines 1–3).
    static let gpxHead = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><trkseg>

    """

    // MARK: Success

    func testExampleWritesAnSVGWithTheRouteLayer() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", "--example", "-o", output])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("wrote \(output)"), result.stderr)
        XCTAssertTrue(result.stdout.isEmpty)
        XCTAssertEqual(harness.outputEntries(), ["card.svg"], "only the card, no temporary file")
        let svg = try XCTUnwrap(harness.bytes(at: output).map { String(decoding: $0, as: UTF8.self) })
        let root = try XCTUnwrap(Self.rootElement(svg), "no <svg …> start tag")
        XCTAssertNotNil(root.range(of: #"\swidth="[0-9.]+""#, options: .regularExpression), root)
        XCTAssertNotNil(root.range(of: #"\sheight="[0-9.]+""#, options: .regularExpression), root)
        XCTAssertNotNil(root.range(of: #"\sviewBox="0 0 [0-9.]+ [0-9.]+""#, options: .regularExpression), root)
        let routeGroup = try XCTUnwrap(svg.range(of: #"<g id="route" class="layer route">"#), "no route layer group")
        let afterGroup = svg[routeGroup.upperBound...]
        let groupEnd = try XCTUnwrap(afterGroup.range(of: "</g>"))
        let routeBody = afterGroup[..<groupEnd.lowerBound]
        // A <use> when another layer draws the same geometry (its path data is then in <defs>).
        XCTAssertTrue(routeBody.contains("<path") || routeBody.contains("<use"), "the route layer has no <path> or <use>")
        XCTAssertTrue(Self.isWellFormed(Array(svg.utf8)), "the SVG does not parse as XML")
    }

    func testSizeOverridesTheCanvas() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("small.svg")
        let result = harness.run(["render", "--example", "--size", "400x300", "-o", output])
        XCTAssertEqual(result.code, 0, result.stderr)
        let svg = String(decoding: try XCTUnwrap(harness.bytes(at: output)), as: UTF8.self)
        let root = try XCTUnwrap(Self.rootElement(svg))
        XCTAssertTrue(root.contains(#" width="400" height="300" viewBox="0 0 400 300""#), root)
    }

    func testTitleIsEscapedAndTheSVGStaysWellFormed() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("title.svg")
        let result = harness.run(["render", "--example", "--title", "Sunday <ride> & co", "-o", output])
        XCTAssertEqual(result.code, 0, result.stderr)
        let bytes = try XCTUnwrap(harness.bytes(at: output))
        let svg = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(svg.contains("Sunday &lt;ride&gt; &amp; co"), "escaped title missing")
        XCTAssertFalse(svg.contains("<ride>"), "the title went out unescaped")
        XCTAssertTrue(Self.isWellFormed(bytes), "XMLParser rejects the SVG")
        XCTAssertTrue(Self.textContent(bytes).contains("Sunday <ride> & co"), "the parsed text does not round-trip")
    }

    func testOutputDashWritesTheSVGToStandardOutput() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("loop.gpx", Self.smallGPX)
        let result = harness.run(["render", input, "-o", "-"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix("<?xml"), String(result.stdoutText.prefix(100)))
        XCTAssertTrue(result.stdoutText.contains(#"<g id="route" class="layer route">"#))
        XCTAssertTrue(result.stdoutText.hasSuffix("</svg>\n"))
        XCTAssertEqual(result.stderr, "", "nothing but the SVG should be printed")
        XCTAssertEqual(harness.outputEntries(), [])
        XCTAssertEqual(harness.inputEntries(), ["loop.gpx"], "nothing written beside the input")
        XCTAssertTrue(Self.isWellFormed(result.stdout))
    }

    func testDashInputReadsStandardInputAndWritesStandardOutput() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "-", "--title", "From stdin"], stdin: Array(Self.smallGPX.utf8))
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix("<?xml"), String(result.stdoutText.prefix(100)))
        XCTAssertTrue(result.stdoutText.contains("From stdin"))
        XCTAssertTrue(result.stdoutText.contains(#"<g id="route" class="layer route">"#))
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(harness.outputEntries(), [])
        XCTAssertEqual(harness.inputEntries(), [])
    }

    func testStandardInputAndAFileGiveTheSameCard() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("loop.gpx", Self.smallGPX)
        let fromFile = harness.run(["render", input, "-o", "-"])
        let fromStdin = harness.run(["render", "-", "-o", "-"], stdin: Array(Self.smallGPX.utf8))
        XCTAssertEqual(fromFile.code, 0, fromFile.stderr)
        XCTAssertEqual(fromStdin.code, 0, fromStdin.stderr)
        XCTAssertFalse(fromFile.stdout.isEmpty)
        XCTAssertEqual(fromFile.stdout, fromStdin.stdout)
    }

    func testRenderingIsDeterministic() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("loop.gpx", Self.smallGPX)
        for (source, name) in [(["--example"], "example"), ([input], "loop")] {
            let first = harness.outputPath("\(name)-1.svg")
            let second = harness.outputPath("\(name)-2.svg")
            XCTAssertEqual(harness.run(["render"] + source + ["-o", first]).code, 0)
            XCTAssertEqual(harness.run(["render"] + source + ["-o", second]).code, 0)
            let a = try XCTUnwrap(harness.bytes(at: first))
            let b = try XCTUnwrap(harness.bytes(at: second))
            XCTAssertFalse(a.isEmpty)
            XCTAssertEqual(a, b, "\(name): two renderings differ")
        }
        XCTAssertEqual(harness.outputEntries(), ["example-1.svg", "example-2.svg", "loop-1.svg", "loop-2.svg"])
    }

    func testRenderingOverAnExistingFileReplacesIt() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("card.svg")
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        let result = harness.run(["render", "--example", "-o", output])
        XCTAssertEqual(result.code, 0, result.stderr)
        let svg = String(decoding: try XCTUnwrap(harness.bytes(at: output)), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertEqual(harness.outputEntries(), ["card.svg"])
    }

    // MARK: Help and version

    func testHelpSpellingAsAnOptionValueIsJustAValue() throws {
        let harness = try makeHarness()
        let out = harness.outputPath("card.svg")
        let result = harness.run(["render", "--example", "--title", "-h", "-o", out])
        XCTAssertEqual(result.code, 0, result.stderr)
        let svg = String(decoding: harness.bytes(at: out) ?? [], as: UTF8.self)
        XCTAssertTrue(svg.contains("<title>-h</title>"))
    }

    func testMissingValueNamesTheOptionAsTyped() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "-o"])
        assertFailure(result, code: 64, containing: ["option -o needs a value"], harness: harness)
    }

    func testHelpAndVersionPrintToStandardOutput() throws {
        let harness = try makeHarness()
        let help = harness.run(["--help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.stdoutText.contains("USAGE"), help.stdoutText)
        XCTAssertTrue(help.stdoutText.contains("routecard render"), help.stdoutText)
        XCTAssertEqual(help.stderr, "")

        let renderHelp = harness.run(["render", "--help"])
        XCTAssertEqual(renderHelp.code, 0)
        for option in ["--example", "--output", "--style", "--size", "--scale", "--padding", "--title"] {
            XCTAssertTrue(renderHelp.stdoutText.contains(option), "render --help lacks \(option)")
        }
        XCTAssertEqual(renderHelp.stderr, "")

        let version = harness.run(["--version"])
        XCTAssertEqual(version.code, 0)
        XCTAssertNotNil(version.stdoutText.range(of: #"^routecard [0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression),
                        version.stdoutText)
        XCTAssertEqual(version.stderr, "")
        XCTAssertEqual(harness.outputEntries(), [])
    }

    // MARK: Usage errors (64)

    func testNoInputSuggestsExampleAndStandardInput() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["--example", "standard input"], harness: harness)
    }

    func testUnknownOptionIsNamed() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "--colour", "red", "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["unknown option --colour"], harness: harness)
    }

    func testOptionWithoutItsValue() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "-o", harness.outputPath("card.svg"), "--style"])
        assertFailure(result, code: 64, containing: ["--style", "needs a value"], harness: harness)
    }

    func testBadSize() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "--size", "800by600", "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["bad --size", "800by600"], harness: harness)
    }

    func testBadPadding() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "--padding", "1,2,3", "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["bad --padding", "1,2,3"], harness: harness)
    }

    func testBadScale() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "--scale", "0", "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["bad --scale", "\"0\""], harness: harness)
    }

    func testUnknownBuiltInStyleListsTheBuiltInNames() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "--style", "neon", "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["neon", "default", "dark", "minimal"], harness: harness)
    }

    func testTwoInputs() throws {
        let harness = try makeHarness()
        let a = try harness.writeInput("a.gpx", Self.smallGPX)
        let b = try harness.writeInput("b.gpx", Self.smallGPX)
        let result = harness.run(["render", a, b, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["expected one INPUT", "got 2"], harness: harness)
    }

    func testInputAndExampleTogether() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("a.gpx", Self.smallGPX)
        let result = harness.run(["render", input, "--example", "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 64, containing: ["INPUT", "--example", "not both"], harness: harness)
    }

    func testOutputExtensionPicksTheFormat() throws {
        let harness = try makeHarness()
        // File signatures: PNG's eight bytes (PNG specification 5.2), PDF's "%PDF-" header, SVG's XML declaration.
        let signatures: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
                                             "pdf": Array("%PDF-".utf8), "svg": Array("<?xml".utf8)]
        for name in ["card.png", "card.pdf", "CARD.PNG", "Card.Pdf", "card.SVG"] {
            let output = harness.outputPath(name)
            let result = harness.run(["render", "--example", "-o", output])
            XCTAssertEqual(result.code, 0, result.stderr)
            let expected = try XCTUnwrap(signatures[String(name.suffix(3)).lowercased()])
            XCTAssertEqual(Array((harness.bytes(at: output) ?? []).prefix(expected.count)), expected, name)
            try FileManager.default.removeItem(atPath: output)
        }
        XCTAssertEqual(harness.outputEntries(), [])
    }

    func testUnknownOutputExtension() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "-o", harness.outputPath("card.txt")])
        assertFailure(result, code: 64, containing: ["cannot tell the output format", "card.txt", ".svg"], harness: harness)
    }

    // MARK: File errors (1)

    func testMissingInputFile() throws {
        let harness = try makeHarness()
        let missing = harness.inputDirectory.appendingPathComponent("missing.gpx").path
        let result = harness.run(["render", missing, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 1, containing: [missing, "does not exist"], harness: harness)
    }

    func testInputThatIsAFolder() throws {
        let harness = try makeHarness()
        let folder = harness.inputDirectory.appendingPathComponent("ride.gpx").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let result = harness.run(["render", folder, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 1, containing: [folder, "is a folder"], harness: harness)
    }

    func testMissingOutputFolder() throws {
        let harness = try makeHarness()
        let missingFolder = harness.root.appendingPathComponent("nonexistent").path
        let output = missingFolder + "/x.svg"
        let result = harness.run(["render", "--example", "-o", output])
        assertFailure(result, code: 1, containing: ["cannot write \(output)", "does not exist"], harness: harness)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missingFolder))
        XCTAssertEqual(CommandHarness.entries(of: harness.root.path), ["in", "out"], "nothing written anywhere")

        let absolute = harness.run(["render", "--example", "-o", "/nonexistent/x.svg"])
        XCTAssertEqual(absolute.code, 1, absolute.stderr)
        XCTAssertTrue(absolute.stderr.contains("/nonexistent"), absolute.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nonexistent/x.svg"))
    }

    func testOutputPathThatIsAFolder() throws {
        let harness = try makeHarness()
        let output = harness.outputPath("card.svg")
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: false)
        let result = harness.run(["render", "--example", "-o", output])
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write \(output)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("is a folder"), result.stderr)
        XCTAssertEqual(harness.outputEntries(), ["card.svg"], "no temporary file beside the folder")
        XCTAssertEqual(CommandHarness.entries(of: output), [], "nothing written into the folder")
    }

    // MARK: Bad input content (65)

    func testTruncatedGPXReportsLineAndColumn() throws {
        let harness = try makeHarness()
        // Line 5 is `  <trkpt lat="60.1710" lo` (25 characters) and the file ends there: column 26.
        let input = try harness.writeInput("truncated.gpx", Self.gpxHead + """
          <trkpt lat="60.1700" lon="24.9400"></trkpt>
          <trkpt lat="60.1710" lo
        """)
        let result = harness.run(["render", input, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 65, containing: ["\(input):5:26: error: ", "attribute name lo"], harness: harness)
    }

    func testMismatchedEndTagReportsLineAndColumn() throws {
        let harness = try makeHarness()
        // Line 4: two spaces, `<trkpt lat="60.1700" lon="24.9400">` (35 characters, columns 3–37), then `</trkseg>` at 38.
        let input = try harness.writeInput("mismatch.gpx", Self.gpxHead + """
          <trkpt lat="60.1700" lon="24.9400"></trkseg>
        </trk>
        </gpx>

        """)
        let result = harness.run(["render", input, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 65, containing: ["\(input):4:38: error: ", "</trkpt>", "</trkseg>"], harness: harness)
    }

    func testLatitudeOutOfRange() throws {
        let harness = try makeHarness()
        // The error points at the start tag: line 4, after four spaces, column 5.
        let input = try harness.writeInput("lat91.gpx", Self.gpxHead + """
            <trkpt lat="91" lon="24.94"></trkpt>
        </trkseg></trk></gpx>

        """)
        let result = harness.run(["render", input, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 65, containing: ["\(input):4:5: error: ", "lat=\"91\"", "out of range"], harness: harness)
    }

    func testNonNumericLatitude() throws {
        let harness = try makeHarness()
        // A good point on line 4; the bad one on line 5 after three spaces, column 4.
        let input = try harness.writeInput("latabc.gpx", Self.gpxHead + """
        <trkpt lat="60.17" lon="24.94"/>
           <trkpt lat="abc" lon="24.95"/>
        </trkseg></trk></gpx>

        """)
        let result = harness.run(["render", input, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 65, containing: ["\(input):5:4: error: ", "lat=\"abc\"", "not a finite number"], harness: harness)
    }

    func testNothingToDraw() throws {
        let harness = try makeHarness()
        let input = try harness.writeInput("empty.gpx", """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
        <metadata><name>Empty</name></metadata>
        <trk><name>No points</name><trkseg></trkseg></trk>
        <rte><name>No route points</name></rte>
        </gpx>

        """)
        let result = harness.run(["render", input, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 65, containing: ["\(input): error: nothing to draw"], harness: harness)

        let fromStdin = harness.run(["render", "-", "-o", harness.outputPath("card.svg")],
                                    stdin: Array("<gpx version=\"1.1\" creator=\"t\"></gpx>".utf8))
        assertFailure(fromStdin, code: 65, containing: ["nothing to draw"], harness: harness)
    }

    func testEmptyStandardInput() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "-", "-o", harness.outputPath("card.svg")], stdin: [])
        assertFailure(result, code: 65, containing: ["<stdin>:1:1: error: "], harness: harness)
    }

    // MARK: Style errors (65)

    func testStyleMistakesAreAllReportedWithLineAndColumn() throws {
        let harness = try makeHarness()
        // Columns, by hand:
        //   line 5 `      "paint": { "line-widht": 4 } },`       the key's quote is at column 18;
        //   line 7 `      "paint": { "line-width": "wide" } },`  the value "wide" starts at column 32;
        //   line 8 `    { "id": "ticks", "type": "sparkles" }`   the value "sparkles" starts at column 30.
        let style = try harness.writeInput("broken.json", """
        {
          "version": 1,
          "layers": [
            { "id": "line", "type": "route",
              "paint": { "line-widht": 4 } },
            { "id": "wide", "type": "route",
              "paint": { "line-width": "wide" } },
            { "id": "ticks", "type": "sparkles" }
          ]
        }

        """)
        let result = harness.run(["render", "--example", "--style", style, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 65, containing: [
            "\(style):5:18: error: layers[0].paint.line-widht: ",
            "unknown key \"line-widht\"",
            "did you mean \"line-width\"",
            "\(style):7:32: error: layers[1].paint.line-width: ",
            "\"wide\" found",
            "\(style):8:30: error: layers[2].type: ",
            "unknown layer type \"sparkles\"",
        ], harness: harness)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 3, "exactly the three problems, one line each: \(result.stderr)")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix(style + ":") }, result.stderr)
    }

    func testMissingStyleFile() throws {
        let harness = try makeHarness()
        let style = harness.inputDirectory.appendingPathComponent("nope.json").path
        let result = harness.run(["render", "--example", "--style", style, "-o", harness.outputPath("card.svg")])
        assertFailure(result, code: 1, containing: [style, "does not exist"], harness: harness)
    }

    // MARK: Helpers

    /// The `<svg …>` start tag of a document.
    static func rootElement(_ svg: String) -> String? {
        guard let start = svg.range(of: "<svg"), let end = svg[start.upperBound...].firstIndex(of: ">") else { return nil }
        return String(svg[start.lowerBound...end])
    }

    /// Whether Foundation's `XMLParser` (libxml2) accepts the document.
    static func isWellFormed(_ bytes: [UInt8]) -> Bool {
        XMLParser(data: Data(bytes)).parse()
    }

    /// The character data of a document, as `XMLParser` decodes it.
    static func textContent(_ bytes: [UInt8]) -> String {
        let collector = TextCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        _ = parser.parse()
        return collector.text
    }

    private final class TextCollector: NSObject, XMLParserDelegate {
        var text = ""
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }
}
