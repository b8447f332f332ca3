import RouteCardScene
import Testing

/// `Color(css:)` against published facts: the CSS Color Module's conversions and named-colour table,
/// and the forms the MapLibre style specification lists. Expected values were worked out by hand
/// (HSL with the CSS formula C = (1 − |2L − 1|)·S, m = L − C/2) or copied from the CSS specification.
@Suite struct CSSColorTests {
    /// The colour as `#rrggbb` (8-bit channels) and its alpha, or `nil`.
    func parsed(_ text: String) -> String? {
        guard let color = Color(css: text) else { return nil }
        return Color(red: color.red, green: color.green, blue: color.blue).cssText + (color.alpha == 1 ? "" : " \(color.alpha)")
    }

    @Test(arguments: [
        // hsl(0, 0%, 98%): grey with L = 0.98, 0.98 · 255 = 249.9 → fa.
        ("hsl(0, 0%, 98%)", "#fafafa"),
        // hsl(195, 17%, 78%): C = 0.44 · 0.17 = 0.0748, X = 0.75 C, m = 0.7426 → 189.4, 203.7, 208.4.
        ("hsl(195, 17%, 78%)", "#bdccd0"),
        ("hsl(195,17%,78%)", "#bdccd0"),
        ("hsl(120, 100%, 50%)", "#00ff00"),
        ("hsl(120, 100%, 25%)", "#008000"),
        ("hsl(240, 100%, 50%)", "#0000ff"),
        ("hsl(-120, 100%, 50%)", "#0000ff"),
        ("hsl(480, 100%, 50%)", "#00ff00"),
        ("hsl(720, 100%, 50%)", "#ff0000"),
        ("hsl(120deg 100% 50%)", "#00ff00"),
        ("hsl(0.5turn 100% 50%)", nil),
        // hsl(30, 100%, 50%): C = 1, X = 0.5 → (1, 0.5, 0): 127.5 rounds to 128.
        ("hsl(30, 100%, 50%)", "#ff8000"),
        // hsl(210.5, 50.5%, 40.25%): C = 0.406525, H' = 3.5083, X = C · 0.49167 = 0.19988, m = 0.19924
        // → (m, X + m, C + m) = 50.8, 101.8, 154.5 (just under) → 33 66 9a.
        ("hsl(210.5, 50.5%, 40.25%)", "#33669a"),
        ("hsla(240, 100%, 50%, 0.5)", "#0000ff 0.5"),
        ("hsla(240,100%,50%,.25)", "#0000ff 0.25"),
        ("hsl(240 100% 50% / 25%)", "#0000ff 0.25"),
        ("hsl(240, 100%, 50%, 1)", "#0000ff"),
        ("hsla(240, 100%, 50%)", "#0000ff"),
        ("HSL(0, 0%, 100%)", "#ffffff"),
        ("hsl(0, 150%, -10%)", "#000000"),
        ("hsl(120, 100, 50)", nil),
        ("hsl(120, 100%, 50%", nil),
        ("hsl(120 100%, 50%)", nil),
        ("hsl(120, 100%, 50% / 0.5)", nil),
    ] as [(String, String?)])
    func hsl(text: String, expected: String?) {
        #expect(parsed(text) == expected, "\(text)")
    }

    /// hsl(210.5, 50.5%, 40.25%) unrounded, channel by channel, against the sector formula of the CSS
    /// Color Module (a different formula from the one `Color` uses): hue sector 3 gives (0, X, C) + m.
    @Test func fractionalHSLChannels() throws {
        let color = try #require(Color(css: "hsl(210.5, 50.5%, 40.25%)"))
        let c = (1 - abs(2 * 0.4025 - 1)) * 0.505, h = 210.5 / 60
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = 0.4025 - c / 2
        #expect(abs(color.red - m) < 1e-9)
        #expect(abs(color.green - (x + m)) < 1e-9)
        #expect(abs(color.blue - (c + m)) < 1e-9)
    }

    @Test(arguments: [
        ("rgb(255, 0, 0)", "#ff0000"),
        ("rgb(255,128,0)", "#ff8000"),
        ("rgb(255 128 0)", "#ff8000"),
        ("rgb(255 128 0 / 0.5)", "#ff8000 0.5"),
        ("rgb(255 128 0 / 50%)", "#ff8000 0.5"),
        ("rgba(0, 0, 0, 0.3)", "#000000 0.3"),
        ("rgba(0,0,0,.3)", "#000000 0.3"),
        ("rgba(10, 20, 30)", "#0a141e"),
        ("rgb(10, 20, 30, 0.5)", "#0a141e 0.5"),
        ("rgb(100%, 0%, 50%)", "#ff0080"),
        ("rgb(100% 50% 0%)", "#ff8000"),
        ("rgb(12.5, 20.4, 30.6)", "#0d141f"),
        ("rgb(300, -5, 0)", "#ff0000"),
        ("rgba(0, 0, 0, 2)", "#000000"),
        ("  RGB(255, 255, 255)  ", "#ffffff"),
        ("rgb(100%, 0, 0)", nil),
        ("rgb(255, 0 0)", nil),
        ("rgb(255 0 0, 0.5)", nil),
        ("rgb(255, 0, 0 / 0.5)", nil),
        ("rgb(255, 0)", nil),
        ("rgb(1, 2, 3, 4, 5)", nil),
        ("rgb(a, b, c)", nil),
        ("rgb(255, 0, 0,)", nil),
        ("rgb(255, 0, 0", nil),
        ("rgbx(255, 0, 0)", nil),
    ] as [(String, String?)])
    func rgb(text: String, expected: String?) {
        #expect(parsed(text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("#f00", "#ff0000"),
        ("#F0C", "#ff00cc"),
        ("#f008", "#ff0000 \(Double(0x88) / 255)"),
        ("#ff00cc", "#ff00cc"),
        ("#FF00CC80", "#ff00cc \(Double(0x80) / 255)"),
        ("#ff00cc00", "#ff00cc 0.0"),
        ("#ff00c", nil),
        ("#ggg", nil),
        ("#", nil),
    ] as [(String, String?)])
    func hexadecimal(text: String, expected: String?) {
        #expect(parsed(text) == expected, "\(text)")
    }

    @Test(arguments: [
        // From the CSS Color Module 4 named-colour table.
        ("aliceblue", "#f0f8ff"), ("RebeccaPurple", "#663399"), ("LightGoldenrodYellow", "#fafad2"),
        ("darkslategrey", "#2f4f4f"), ("DarkSlateGray", "#2f4f4f"), ("gray", "#808080"), ("grey", "#808080"),
        ("green", "#008000"), ("lime", "#00ff00"), ("maroon", "#800000"), ("purple", "#800080"),
        ("fuchsia", "#ff00ff"), ("magenta", "#ff00ff"), ("aqua", "#00ffff"), ("navajowhite", "#ffdead"),
        ("yellowgreen", "#9acd32"), ("WHITE", "#ffffff"), ("black", "#000000"), ("tan", "#d2b48c"),
        ("transparent", "#000000 0.0"), ("Transparent", "#000000 0.0"),
        ("rebecca purple", nil), ("darkgrey2", nil), ("", nil),
    ] as [(String, String?)])
    func names(text: String, expected: String?) {
        #expect(parsed(text) == expected, "\(text)")
    }

    /// CSS Color Module 4 names 148 colours; with `transparent` the table has 149 entries.
    @Test func everyNamedColour() {
        #expect(Color.named.count == 149)
        #expect(Color.named.keys.allSatisfy { $0 == $0.lowercased() })
    }
}
