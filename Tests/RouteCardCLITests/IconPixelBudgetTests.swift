import Foundation
import RouteCardCLI
import RouteCardRaster
import RouteCardTestSupport
import Testing

/// `render --max-pixels`: the PNG icons a card embeds count against the pixel limit with the PNG
/// itself, each distinct icon once; an icon of an absurd size is refused from its header.
@Suite struct IconPixelBudgetTests {
    /// A 300×300 card at scale 1 (90,000 pixels) with a start icon and a finish icon.
    static func style(start: String, finish: String) -> String {
        """
        {"version": 1, "canvas": {"width": 300, "height": 300, "scale": 1, "padding": 20},
         "layers": [{"id": "route", "type": "route"},
          {"id": "start", "type": "markers", "source": "start", "layout": {"icon-image": "\(start)", "icon-size": 20}},
          {"id": "finish", "type": "markers", "source": "finish", "layout": {"icon-image": "\(finish)", "icon-size": 20}}]}
        """
    }

    /// A real 200×200 PNG (40,000 pixels) in one colour.
    static func icon(_ color: String) throws -> [UInt8] {
        try Rasterizer().png(svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="\#(color)"/></svg>"#.utf8), scale: 1)
    }

    @Test func twoIconsAndThePictureMustFitTogether() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let input = try harness.writeInput("run.gpx", RenderCommandTests.smallGPX)
        try Data(Self.icon("#e00")).write(to: harness.inputDirectory.appendingPathComponent("a.png"))
        try Data(Self.icon("#00e")).write(to: harness.inputDirectory.appendingPathComponent("b.png"))
        let style = try harness.writeInput("style.json", Self.style(start: "a.png", finish: "b.png"))
        let output = harness.outputPath("card.png")
        // 90,000 + 2 × 40,000 = 170,000 pixels.
        let refused = harness.run(["render", input, "--style", style, "--png", output, "--max-pixels", "169999"])
        #expect(refused.code == 65)
        #expect(refused.stderr.contains("the 2 embedded images (the largest: an icon (PNG, 200×200 pixels) in layer \"start\") need 0.08 megapixels "
                                        + "when decoded, with the picture's 0.09 megapixels above the limit of 0.17 megapixels"), "\(refused.stderr)")
        #expect(harness.outputEntries() == [])
        let fits = harness.run(["render", input, "--style", style, "--png", output, "--max-pixels", "170000"])
        #expect(fits.code == 0, "\(fits.stderr)")
        #expect(try PixelImage(png: #require(harness.bytes(at: output))).size == PixelSize(width: 300, height: 300))
        // One icon used twice is decoded once: 90,000 + 40,000.
        let same = try harness.writeInput("same.json", Self.style(start: "a.png", finish: "a.png"))
        #expect(harness.run(["render", input, "--style", same, "--png", output, "--max-pixels", "130000"]).code == 0)
        // Under the default limit (100 megapixels) the card is drawn as before.
        #expect(harness.run(["render", input, "--style", style, "--png", output]).code == 0)
        #expect(harness.run(["render", input, "--png", output, "--max-pixels", "0"]).stderr.contains("bad --max-pixels \"0\""))
    }

    @Test func anAbsurdIconIsRefusedFromItsHeaderAlone() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let input = try harness.writeInput("run.gpx", RenderCommandTests.smallGPX)
        // Only the signature and IHDR of a 20000×20000 PNG (400 megapixels): nothing to decode, so
        // the refusal can only come from the header.
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0x00, 0x00, 0x4E, 0x20, 0x00, 0x00, 0x4E, 0x20, 8, 6, 0, 0, 0]
        try Data(header).write(to: harness.inputDirectory.appendingPathComponent("huge.png"))
        try Data(Self.icon("#00e")).write(to: harness.inputDirectory.appendingPathComponent("b.png"))
        let style = try harness.writeInput("style.json", Self.style(start: "huge.png", finish: "b.png"))
        let result = harness.run(["render", input, "--style", style, "--png", harness.outputPath("card.png")])
        #expect(result.code == 65)
        #expect(result.stderr.contains("layers[1].layout.icon-image: \"huge.png\" is 20000×20000 pixels, more than an icon may have"), "\(result.stderr)")
        #expect(harness.outputEntries() == [])
    }
}
