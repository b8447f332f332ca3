import Foundation
import RouteCard
import RouteCardRaster
import XCTest

/// `Rasterizer`: sizes, scale, background, PDF pages, limits, errors, and what librsvg may load.
final class RasterizerTests: XCTestCase {
    /// A 400×300 card: a red 100×50 rectangle at (40, 30), nothing else.
    static let redRectangleSVG = Array("""
    <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
    <rect x="40" y="30" width="100" height="50" fill="#ff0000"/>
    </svg>
    """.utf8)

    func testScaleMultipliesPixelsNotLayout() throws {
        for (scale, width, height) in [(1.0, 400, 300), (2.0, 800, 600), (3.0, 1200, 900), (1.5, 600, 450), (0.5, 200, 150)] {
            let image = try PixelImage(png: Rasterizer().png(svg: Self.redRectangleSVG, scale: scale))
            XCTAssertEqual(image.size, PixelSize(width: width, height: height), "scale \(scale)")
            // The rectangle covers x 40…140, y 30…80 points: sample its centre and just outside its corners.
            XCTAssertEqual(image.rgba(x: Int(90 * scale), y: Int(55 * scale)), [255, 0, 0, 255], "scale \(scale): inside")
            XCTAssertEqual(image.rgba(x: Int(39 * scale), y: Int(55 * scale)), [255, 255, 255, 255], "scale \(scale): left of it")
            XCTAssertEqual(image.rgba(x: Int(141 * scale), y: Int(55 * scale)), [255, 255, 255, 255], "scale \(scale): right of it")
            XCTAssertEqual(image.rgba(x: Int(90 * scale), y: Int(29 * scale)), [255, 255, 255, 255], "scale \(scale): above it")
            XCTAssertEqual(image.rgba(x: Int(90 * scale), y: Int(81 * scale)), [255, 255, 255, 255], "scale \(scale): below it")
            // The rectangle's edges land on whole pixels at every scale here, so they are sharp.
            XCTAssertEqual(image.rgba(x: Int(40 * scale), y: Int(30 * scale)), [255, 0, 0, 255], "scale \(scale): top-left pixel")
            XCTAssertEqual(image.rgba(x: Int(140 * scale) - 1, y: Int(80 * scale) - 1), [255, 0, 0, 255], "scale \(scale): bottom-right")
        }
    }

    func testPixelSizeRoundsEachSide() throws {
        XCTAssertEqual(PixelSize(canvasWidth: 333, canvasHeight: 101, scale: 1.5), PixelSize(width: 500, height: 152))  // 499.5, 151.5
        XCTAssertEqual(PixelSize(canvasWidth: 1, canvasHeight: 1, scale: 0.1), PixelSize(width: 1, height: 1))
        XCTAssertNil(PixelSize(canvasWidth: 100, canvasHeight: 100, scale: .infinity))
        XCTAssertEqual(try Rasterizer().pixelSize(svg: Self.redRectangleSVG, scale: 2.5), PixelSize(width: 1000, height: 750))
    }

    func testTransparentLeavesUncoveredPixelsClear() throws {
        let image = try PixelImage(png: Rasterizer().png(svg: Self.redRectangleSVG, scale: 1, transparent: true))
        XCTAssertEqual(image.rgba(x: 0, y: 0)[3], 0, "corner should be transparent")
        XCTAssertEqual(image.rgba(x: 399, y: 299)[3], 0)
        XCTAssertEqual(image.rgba(x: 90, y: 55), [255, 0, 0, 255])
        let opaque = try PixelImage(png: Rasterizer().png(svg: Self.redRectangleSVG, scale: 1))
        XCTAssertEqual(opaque.rgba(x: 0, y: 0), [255, 255, 255, 255], "default background is white")
    }

