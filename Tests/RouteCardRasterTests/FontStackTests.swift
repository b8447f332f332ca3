import RouteCard
import RouteCardRaster
import XCTest

/// The font stacks written into the SVG (quotes escaped as `&apos;`): a style's `text-font` gets DejaVu Sans and sans-serif
/// appended unless it names a generic family, so fontconfig never falls back to a serif face.
final class FontStackTests: XCTestCase {
    func svg(textFont: String) throws -> String {
        let style = try Style.decode(Array("""
        { "version": 1, "layers": [ { "id": "t", "type": "text",
          "layout": { "text-field": "서울 야간 달리기", "text-font": \(textFont) } } ] }
        """.utf8))
        let track = try GPXReader().read(Array(CardPixelTests.gpx.utf8), path: "three.gpx")
        return String(decoding: try CardRenderer().svg(for: track, style: style), as: UTF8.self)
    }

    func testAKoreanFontStackGetsTheFallbacks() throws {
        let text = try svg(textFont: #"["Noto Sans CJK KR"]"#)
        XCTAssertTrue(text.contains(#"font-family="&apos;Noto Sans CJK KR&apos;, &apos;DejaVu Sans&apos;, sans-serif""#), text)
        XCTAssertTrue(text.contains("서울 야간 달리기"))
    }

    func testAStackWithAGenericFamilyIsKept() throws {
        XCTAssertTrue(try svg(textFont: #"["Georgia", "serif"]"#).contains(#"font-family="Georgia, serif""#))
        XCTAssertTrue(try svg(textFont: #"["DejaVu Sans", "sans-serif"]"#).contains(#"font-family="&apos;DejaVu Sans&apos;, sans-serif""#))
    }

    func testFallbacksAreNotRepeated() {
        XCTAssertEqual(FontSpec.withFallback(["DejaVu Sans"]), ["DejaVu Sans", "sans-serif"])
        XCTAssertEqual(FontSpec.withFallback([]), ["DejaVu Sans", "sans-serif"])
        XCTAssertEqual(FontSpec.withFallback(["A", "Monospace"]), ["A", "Monospace"])
    }
}
