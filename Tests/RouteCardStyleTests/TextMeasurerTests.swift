import XCTest
import RouteCardStyle

/// Checks `TextMeasurer` against widths produced by an independent shaper
/// (Pillow → libraqm → HarfBuzz/FreeType), not against the generated table.
final class TextMeasurerTests: XCTestCase {
    private let measurer = TextMeasurer()

    /// Relative tolerance for agreement with the reference shaper.
    private let tolerance = 0.005

    // Reference widths in points: (text, font size, bold, width).
    //
    // Produced with Pillow 13.0.0 (FreeType 2.14.3, libraqm 0.11.0,
    // HarfBuzz 14.5.0), DejaVu Sans 2.37 from Debian's fonts-dejavu-core,
    // kerning switched off, by this exact one-liner:
    //
    // python3 -c 'import json; from PIL import ImageFont as F; D="/usr/share/fonts/truetype/dejavu/"; [print("(%s, %d, %s, %r)," % (json.dumps(s, ensure_ascii=False), z, str(b).lower(), F.truetype(D + ("DejaVuSans-Bold.ttf" if b else "DejaVuSans.ttf"), z, layout_engine=F.Layout.RAQM).getlength(s, features=["-kern"]))) for b, ss in ((False, ["Helsinki morning run", "4.21 km · 24:13", "Ωμέγα", "Привет", "0123456789", "Åland – Łódź → Kraków", "12 € · −5 °C × 3 ÷ 2", "“Nuuksio” … ±12%", " "]), (True, ["Helsinki morning run", "Nuuksio Trail Loop", "4.21 km · 24:13", "Ωμέγα", "Привет", "0123456789", " "])) for s in ss for z in (14, 28)]'
    //
    // (HarfBuzz rounds each advance to 1/64 px, so these differ from exact
    // hmtx sums by < 0.1%.)
    private static let reference: [(text: String, size: Double, bold: Bool, width: Double)] = [
        ("Helsinki morning run", 14, false, 145.984375),
        ("Helsinki morning run", 28, false, 292.015625),
        ("4.21 km · 24:13", 14, false, 111.078125),
        ("4.21 km · 24:13", 28, false, 222.15625),
        ("Ωμέγα", 14, false, 44.6875),
        ("Ωμέγα", 28, false, 89.375),
        ("Привет", 14, false, 53.53125),
        ("Привет", 28, false, 107.09375),
        ("0123456789", 14, false, 89.0625),
        ("0123456789", 28, false, 178.125),
        ("Åland – Łódź → Kraków", 14, false, 160.671875),
        ("Åland – Łódź → Kraków", 28, false, 321.34375),
        ("12 € · −5 °C × 3 ÷ 2", 14, false, 145.5),
        ("12 € · −5 °C × 3 ÷ 2", 28, false, 290.984375),
        ("“Nuuksio” … ±12%", 14, false, 136.328125),
        ("“Nuuksio” … ±12%", 28, false, 272.6875),
        (" ", 14, false, 4.453125),
        (" ", 28, false, 8.90625),
        ("Helsinki morning run", 14, true, 165.6875),
        ("Helsinki morning run", 28, true, 331.359375),
        ("Nuuksio Trail Loop", 14, true, 147.15625),
        ("Nuuksio Trail Loop", 28, true, 294.28125),
        ("4.21 km · 24:13", 14, true, 122.890625),
        ("4.21 km · 24:13", 28, true, 245.921875),
        ("Ωμέγα", 14, true, 49.15625),
        ("Ωμέγα", 28, true, 98.3125),
        ("Привет", 14, true, 58.015625),
        ("Привет", 28, true, 116.046875),
        ("0123456789", 14, true, 97.34375),
        ("0123456789", 28, true, 194.84375),
        (" ", 14, true, 4.875),
        (" ", 28, true, 9.75),
    ]

    /// Space advance in points at `size`, from the reference table above.
    private func referenceSpace(size: Double, bold: Bool) -> Double {
        Self.reference.first { $0.text == " " && $0.size == size && $0.bold == bold }!.width
    }