    func testSemiTransparentPaintOverWhiteAndOverNothing() throws {
        // 50% black: over white → 127 or 128 grey; over nothing → black at alpha 127 or 128.
        let svg = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#000" fill-opacity="0.5"/></svg>
        """.utf8)
        let overWhite = try PixelImage(png: Rasterizer().png(svg: svg, scale: 1)).rgba(x: 5, y: 5)
        XCTAssertTrue((127...128).contains(overWhite[0]) && overWhite[0] == overWhite[1] && overWhite[1] == overWhite[2], "\(overWhite)")
        XCTAssertEqual(overWhite[3], 255)
        let overNothing = try PixelImage(png: Rasterizer().png(svg: svg, scale: 1, transparent: true)).rgba(x: 5, y: 5)
        XCTAssertEqual(Array(overNothing[0..<3]), [0, 0, 0])
        XCTAssertTrue((127...128).contains(overNothing[3]), "\(overNothing)")
    }

    func testPNGSignatureAndHeader() throws {
        let png = try Rasterizer().png(svg: Self.redRectangleSVG, scale: 2)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height as big-endian 32-bit numbers at bytes 16…23 (PNG specification, 11.2.2).
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual([width, height], [800, 600])
    }

    func testPDFIsOnePageOfTheCanvasSizeInPoints() throws {
        let pdf = try Rasterizer().pdf(svg: Self.redRectangleSVG)
        let text = String(decoding: pdf, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-"), String(text.prefix(20)))
        XCTAssertTrue(text.contains("%%EOF"))
        let boxes = Self.matches(of: #"/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\]"#, in: text)
        XCTAssertEqual(boxes, [["400", "300"]], "one page, 400×300 pt")
        XCTAssertEqual(Self.matches(of: #"/Type\s*/Page\b"#, in: text).count, 1)
    }

    func testPDFIsVectorNotAnEmbeddedBitmap() throws {
        let pdf = String(decoding: try Rasterizer().pdf(svg: Self.redRectangleSVG), as: UTF8.self)
        XCTAssertFalse(pdf.contains("/Subtype /Image"), "the rectangle must be drawn as a path, not an image")
    }

    // MARK: Limits and errors

    func testPixelLimitIsCheckedBeforeDrawing() throws {
        let huge = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="10" height="10"/></svg>
        """.utf8)
        XCTAssertThrowsError(try Rasterizer().png(svg: huge, scale: 1)) { error in
            guard case RasterError.tooLarge(let width, let height, let maxPixels, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual([width, height, maxPixels], [20000, 20000, 100_000_000])
            XCTAssertTrue("\(error)".contains("20000×20000 pixels (400 megapixels)"), "\(error)")
            XCTAssertTrue("\(error)".contains("limit of 100 megapixels"), "\(error)")
        }
        // 10000×10000 is exactly 100 megapixels; one more row is over when the side limit allows it.
        let limited = Rasterizer(maxPixels: 400 * 300)
        XCTAssertNoThrow(try limited.png(svg: Self.redRectangleSVG, scale: 1))
        XCTAssertThrowsError(try limited.png(svg: Self.redRectangleSVG, scale: 1.01))
        // A side over cairo's 32767 pixels is refused even when the pixel count would be small.
        let long = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="1"/>"#.utf8)
        XCTAssertThrowsError(try Rasterizer().png(svg: long, scale: 2)) { error in
            guard case RasterError.tooLarge(40000, 2, _, 32767) = error else { return XCTFail("\(error)") }
        }
    }

    func testBadScales() {
        for scale in [0, -1, Double.nan, Double.infinity] {
            XCTAssertThrowsError(try Rasterizer().png(svg: Self.redRectangleSVG, scale: scale)) { error in
                guard case RasterError.invalidScale = error else { return XCTFail("\(scale): \(error)") }
            }
        }
    }

    func testMalformedSVGGivesLibrsvgsMessage() {
        let broken = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n<rect></svg>".utf8)
        XCTAssertThrowsError(try Rasterizer().png(svg: broken, scale: 1)) { error in
            guard case RasterError.invalidSVG(let message) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(message.isEmpty)
            // libxml2 (inside librsvg) names the mismatched tag and the line.
            XCTAssertTrue(message.contains("rect") || message.contains("line 2"), message)
        }
        XCTAssertThrowsError(try Rasterizer().pdf(svg: Array("not xml".utf8)))
        XCTAssertThrowsError(try Rasterizer().png(svg: [], scale: 1))
    }

    func testSVGWithoutAbsoluteSizeIsRefused() {
        let relative = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"/>"#.utf8)
        XCTAssertThrowsError(try Rasterizer().png(svg: relative, scale: 1)) { error in
            XCTAssertEqual(error as? RasterError, .noIntrinsicSize)
        }
    }

