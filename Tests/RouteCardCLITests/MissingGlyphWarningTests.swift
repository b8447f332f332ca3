import Foundation
import RouteCardTestSupport
import Testing

/// A title with characters no installed font has warns, one line per Debian package that has them,
/// naming each character; characters some installed font has (CJK, Thai, emoji with the fonts
/// install-deps.sh installs) do not warn, and an SVG alone is not checked.
///
/// Which characters have a font is asked of fontconfig's own `fc-list :charset=HEX` here. That
/// Debian 12's fonts-noto-core has Adlam (NotoSansAdlam-Regular.ttf) and that none of the packages
/// the table knows has Vithkuqi (added to Unicode in 2021, after fonts-noto-core 20201225) was read
/// from `dpkg -c` of the packages when the test was written.
@Suite struct MissingGlyphWarningTests {
    /// Whether fontconfig lists a font with the character.
    static func fcListHasFont(_ scalar: Unicode.Scalar) throws -> Bool {
        let result = try ChildProcess.run("/usr/bin/env", ["fc-list", ":charset=" + String(scalar.value, radix: 16), "family"])
        return !result.stdout.isEmpty
    }

    static func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.contains("warning:") }
    }

    @Test func charactersWithoutAFontWarnNamingThemAndTheirPackage() throws {
        // 𞤀 𞤁: Adlam; 𐕰: Vithkuqi; 東 ก 🚴: drawn by Noto Sans CJK, Noto Sans Thai UI, Noto Color Emoji.
        for scalar in ["\u{1E900}", "\u{1E901}", "\u{10570}"].map({ $0.unicodeScalars.first! }) {
            #expect(try !Self.fcListHasFont(scalar), "an installed font has U+\(String(scalar.value, radix: 16))")
        }
        let drawn = ["東", "ก", "🚴"].map { $0.unicodeScalars.first! }
        try #require(try drawn.allSatisfy(Self.fcListHasFont), "the fonts of scripts/install-deps.sh are not installed")
        try CommandHarness.withHarness { harness in
            let png = harness.outputPath("card.png")
            let result = harness.run(["render", "--example", "--title", "𞤀𞤁 東 ก 🚴 𐕰 𞤀", "--png", png, "-q"])
            #expect(result.code == 0, "\(result.stderr)")
            #expect(Self.warnings(result.stderr) == [
                "routecard: warning: no installed font has U+1E900 \"𞤀\", U+1E901 \"𞤁\" (drawn as boxes); "
                    + "the Debian package fonts-noto-core has them (apt-get install fonts-noto-core)",
                "routecard: warning: no installed font has U+10570 \"𐕰\" (drawn as a box); no known Debian font package has it",
            ])
            #expect(harness.bytes(at: png) != nil)
        }
    }

    @Test func drawableTitlesAndSVGsDoNotWarn() throws {
        try CommandHarness.withHarness { harness in
            let png = harness.outputPath("card.png")
            let drawable = harness.run(["render", "--example", "--title", "東京マラソン กรุงเทพ Tour de Monaco 🚴 שלום", "--png", png, "-q"])
            #expect(drawable.code == 0 && Self.warnings(drawable.stderr).isEmpty, "\(drawable.stderr)")
            let svg = harness.outputPath("card.svg")
            let svgOnly = harness.run(["render", "--example", "--title", "𞤀𞤁", "-o", svg, "-q"])
            #expect(svgOnly.code == 0 && Self.warnings(svgOnly.stderr).isEmpty, "\(svgOnly.stderr)")
        }
    }
    @Test func liveWarnsOnceForItsTitleWhenItsFramesArePNGs() throws {
        try CommandHarness.withHarness { harness in
            let input = #"{"id": "a", "lat": 37.566, "lon": 126.978}"# + "\n" + #"{"id": "a", "lat": 37.567, "lon": 126.979}"# + "\n"
            let arguments = ["live", "--center", "37.5665,126.9780", "--radius", "3km", "--title", "서울 𞤀", "-o", harness.outputPath("frame.svg")]
            let png = try LiveProcess.run(arguments + ["--png", harness.outputPath("frame.png")], input: input, in: harness.root)
            #expect(png.status == 0, "\(png.stderr)")
            #expect(Self.warnings(png.stderr) == ["routecard: warning: no installed font has U+1E900 \"𞤀\" (drawn as a box); "
                + "the Debian package fonts-noto-core has it (apt-get install fonts-noto-core)"])
            let svg = try LiveProcess.run(arguments, input: input, in: harness.root)
            #expect(svg.status == 0 && Self.warnings(svg.stderr).isEmpty, "\(svg.stderr)")
        }
    }
}