    private func assertClose(
        _ actual: Double, _ expected: Double, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let relative = abs(actual - expected) / max(abs(expected), .leastNormalMagnitude)
        XCTAssertLessThanOrEqual(
            relative, tolerance,
            "\(message): measured \(actual), expected \(expected)", file: file, line: line)
    }

    // MARK: - Agreement with the reference shaper

    func testWidthsAgreeWithReferenceShaper() {
        for entry in Self.reference {
            let measured = measurer.width(of: entry.text, fontSize: entry.size, bold: entry.bold)
            assertClose(
                measured, entry.width,
                "\"\(entry.text)\" at \(entry.size) pt\(entry.bold ? " bold" : "")")
        }
    }

    func testVerticalMetricsAgreeWithFreeType() {
        // Pillow's getmetrics() at size = unitsPerEm returns the hhea values in
        // font units, for Regular and Bold alike:
        // python3 -c 'from PIL import ImageFont as F; D="/usr/share/fonts/truetype/dejavu/"; print([F.truetype(D + n, 2048).getmetrics() for n in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")])'
        // → [(1901, 483), (1901, 483)]
        assertClose(measurer.ascent(fontSize: 2048), 1901, "ascent")
        assertClose(measurer.descent(fontSize: 2048), 483, "descent")
        assertClose(measurer.lineHeight(fontSize: 2048), 1901 + 483, "line height")
        assertClose(measurer.ascent(fontSize: 14), 14 * 1901 / 2048, "ascent at 14 pt")
        assertClose(measurer.descent(fontSize: 14), 14 * 483 / 2048, "descent at 14 pt")
        XCTAssertGreaterThan(measurer.descent(fontSize: 14), 0, "descent is positive")
        XCTAssertEqual(
            measurer.lineHeight(fontSize: 28),
            measurer.ascent(fontSize: 28) + measurer.descent(fontSize: 28), accuracy: 1e-9)
    }

    // MARK: - East Asian, emoji, marks and fallbacks

    // Advances of the fonts fontconfig falls back to, read with fontTools (hmtx / head.unitsPerEm) from
    // Debian 12's fonts-noto-cjk (NotoSansCJK-Regular.ttc, Bold.ttc), fonts-noto-ui-core and
    // fonts-noto-color-emoji when these tests were written:
    //   Hangul syllables and jamo 920/1000 (Regular and Bold); 東 京 マ ラ ソ ン 、 。 Ａ 1000/1000; ｶ 500/1000
    //   ก ร ุ ง เ ท พ: Regular 600 488 0 537 295 609 695, Bold 624 513 0 571 341 644 727 (/1000)
    //   क: Regular 762, Bold 823 (/1000); emoji 🏃 ⛰ 🇫 1: 2550/2048.
    // DejaVu Sans (Regular, Bold) ש ל ו ם: 1451 1164 558 1359, 1553 1239 703 1426; ع 1222, 1399 (/2048).

    func testKoreanIsNotoSansCJKsAdvancePerSyllablePlusSpaces() {
        let text = "서울 아침 달리기"  // 7 Hangul syllables, 2 spaces
        for size in [14.0, 28.0] {
            for bold in [false, true] {
                let expected = 7 * 0.92 * size + 2 * referenceSpace(size: size, bold: bold)
                assertClose(
                    measurer.width(of: text, fontSize: size, bold: bold), expected,
                    "Korean at \(size) pt\(bold ? " bold" : "")")
            }
        }
    }

    func testDecomposedHangulJamoMeasureOneSyllable() {
        // 한 as leading + vowel + trailing jamo, which the shaper joins into one syllable.
        XCTAssertEqual(measurer.width(of: "\u{1112}\u{1161}\u{11AB}", fontSize: 20), 0.92 * 20, accuracy: 1e-9)
    }

