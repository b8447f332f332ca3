import RouteCardStyle
import Testing

/// A right-to-left value among other text is isolated (UAX #9 FSI … PDI, U+2068 U+2069), so the
/// line keeps the template's left-to-right order; a value alone, or a left-to-right one, is kept as
/// it is. The isolates take no width.
struct TemplateBidiTests {
    private func render(_ text: String, _ values: [String: String]) throws -> String {
        try TextTemplate.parse(text, tokens: ["name", "distance"]).get().render { values[$0] }
    }

    @Test func rightToLeftNamesAmongOtherTextAreIsolated() throws {
        #expect(try render("{name}  —  {distance}", ["name": "ركض الصباح", "distance": "4.47 km"])
            == "\u{2068}ركض الصباح\u{2069}  —  4.47 km")
        #expect(try render("{distance} · {name}", ["name": "ריצת בוקר", "distance": "4.47 km"])
            == "4.47 km · \u{2068}ריצת בוקר\u{2069}")
    }

    @Test func aNameAloneOrInALeftToRightScriptIsKept() throws {
        #expect(try render("{name}", ["name": "ركض الصباح"]) == "ركض الصباح")
        #expect(try render("{name}  —  {distance}", ["name": "東京マラソン", "distance": "4.47 km"]) == "東京マラソン  —  4.47 km")
        #expect(try render("{name}  —  {distance}", ["name": "Töölö", "distance": "4.47 km"]) == "Töölö  —  4.47 km")
    }

    @Test func theIsolatesTakeNoWidth() {
        let measurer = TextMeasurer()
        #expect(measurer.width(of: "\u{2068}ركض\u{2069} — 4 km", fontSize: 20) == measurer.width(of: "ركض — 4 km", fontSize: 20))
    }
}
