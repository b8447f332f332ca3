import RouteCardStyle
import Testing

/// The package a missing-glyph warning names, against the packages' contents as `dpkg -c` lists
/// them (Debian 12): NotoSansThaiUI and NotoSansDevanagariUI in fonts-noto-ui-core, NotoSansCJK in
/// fonts-noto-cjk, NotoColorEmoji in fonts-noto-color-emoji, NotoSansAdlam, NotoSansEthiopic and
/// NotoSansGeorgian in fonts-noto-core, DejaVuSans (Latin, Hebrew, Georgian) in fonts-dejavu-core.
@Suite struct FontPackagesTests {
    @Test(arguments: [
        ("A", "fonts-dejavu-core"), ("ש", "fonts-dejavu-core"), ("ა", "fonts-dejavu-core"),
        ("ก", "fonts-noto-ui-core"), ("क", "fonts-noto-ui-core"),
        ("東", "fonts-noto-cjk"), ("한", "fonts-noto-cjk"), ("か", "fonts-noto-cjk"),
        ("🚴", "fonts-noto-color-emoji"),
        ("\u{1E900}", "fonts-noto-core"), ("ሀ", "fonts-noto-core"),
    ])
    func aCharacterIsNamedWithThePackageThatHasIt(character: String, package: String) {
        #expect(FontPackages.name(for: character.unicodeScalars.first!) == package)
    }

    @Test func aCharacterNoKnownPackageHasHasNone() {
        // U+10570 VITHKUQI CAPITAL LETTER A (Unicode 14, 2021): after every font of these packages.
        #expect(FontPackages.name(for: "\u{10570}") == nil)
    }
}