    func testCJKAndFullwidthAreOneEm() {
        XCTAssertEqual(measurer.width(of: "東京マラソン", fontSize: 10), 60, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "ひらがな。", fontSize: 10), 50, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "ＡＢ１", fontSize: 10), 30, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "ｶﾀ", fontSize: 10), 10, accuracy: 1e-9)  // halfwidth
        XCTAssertEqual(measurer.width(of: "東京", fontSize: 10, bold: true), 20, accuracy: 1e-9)
    }

    func testThaiAndDevanagariUseTheNotoSansUIAdvances() {
        // กรุงเทพ: the vowel sign ุ is a mark (0).
        XCTAssertEqual(measurer.width(of: "กรุงเทพ", fontSize: 100), (600 + 488 + 537 + 295 + 609 + 695) / 10, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "กรุงเทพ", fontSize: 100, bold: true), (624 + 513 + 571 + 341 + 644 + 727) / 10, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "\u{0915}", fontSize: 100), 76.2, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "\u{0915}", fontSize: 100, bold: true), 82.3, accuracy: 1e-9)
    }

    func testHebrewAndArabicUseDejaVuSansOwnAdvances() {
        XCTAssertEqual(measurer.width(of: "שלום", fontSize: 2048), 1451 + 1164 + 558 + 1359, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "שלום", fontSize: 2048, bold: true), 1553 + 1239 + 703 + 1426, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "ع", fontSize: 2048), 1222, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "ع", fontSize: 2048, bold: true), 1399, accuracy: 1e-9)
    }

    func testEmojiClustersAreOneNotoColorEmojiGlyph() {
        let emoji = 16 * 2550.0 / 2048
        for text in ["🏃", "🏃‍♂️", "👍🏽", "🇫🇮", "⛰️", "1️⃣", "🚴"] {
            XCTAssertEqual(measurer.width(of: text, fontSize: 16), emoji, accuracy: 1e-9, text)
        }
        let run = measurer.width(of: "Run", fontSize: 16)
        XCTAssertEqual(measurer.width(of: "Run 🏃‍♀️", fontSize: 16),
                       run + referenceSpace(size: 14, bold: false) * 16 / 14 + emoji,
                       accuracy: 0.01)
    }

    func testCombiningMarksAndFormatCharactersAreZeroWidth() {
        let e = measurer.width(of: "e", fontSize: 14)
        XCTAssertEqual(measurer.width(of: "e\u{0301}", fontSize: 14), e, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "e\u{0323}\u{0302}", fontSize: 14), e, accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "\u{200B}\u{200D}\u{FEFF}\u{00AD}", fontSize: 14), 0, accuracy: 1e-9)
    }

    func testUnknownCharactersUseMeanLowercaseAdvance() {
        // Mean advance of a–z, by the reference shaper at size = unitsPerEm:
        // python3 -c 'from PIL import ImageFont as F; D="/usr/share/fonts/truetype/dejavu/"; [print(n, sum(F.truetype(D + n, 2048, layout_engine=F.Layout.RAQM).getlength(chr(c), features=["-kern"]) for c in range(97, 123)) / 26 / 2048) for n in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")]'
        // → 0.5633075420673077 (Regular), 0.6361177884615384 (Bold)
        let adlam = "\u{1E900}"  // 𞤀, in none of the fonts the set-up installs
        assertClose(measurer.width(of: adlam, fontSize: 100), 56.33075420673077, "fallback")
        assertClose(measurer.width(of: adlam, fontSize: 100, bold: true), 63.61177884615384,
                    "bold fallback")
    }

    // MARK: - Basics

    func testEmptyStringIsZero() {
        XCTAssertEqual(measurer.width(of: "", fontSize: 14), 0)
        XCTAssertEqual(measurer.width(of: "", fontSize: 14, bold: true), 0)
    }

    func testTabIsFourSpaces() {
        XCTAssertEqual(measurer.width(of: "\t", fontSize: 14),
                       4 * measurer.width(of: " ", fontSize: 14), accuracy: 1e-9)
        XCTAssertEqual(measurer.width(of: "a\tb", fontSize: 14, bold: true),
                       measurer.width(of: "a    b", fontSize: 14, bold: true), accuracy: 1e-9)
    }

    func testWidthScalesLinearlyAndBoldIsWider() {
        let text = "Helsinki morning run"
        let at14 = measurer.width(of: text, fontSize: 14)
        XCTAssertEqual(measurer.width(of: text, fontSize: 28), 2 * at14, accuracy: 1e-9)
        XCTAssertGreaterThan(measurer.width(of: text, fontSize: 14, bold: true), at14)
        XCTAssertEqual(measurer.width(of: text, fontSize: 14, bold: false), at14)
    }
}