    func testAttributesOverTenMegabytesAreAccepted() throws {
        // libxml2 refuses text over 10 MB unless librsvg's handle is created with RSVG_HANDLE_FLAG_UNLIMITED.
        let padding = String(repeating: "a", count: 11_000_000)
        let svg = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00f" class="\(padding)"/></svg>
        """.utf8)
        let image = try PixelImage(png: Rasterizer().png(svg: svg, scale: 1))
        XCTAssertEqual(image.rgba(x: 5, y: 5), [0, 0, 255, 255])
    }

    // MARK: Only data: URIs load

    func testImagesLoadFromDataURIsButNeverFromFiles() throws {
        let red = try PixelImage(width: 4, height: 4, filledWith: [255, 0, 0, 255]).pngBytes()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("red.png")
        try Data(red).write(to: file)
        let dataURI = "data:image/png;base64," + Data(red).base64EncodedString()

        func centre(href: String, attribute: String = "href") throws -> [UInt8] {
            let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20">
            <image \(attribute)="\(href)" x="0" y="0" width="20" height="20"/></svg>
            """
            return try PixelImage(png: Rasterizer().png(svg: Array(svg.utf8), scale: 1)).rgba(x: 10, y: 10)
        }
        // The control: the same picture as a data: URI is drawn.
        XCTAssertEqual(try centre(href: dataURI), [255, 0, 0, 255])
        XCTAssertEqual(try centre(href: dataURI, attribute: "xlink:href"), [255, 0, 0, 255])
        // A file: URI, an absolute path, and a relative name are all left out (white shows through).
        for href in [file.absoluteString, file.path, "red.png", "file:///etc/passwd"] {
            XCTAssertEqual(try centre(href: href), [255, 255, 255, 255], "\(href) was loaded")
            XCTAssertEqual(try centre(href: href, attribute: "xlink:href"), [255, 255, 255, 255], "\(href) was loaded")
        }
        // The same holds for CSS and <use> references to other files.
        let use = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
        <style>@import url("\(file.absoluteString)");</style>
        <use href="\(folder.appendingPathComponent("other.svg").absoluteString)#r"/></svg>
        """
        XCTAssertEqual(try PixelImage(png: Rasterizer().png(svg: Array(use.utf8), scale: 1)).rgba(x: 10, y: 10), [255, 255, 255, 255])
    }

    // MARK: Threads

    func testRenderingFromManyThreadsGivesTheSameBytes() throws {
        let svg = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
        <path d="M10 90 C 50 0, 150 0, 190 90" stroke="#0a84ff" stroke-width="6" fill="none"/>
        <text x="20" y="60" font-family="DejaVu Sans" font-size="20">Threads</text></svg>
        """.utf8)
        let expected = try Rasterizer().png(svg: svg, scale: 2)
        let results = ResultBox(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            results.set(index, try? Rasterizer().png(svg: svg, scale: 2))
        }
        for index in 0..<16 {
            XCTAssertEqual(results.get(index), expected, "thread \(index)")
        }
    }

    /// Results written from several threads.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[UInt8]?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: [UInt8]?) { lock.lock(); values[index] = value; lock.unlock() }
        func get(_ index: Int) -> [UInt8]? { lock.lock(); defer { lock.unlock() }; return values[index] }
    }

    // MARK: Helpers

    /// The capture groups of every match of a regular expression.
    static func matches(of pattern: String, in text: String) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
        }
    }
}

/// PDF creation dates and reproducible bytes.
final class PDFDateTests: XCTestCase {
    func testAFixedCreationDateGivesTheSameBytes() throws {
        // 1779949800 s after 1970 is 2026-05-28 06:30:00 UTC (`date -u -d @1779949800`).
        let first = try Rasterizer().pdf(svg: RasterizerTests.redRectangleSVG, creationDate: 1_779_949_800)
        let second = try Rasterizer().pdf(svg: RasterizerTests.redRectangleSVG, creationDate: 1_779_949_800)
        XCTAssertEqual(first, second)
        // cairo 1.16 writes `(20260528063000Z)`; later versions add PDF's `D:` prefix.
        XCTAssertNotNil(String(decoding: first, as: UTF8.self).range(of: #"/CreationDate \((D:)?20260528063000"#, options: .regularExpression))
    }
}
