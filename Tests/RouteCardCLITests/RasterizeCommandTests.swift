import Foundation
import RouteCardRaster
import RouteCardTestSupport
import Testing

/// `routecard rasterize`: any SVG to PNG/PDF, sizes from the document, errors with exit codes
/// and nothing written on failure.
@Suite struct RasterizeCommandTests {
    /// 200×100 units: left half red, right half blue.
    static let halves = """
    <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
    <rect width="100" height="100" fill="#ff0000"/><rect x="100" width="100" height="100" fill="#0000ff"/>
    </svg>
    """

    @Test func drawsPNGAtTheScale() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("halves.svg", Self.halves)
            let output = harness.outputPath("halves.png")
            let result = harness.run(["rasterize", input, "-o", output, "--scale", "1.5"])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stderr.contains("300×150 px"))
            let image = try PixelImage(png: #require(harness.bytes(at: output)))
            #expect(image.size == PixelSize(width: 300, height: 150))
            #expect(image.rgba(x: 10, y: 75) == [255, 0, 0, 255] && image.rgba(x: 290, y: 75) == [0, 0, 255, 255])
        }
    }

    @Test func transparentAndStandardStreams() throws {
        try CommandHarness.withHarness { harness in
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="10" height="10" fill="lime"/></svg>"#
            let result = harness.run(["rasterize", "-", "-o", "-", "--transparent"], stdin: Array(svg.utf8))
            #expect(result.code == 0, "\(result.stderr)")
            let image = try PixelImage(png: result.stdout)
            #expect(image.rgba(x: 5, y: 5) == [0, 255, 0, 255] && image.rgba(x: 15, y: 5)[3] == 0)
        }
    }

    @Test func pdfPageIsTheCanvasInPoints() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("halves.svg", Self.halves)
            let output = harness.outputPath("halves.pdf")
            #expect(harness.run(["rasterize", input, "-o", output]).code == 0)
            let pdf = String(decoding: try #require(harness.bytes(at: output)), as: UTF8.self)
            #expect(pdf.hasPrefix("%PDF-") && pdf.contains("/MediaBox [ 0 0 200 100 ]"))
        }
    }

    @Test func loadsNoFileTheDocumentNames() throws {
        try CommandHarness.withHarness { harness in
            // A PNG beside the SVG, referenced by a relative and an absolute href: neither is drawn.
            let red = try Rasterizer().png(svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>"#.utf8), scale: 1)
            let png = try harness.writeInput("red.png", "")
            try Data(red).write(to: URL(fileURLWithPath: png))
            let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10">
            <image href="red.png" width="10" height="10"/><image xlink:href="file://\(png)" x="10" width="10" height="10"/></svg>
            """
            let input = try harness.writeInput("refs.svg", svg)
            let output = harness.outputPath("refs.png")
            let result = harness.run(["rasterize", input, "-o", output])
            #expect(result.code == 0, "\(result.stderr)")
            let image = try PixelImage(png: #require(harness.bytes(at: output)))
            #expect(image.rgba(x: 5, y: 5) == [255, 255, 255, 255] && image.rgba(x: 15, y: 5) == [255, 255, 255, 255])
        }
    }

    @Test func badInputsFailWithOneMessageAndWriteNothing() throws {
        try CommandHarness.withHarness { harness in
            let broken = try harness.writeInput("broken.svg", "<svg")
            let huge = try harness.writeInput("huge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"/>"#)
            let good = try harness.writeInput("good.svg", Self.halves)
            let cases: [([String], Int32, String)] = [
                (["rasterize", broken, "-o", harness.outputPath("a.png")], 65, "broken.svg: error: cannot read the SVG"),
                (["rasterize", huge, "-o", harness.outputPath("b.png")], 65, "30000×30000 pixels"),
                (["rasterize", harness.outputPath("missing.svg"), "-o", harness.outputPath("c.png")], 1, "does not exist"),
                (["rasterize", good, "-o", harness.outputPath("d.svg")], 64, "must end in .png or .pdf"),
                (["rasterize", good], 64, "no output"),
                (["rasterize", good, "-o", harness.outputPath("e.png"), "--scale", "0"], 64, "bad --scale"),
                (["rasterize", good, "-o", harness.outputPath("f.png"), "--png-compression", "max"], 64, "bad --png-compression"),
                (["rasterize", good, "-o", harness.outputPath("no/such/folder/g.png")], 1, "folder"),
            ]
            for (arguments, code, message) in cases {
                let result = harness.run(arguments)
                #expect(result.code == code, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
                #expect(!result.stderr.contains("\n\n"), "one message: \(result.stderr)")
            }
            #expect(harness.outputEntries().isEmpty, "\(harness.outputEntries())")
        }
    }
}
