import RouteCard
import RouteCardRaster
import XCTest

/// PNG decoding/encoding through cairo and the pixel comparison behind the reference tests.
final class PixelImageTests: XCTestCase {
    func testEncodeDecodeRoundTrip() throws {
        var image = PixelImage(width: 3, height: 2, filledWith: [10, 20, 30, 255])
        image.setRGBA(x: 2, y: 1, [255, 0, 0, 255])
        image.setRGBA(x: 0, y: 1, [0, 0, 0, 0])
        let png = try image.pngBytes()
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let decoded = try PixelImage(png: png)
        XCTAssertEqual(decoded, image)
    }

    func testHalfTransparentPixelsSurviveWithinRounding() throws {
        let image = PixelImage(width: 1, height: 1, filledWith: [200, 100, 50, 128])
        let decoded = try PixelImage(png: image.pngBytes()).rgba(x: 0, y: 0)
        XCTAssertEqual(decoded[3], 128)
        for (a, b) in zip(decoded.prefix(3), [200, 100, 50]) { XCTAssertEqual(Int(a), b, accuracy: 1) }
    }

    func testNotAPNG() {
        XCTAssertThrowsError(try PixelImage(png: Array("GIF89a".utf8))) { error in
            guard case RasterError.invalidPNG = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try PixelImage(png: []))
    }

    func testComparisonCountsPixelsBeyondTheTolerance() {
        let base = PixelImage(width: 10, height: 10, filledWith: [100, 100, 100, 255])
        var changed = base
        changed.setRGBA(x: 1, y: 1, [108, 100, 100, 255])   // 8 off: within a tolerance of 8
        changed.setRGBA(x: 2, y: 2, [100, 109, 100, 255])   // 9 off: beyond it
        changed.setRGBA(x: 3, y: 3, [100, 100, 0, 255])     // 100 off
        let comparison = PixelComparison(expected: base, actual: changed, tolerance: 8)
        XCTAssertEqual(comparison.differingPixels, 2)
        XCTAssertEqual(comparison.maxDifference, 100)
        XCTAssertEqual(comparison.differingFraction, 0.02)
        XCTAssertTrue(comparison.matches(allowedFraction: 0.02))
        XCTAssertFalse(comparison.matches(allowedFraction: 0.01))
        // The diff image marks the two differing pixels in magenta, the rest in light grey.
        XCTAssertEqual(comparison.diffImage.rgba(x: 3, y: 3), [205, 0, 205, 255])   // 255 − 100/2
        XCTAssertEqual(comparison.diffImage.rgba(x: 1, y: 1)[1], comparison.diffImage.rgba(x: 1, y: 1)[0])
    }

    func testTransparentPixelsAreEqualWhateverTheirColour() {
        let a = PixelImage(width: 1, height: 1, filledWith: [255, 0, 0, 0])
        let b = PixelImage(width: 1, height: 1, filledWith: [0, 255, 0, 0])
        XCTAssertEqual(PixelComparison(expected: a, actual: b, tolerance: 0).differingPixels, 0)
    }

    func testDifferentSizesNeverMatch() {
        let comparison = PixelComparison(expected: PixelImage(width: 2, height: 2, filledWith: [0, 0, 0, 255]),
                                         actual: PixelImage(width: 2, height: 3, filledWith: [0, 0, 0, 255]))
        XCTAssertFalse(comparison.sameSize)
        XCTAssertFalse(comparison.matches(allowedFraction: 1))
    }
}
