import Foundation
import RouteCardRaster
import Testing

/// The raster images an SVG embeds count against the pixel limit with the output, from their
/// headers, before librsvg decodes any of them.
@Suite struct EmbeddedImageBudgetTests {
    /// The first bytes of a PNG as the format defines them: the signature, then an `IHDR` chunk
    /// whose data starts with the width and height (big-endian). No pixel data follows.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// A real PNG of `width`×`height` pixels in one colour, drawn by librsvg.
    static func png(width: Int, height: Int, color: String) throws -> [UInt8] {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)"><rect width="\#(width)" height="\#(height)" fill="\#(color)"/></svg>"#
        return try Rasterizer().png(svg: Array(svg.utf8), scale: 1)
    }

    /// A `width`×`height` SVG drawing each image (bytes, media type, class) in a layer group `g`.
    static func svg(width: Int = 300, height: Int = 300, _ images: [([UInt8], String, String)]) -> [UInt8] {
        let elements = images.enumerated().map { index, image in
            #"<image class="\#(image.2)" x="\#(index * 10)" y="0" width="10" height="10" xlink:href="data:\#(image.1);base64,\#(Data(image.0).base64EncodedString())"/>"#
        }
        return Array(("""
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(width)" height="\(height)">
        <g id="ends" class="layer markers">\(elements.joined())</g>
        </svg>
        """).utf8)
    }

    @Test func sizesAreReadFromEachFormatsHeader() {
        func size(_ bytes: [UInt8], _ type: String = "image/png") -> [String] {
            Rasterizer().embeddedImages(svg: Self.svg([(bytes, type, "icon")])).map { "\($0.format) \($0.size)" }
        }
        #expect(size(Self.pngHeader(width: 20_000, height: 300)) == ["PNG 20000×300"])
        // GIF: "GIF89a", then the logical screen's width and height, little-endian.
        #expect(size(Array("GIF89a".utf8) + [0x40, 0x01, 0xC8, 0x00, 0, 0, 0], "image/gif") == ["GIF 320×200"])
        // BMP: "BM", the file header, then BITMAPINFOHEADER with its width and height (Int32 LE; negative = top-down).
        let bmp = Array("BM".utf8) + [UInt8](repeating: 0, count: 12) + [40, 0, 0, 0] + [0x00, 0x04, 0, 0] + [0x00, 0xFD, 0xFF, 0xFF] + [1, 0, 32, 0]
        #expect(size(bmp, "image/bmp") == ["BMP 1024×768"])
        // WebP: RIFF….WEBP and a VP8X chunk (canvas width − 1 and height − 1, 24 bits each),
        // a VP8L chunk (14 bits each, minus one), or a lossy VP8 chunk (14 bits each after the start code).
        func riff(_ chunk: String, _ data: [UInt8]) -> [UInt8] { Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [0, 0, 0, 0] + data }
        #expect(size(riff("VP8X", [0, 0, 0, 0] + [0x3F, 0x9C, 0x00] + [0x1F, 0x4E, 0x00]), "image/webp") == ["WebP 40000×20000"])
        let vp8l: UInt32 = (99 & 0x3FFF) | (49 << 14)
        #expect(size(riff("VP8L", [0x2F, UInt8(vp8l & 0xFF), UInt8(vp8l >> 8 & 0xFF), UInt8(vp8l >> 16 & 0xFF), UInt8(vp8l >> 24), 0, 0, 0, 0]), "image/webp")
                == ["WebP 100×50"])
        #expect(size(riff("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 0x00, 0x02, 0x00, 0x01, 0, 0]), "image/webp") == ["WebP 512×256"])
        // JPEG: SOI, an APP0 segment to skip, then SOF0 (precision, height, width, big-endian).
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 1, 2, 3, 4, 0xFF, 0xC0, 0x00, 0x11, 8, 0x03, 0x00, 0x04, 0x00, 3]
        #expect(size(jpeg, "image/jpeg") == ["JPEG 1024×768"])
        // Whatever the media type says, the bytes decide; bytes of no known format are not counted.
        #expect(size(Self.pngHeader(width: 7, height: 9), "image/jpeg") == ["PNG 7×9"])
        #expect(size(Array("hello, world".utf8)).isEmpty)
    }

    @Test func eachDistinctImageCountsOnceAndNestedSVGImagesCount() throws {
        let a = Self.pngHeader(width: 100, height: 100), b = Self.pngHeader(width: 200, height: 50)
        let images = Rasterizer().embeddedImages(svg: Self.svg([(a, "image/png", "icon"), (b, "image/png", "tile"), (a, "image/png", "icon")]))
        #expect(images.map(\.description) == ["an icon (PNG, 100×100 pixels) in layer \"ends\"", "a tile (PNG, 200×50 pixels) in layer \"ends\""])
        // An SVG icon that embeds a PNG (base64 inside base64): librsvg decodes the inner PNG too.
        let inner = Self.svg(width: 10, height: 10, [(Self.pngHeader(width: 5000, height: 5000), "image/png", "inside")])
        let nested = Rasterizer().embeddedImages(svg: Self.svg([(inner, "image/svg+xml", "icon")]))
        #expect(nested.map(\.description) == ["an image of class \"inside\" (PNG, 5000×5000 pixels) in layer \"ends\""])
    }

    @Test func anAbsurdIconIsRefusedFromItsHeaderOnASmallCard() {
        // 20000×20000 is 400 megapixels: the 300×300 picture would fit, the icon's pixels would not.
        // Only its 33-byte header exists: had librsvg been asked to decode it, it would fail on the
        // missing data instead, so this error proves the header alone was read.
        let svg = Self.svg([(Self.pngHeader(width: 20_000, height: 20_000), "image/png", "icon")])
        #expect(throws: RasterError.imagesTooLarge(largest: EmbeddedImage(size: PixelSize(width: 20_000, height: 20_000), format: "PNG",
                                                                           elementClass: "icon", layer: "ends"),
                                                    count: 1, imagePixels: 400_000_000, outputPixels: 90_000, maxPixels: 100_000_000)) {
            try Rasterizer().png(svg: svg, scale: 1)
        }
        var message = ""
        do { _ = try Rasterizer().png(svg: svg, scale: 1) } catch { message = error.description }
        #expect(message == "the embedded image, an icon (PNG, 20000×20000 pixels) in layer \"ends\", needs 400 megapixels when decoded, "
                + "with the picture's 0.09 megapixels above the limit of 100 megapixels; use smaller images or a higher pixel limit")
        // A side over cairo's 32767 is refused even under a limit that would hold its pixels.
        let tall = Self.svg([(Self.pngHeader(width: 1, height: 40_000), "image/png", "icon")])
        #expect(throws: RasterError.self) { try Rasterizer().pdf(svg: tall) }
    }

    @Test func iconsTogetherCountAgainstTheLimitWithThePicture() throws {
        // Three distinct 200×200 icons (40,000 pixels each) on a 300×300 card (90,000): 210,000 pixels in all.
        let icons = try ["#f00", "#0f0", "#00f"].map { try Self.png(width: 200, height: 200, color: $0) }
        let svg = Self.svg(icons.map { ($0, "image/png", "icon") })
        let drawn = try PixelImage(png: Rasterizer(maxPixels: 210_000).png(svg: svg, scale: 1))
        #expect(drawn.size == PixelSize(width: 300, height: 300))
        #expect(drawn.rgba(x: 5, y: 5) == [255, 0, 0, 255])
        #expect(drawn.rgba(x: 15, y: 5) == [0, 255, 0, 255])
        do {
            _ = try Rasterizer(maxPixels: 209_999).png(svg: svg, scale: 1)
            Issue.record("209,999 pixels should not hold 210,000")
        } catch {
            guard case .imagesTooLarge(_, let count, let imagePixels, let outputPixels, let maxPixels) = error else {
                Issue.record("\(error)")
                return
            }
            #expect([count, imagePixels, outputPixels, maxPixels] == [3, 120_000, 90_000, 209_999] as [Int])
        }
        // The same icon three times is decoded once: 40,000 + 90,000.
        let same = Self.svg(Array(repeating: (icons[0], "image/png", "icon"), count: 3))
        #expect(try PixelImage(png: Rasterizer(maxPixels: 130_000).png(svg: same, scale: 1)).size == PixelSize(width: 300, height: 300))
        // A PDF has no output pixels; its images still count.
        #expect(throws: RasterError.self) { try Rasterizer(maxPixels: 119_999).pdf(svg: svg) }
        #expect(try Rasterizer(maxPixels: 120_000).pdf(svg: svg).starts(with: Array("%PDF".utf8)))
    }
}
