import Foundation
import RouteCardCLI
import RouteCardRaster
import RouteCardTestSupport
import XCTest

/// `routecard render` with PNG and PDF outputs: formats, standard output, sizes, limits, atomicity.
final class RasterOutputTests: XCTestCase {
    func testThreeOutputsInOneRun() throws {
        let harness = try makeHarness()
        let (svg, png, pdf) = (harness.outputPath("c.svg"), harness.outputPath("c.png"), harness.outputPath("c.pdf"))
        let result = harness.run(["render", "--example", "-o", svg, "--png", png, "--pdf", pdf, "--size", "400x300", "--scale", "2"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(harness.outputEntries(), ["c.pdf", "c.png", "c.svg"], "exactly the three files, no temporary file")
        XCTAssertTrue(result.stderr.contains("wrote \(png) ("), result.stderr)
        XCTAssertTrue(result.stderr.contains("800×600 px)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("wrote \(pdf) ("), result.stderr)
        let image = try PixelImage(png: XCTUnwrap(harness.bytes(at: png)))
        XCTAssertEqual(image.size, PixelSize(width: 800, height: 600), "--size 400x300 at --scale 2")
        let pdfText = String(decoding: try XCTUnwrap(harness.bytes(at: pdf)), as: UTF8.self)
        XCTAssertNotNil(pdfText.range(of: #"/MediaBox\s*\[\s*0\s+0\s+400\s+300\s*\]"#, options: .regularExpression),
                        "the PDF page is the canvas in points")
        // The PNG is the SVG written beside it, rasterized: the same as rasterizing that file's bytes.
        let fromFile = try PixelImage(png: Rasterizer().png(svg: XCTUnwrap(harness.bytes(at: svg)), scale: 2))
        XCTAssertEqual(PixelComparison(expected: fromFile, actual: image, tolerance: 0).differingPixels, 0)
    }

    func testFractionalScaleRoundsEachSide() throws {
        let harness = try makeHarness()
        let png = harness.outputPath("c.png")
        let result = harness.run(["render", "--example", "--png", png, "--size", "401x301", "--scale", "1.5"])
        XCTAssertEqual(result.code, 0, result.stderr)
        // 401 × 1.5 = 601.5 → 602 and 301 × 1.5 = 451.5 → 452 (halves round up).
        XCTAssertEqual(try PixelImage(png: XCTUnwrap(harness.bytes(at: png))).size, PixelSize(width: 602, height: 452))
    }

    func testPNGToStandardOutput() throws {
        let harness = try makeHarness()
        let result = harness.run(["render", "--example", "--png", "-", "--size", "200x100", "--scale", "1"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try PixelImage(png: result.stdout).size, PixelSize(width: 200, height: 100))
        XCTAssertEqual(harness.outputEntries(), [])
        XCTAssertEqual(harness.inputEntries(), [])
    }

    func testPNGToStandardOutputBesideAFile() throws {
        let harness = try makeHarness()
        let pdf = harness.outputPath("c.pdf")
        let result = harness.run(["render", "--example", "--png", "-", "--pdf", pdf, "--size", "200x100", "--scale", "1"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(try PixelImage(png: result.stdout).size, PixelSize(width: 200, height: 100))
        XCTAssertEqual(harness.outputEntries(), ["c.pdf"])
    }

    func testTwoOutputsToStandardOutputIsAUsageError() throws {
        let harness = try makeHarness()
        for arguments in [["--png", "-", "-o", "-"], ["--png", "-", "--pdf", "-"], ["--svg", "-", "--pdf", "-", "--png", harness.outputPath("a.png")]] {
            let result = harness.run(["render", "--example"] + arguments)
            assertFailure(result, code: 64, containing: ["two outputs to standard output", "only one output can be -"], harness: harness)
        }
    }

    func testTheSamePathTwiceIsAUsageError() throws {
        let harness = try makeHarness()
        let path = harness.outputPath("c.png")
        let result = harness.run(["render", "--example", "-o", path, "--png", path])
        assertFailure(result, code: 64, containing: [path, "two outputs"], harness: harness)
    }

    func testPixelLimitIsBadData() throws {
        let harness = try makeHarness()
        // 20000 × 20000 pt at scale 1 is 400 megapixels, four times the limit; nothing is written,
        // not even the SVG asked for in the same run.
        let result = harness.run(["render", "--example", "--size", "20000x20000", "--scale", "1",
                                  "--png", harness.outputPath("big.png"), "-o", harness.outputPath("big.svg")])
        assertFailure(result, code: 65, containing: ["20000×20000 pixels", "400 megapixels", "limit of 100 megapixels"],
                      harness: harness)
        // 10000 × 10000 px is exactly the limit and would be allowed: checked through the rasterizer's own rule.
        XCTAssertNoThrow(try Rasterizer().checkLimits(PixelSize(width: 10_000, height: 10_000)))
        XCTAssertThrowsError(try Rasterizer().checkLimits(PixelSize(width: 10_000, height: 10_001)))
    }

    func testPDFIgnoresThePixelLimit() throws {
        let harness = try makeHarness()
        let pdf = harness.outputPath("poster.pdf")
        let result = harness.run(["render", "--example", "--size", "12000x12000", "--scale", "10", "--pdf", pdf])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(harness.outputEntries(), ["poster.pdf"])
    }

    func testUnwritablePNGLeavesNothing() throws {
        let harness = try makeHarness()
        let output = harness.root.appendingPathComponent("missing/c.png").path
        let result = harness.run(["render", "--example", "--png", output])
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot write \(output)"), result.stderr)
        XCTAssertEqual(CommandHarness.entries(of: harness.root.path), ["in", "out"])
    }

    func testTransparentStyleKeepsUncoveredPixelsClear() throws {
        let harness = try makeHarness()
        let style = try harness.writeInput("clear.json", """
        { "version": 1, "canvas": { "width": 200, "height": 200, "scale": 1, "transparent": true },
          "layers": [ { "id": "route", "type": "route", "paint": { "line-color": "#ff0000", "line-width": 4 } } ] }
        """)
        let png = harness.outputPath("clear.png")
        let result = harness.run(["render", "--example", "--style", style, "--png", png])
        XCTAssertEqual(result.code, 0, result.stderr)
        let image = try PixelImage(png: XCTUnwrap(harness.bytes(at: png)))
        XCTAssertEqual(image.rgba(x: 0, y: 0)[3], 0, "no background layer and transparent: the corner is clear")
        let opaqueCount = stride(from: 0, to: image.rgba.count, by: 4).filter { image.rgba[$0 + 3] == 255 }.count
        XCTAssertGreaterThan(opaqueCount, 100, "the route is drawn")

        // Without `transparent`, the same style gets a white page under it.
        let opaqueStyle = try harness.writeInput("white.json", """
        { "version": 1, "canvas": { "width": 200, "height": 200, "scale": 1 },
          "layers": [ { "id": "route", "type": "route", "paint": { "line-color": "#ff0000", "line-width": 4 } } ] }
        """)
        let white = harness.outputPath("white.png")
        XCTAssertEqual(harness.run(["render", "--example", "--style", opaqueStyle, "--png", white]).code, 0)
        XCTAssertEqual(try PixelImage(png: XCTUnwrap(harness.bytes(at: white))).rgba(x: 0, y: 0), [255, 255, 255, 255])
    }

    func testAnImageIconFromTheStyleFolderIsDrawnThroughItsDataURI() throws {
        let harness = try makeHarness()
        // An 8×8 blue PNG beside the style; the writer embeds it as a data: URI, librsvg draws it.
        let icon = try PixelImage(width: 8, height: 8, filledWith: [0, 0, 255, 255]).pngBytes()
        try Data(icon).write(to: harness.inputDirectory.appendingPathComponent("icon.png"))
        let style = try harness.writeInput("icon.json", """
        { "version": 1, "canvas": { "width": 100, "height": 100, "scale": 1 },
          "layers": [ { "id": "m", "type": "markers", "source": "waypoints",
                        "layout": { "icon-image": "icon.png", "icon-size": 40, "icon-anchor": "center" },
                        "paint": { "icon-shadow": false, "icon-halo-width": 0 } } ] }
        """)
        let gpx = try harness.writeInput("one.gpx", #"<gpx version="1.1" creator="t"><wpt lat="60.17" lon="24.94"/></gpx>"#)
        let svg = harness.outputPath("icon.svg"), png = harness.outputPath("icon.png")
        let result = harness.run(["render", gpx, "--style", style, "-o", svg, "--png", png])
        XCTAssertEqual(result.code, 0, result.stderr)
        let text = String(decoding: try XCTUnwrap(harness.bytes(at: svg)), as: UTF8.self)
        XCTAssertTrue(text.contains("data:image/png;base64,"), "the icon is embedded")
        XCTAssertFalse(text.contains("icon.png"), "the SVG never names the file")
        // A lone waypoint is centred: the 40 pt icon covers the middle of the 100×100 card.
        let image = try PixelImage(png: XCTUnwrap(harness.bytes(at: png)))
        XCTAssertEqual(image.rgba(x: 50, y: 50), [0, 0, 255, 255])
        XCTAssertEqual(image.rgba(x: 5, y: 5), [255, 255, 255, 255])
    }

    func testRenderHelpNamesTheRasterOptions() throws {
        let harness = try makeHarness()
        let help = harness.run(["render", "--help"]).stdoutText
        for option in ["--png", "--pdf", "--svg", ".png", "100 megapixels"] {
            XCTAssertTrue(help.contains(option), "render --help lacks \(option)")
        }
    }
}
