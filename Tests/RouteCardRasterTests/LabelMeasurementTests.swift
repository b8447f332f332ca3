import Foundation
import RouteCardRaster
import RouteCardStyle
import Testing

/// How well `TextMeasurer` (the label boxes of `symbol` and marker labels) matches what librsvg
/// draws: each string is rendered by librsvg at 40 px in DejaVu Sans (Regular and Bold), and the
/// width of its ink is compared with the measured advance width (Latin, Cyrillic, Greek and Hebrew by
/// DejaVu Sans; CJK, Thai, Devanagari and emoji by the fonts fontconfig falls back to). The ink is narrower than the
/// advance by the side bearings of the first and last glyphs (a few hundredths of an em), so the
/// error allowed is 0.15 em plus 2 % of the width; the table of errors is printed. A script no
/// installed font covers (Hangul without a CJK font: fontconfig draws empty boxes) is skipped.
@Suite struct LabelMeasurementTests {
    static let strings = ["Monaco-Ville", "Boulevard Albert Ier", "SAINTE-DÉVOTE", "Avenue de Grande-Bretagne", "Töölönlahdenkatu",
                          "Yrjö-Koskisen katu", "Rue Grimaldi", "Kaivokatu", "Москва", "Αθήνα", "서울특별시", "東京都渋谷区",
                          // Drawn by the fonts fontconfig falls back to (install-deps.sh), measured with theirs.
                          "東京マラソン", "กรุงเทพมหานคร", "नमक नगर", "Tour de Monaco 🚴", "שלום ירושלים"]

    /// The leftmost and rightmost columns with ink.
    static func inkColumns(_ svg: String) throws -> (Int, Int)? {
        let image = try PixelImage(png: try Rasterizer().png(svg: Array(svg.utf8), scale: 1, transparent: true))
        var columns: [Int] = []
        for x in 0..<image.width where (0..<image.height).contains(where: { image.rgba(x: x, y: $0)[3] > 96 }) { columns.append(x) }
        guard let first = columns.first, let last = columns.last else { return nil }
        return (first, last + 1)
    }

    /// Whether fontconfig has a font for the first character (`fc-list :charset=HEX`).
    static func hasFont(for text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first, scalar.value >= 0x1100 else { return true }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-list", ":charset=" + String(scalar.value, radix: 16), "family"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return false }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return !output.isEmpty
    }

    @Test(arguments: [400, 700])
    func measuredWidthsMatchLibrsvg(weight: Int) throws {
        let size = 40.0
        var rows: [String] = []
        for text in Self.strings where Self.hasFont(for: text) {
            let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="1400" height="90" viewBox="0 0 1400 90">\
            <text x="20" y="62" font-family="'DejaVu Sans', sans-serif" font-size="40" font-weight="\(weight)">\(text)</text></svg>
            """
            let ink = try #require(try Self.inkColumns(svg), "\(text) drew nothing")
            let measured = TextMeasurer().width(of: text, fontSize: size, bold: weight >= 600)
            let drawn = Double(ink.1 - ink.0)
            let error = measured - drawn
            rows.append("\(text): measured \(Int(measured.rounded())) px, ink \(Int(drawn)) px, error \(String(format: "%+.1f", error)) px")
            #expect(abs(error) <= 0.15 * size + 0.02 * measured, "\(text) (\(weight)): measured \(measured), librsvg drew \(drawn)")
            // The box is never much narrower than the ink: a label must not stick out of its box.
            #expect(error >= -0.06 * size, "\(text) (\(weight)) is drawn wider than measured: \(measured) < \(drawn)")
        }
        print("librsvg vs TextMeasurer, weight \(weight):\n  " + rows.joined(separator: "\n  "))
    }
    /// The first column of each run of columns with ink, left to right.
    static func inkStarts(_ svg: String) throws -> [Int] {
        let image = try PixelImage(png: try Rasterizer().png(svg: Array(svg.utf8), scale: 1, transparent: true))
        var starts: [Int] = []
        var previous = false
        for x in 0..<image.width {
            let ink = (0..<image.height).contains { image.rgba(x: x, y: $0)[3] > 96 }
            if ink && !previous { starts.append(x) }
            previous = ink
        }
        return starts
    }

    /// The advance librsvg gives a character, against the measured one: the character is drawn between
    /// two bars ("I"), and the distance between the bars' ink less that of "II" is its advance — whatever
    /// the glyph's side bearings (an emoji's silhouette is much narrower than its advance).
    @Test(arguments: ["🏃", "🚴", "東", "한", "ก", "क", "ש"])
    func theAdvanceOfACharacterIsWhatLibrsvgGivesIt(character: String) throws {
        func svg(_ text: String) -> String {
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="400" height="90" viewBox="0 0 400 90">\
            <text x="20" y="62" font-family="'DejaVu Sans', sans-serif" font-size="40">\(text)</text></svg>
            """
        }
        try #require(Self.hasFont(for: character), "no installed font has \(character)")
        let bars = try Self.inkStarts(svg("II"))
        let around = try Self.inkStarts(svg("I\(character)I"))
        try #require(bars.count == 2 && around.count >= 3, "\(bars) \(around)")
        let drawn = Double(around.last! - around.first! - (bars[1] - bars[0]))
        let measured = TextMeasurer().width(of: character, fontSize: 40)
        // Pixel rounding of the two bars' positions and hinting: within 1.5 px (0.04 em).
        #expect(abs(measured - drawn) <= 1.5, "\(character): measured \(measured), librsvg advanced \(drawn)")
    }
}
