import Foundation
@testable import RouteCardEngine
import RouteCardRaster
import RouteCardTestSupport
import RouteCardTiles
import Testing

/// JPEG and WebP cards: the same pixels as the PNG card (decoded by libjpeg and libwebp, compared
/// with the PNG's), at the quality asked for, from render and serve alike.
@Suite struct RasterOutputFormatsTests {
    /// The mean absolute difference per channel (0…255) of two images' RGB over a white background.
    static func meanDifference(_ a: RasterPixels, _ b: RasterPixels) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var total = 0.0
        for index in stride(from: 0, to: a.rgba.count, by: 4) {
            for channel in 0..<3 {
                func onWhite(_ p: RasterPixels) -> Double {
                    let alpha = Double(p.rgba[index + 3]) / 255
                    return Double(p.rgba[index + channel]) * alpha + 255 * (1 - alpha)
                }
                total += abs(onWhite(a) - onWhite(b))
            }
        }
        return total / Double(a.width * a.height * 3)
    }

    @Test func jpegAndWebPAreThePNGsPixels() throws {
        try CommandHarness.withHarness { harness in
            let base = ["render", "--example", "--size", "300x200", "--scale", "1", "-q"]
            #expect(harness.run(base + ["--png", harness.outputPath("card.png")]).code == 0)
            let high = harness.run(base + ["-o", harness.outputPath("card.jpeg")])
            #expect(high.code == 0, "\(high.stderr)")
            #expect(harness.run(base + ["-o", harness.outputPath("low.jpg"), "--quality", "10"]).code == 0)
            #expect(harness.run(base + ["-o", harness.outputPath("card.webp")]).code == 0)
            let pngBytes = try #require(harness.bytes(at: harness.outputPath("card.png")))
            let png = try #require(PNGDecoder.decode(pngBytes))
            let jpegBytes = try #require(harness.bytes(at: harness.outputPath("card.jpeg")))
            #expect(jpegBytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG file")
            let jpeg = try #require(JPEGCodec.decode(jpegBytes))
            let webpBytes = try #require(harness.bytes(at: harness.outputPath("card.webp")))
            #expect(webpBytes.starts(with: Array("RIFF".utf8)) && Array(webpBytes[8..<12]) == Array("WEBP".utf8))
            let webp = try #require(WebPCodec.decode(webpBytes))
            #expect(jpeg.width == 300 && jpeg.height == 200 && webp.width == 300 && webp.height == 200)
            // Lossy, so close rather than equal: a few levels of 255 on average at quality 90.
            #expect(Self.meanDifference(png, jpeg) < 4, "JPEG differs from the PNG by \(Self.meanDifference(png, jpeg))")
            #expect(Self.meanDifference(png, webp) < 4, "WebP differs from the PNG by \(Self.meanDifference(png, webp))")
            let low = try #require(harness.bytes(at: harness.outputPath("low.jpg")))
            #expect(low.count < jpegBytes.count, "quality 10 is smaller than 90")
            let bad = harness.run(base + ["-o", harness.outputPath("x.jpg"), "--quality", "0"])
            #expect(bad.code == 64 && bad.stderr.contains("--quality"))
        }
    }

    @Test func serveAnswersJPEGAndWebP() throws {
        try ServeHarness.with { serve in
            for (file, type) in [("100x80.jpg", "image/jpeg"), ("100x80.jpeg", "image/jpeg"), ("100x80@2x.webp", "image/webp")] {
                let answer = try serve.client.request("GET", "/static/auto/\(file)?path=7.41,43.73%7C7.43,43.74")
                #expect(answer.status == 200, "\(file): \(answer.text)")
                #expect(answer.headers["content-type"] == type)
            }
            let posted = try serve.client.request("POST", "/render?format=webp&size=120x90", body: ServeHarness.route())
            #expect(posted.status == 200 && posted.headers["content-type"] == "image/webp")
            let bad = try serve.client.request("GET", "/static/auto/100x80.gif?path=7.41,43.73%7C7.43,43.74")
            #expect(bad.status == 400 && bad.text.contains("webp"))
        }
    }
}
