import RouteCardText
import Testing

/// Edit distances worked out by hand, and which name a hint picks.
@Suite struct SpellingSuggestionTests {
    @Test(arguments: [
        ("kitten", "sitting", 3),   // k→s, e→i, +g
        ("", "abc", 3), ("abc", "", 3), ("same", "same", 0),
        ("pgn", "png", 1),          // one swap of neighbours
        ("line-widht", "line-width", 1),
        ("ca", "abc", 3),           // a swap is not edited again: c→a, a→b, +c
        ("té", "te", 1),            // characters, not bytes
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(SpellingSuggestion.editDistance(a, b) == distance)
        #expect(SpellingSuggestion.editDistance(b, a) == distance, "symmetric")
    }

    @Test func theNearestNameWithinTwoEditsWins() {
        let keys = ["input", "style", "output", "svg", "png", "pdf", "size", "scale"]
        #expect(SpellingSuggestion.nearest(to: "pgn", among: keys) == "png", "1 edit beats pdf's 2")
        #expect(SpellingSuggestion.nearest(to: "stlye", among: keys) == "style")
        #expect(SpellingSuggestion.nearest(to: "colour", among: keys) == nil, "nothing within 2 edits")
        // Equally near: the first in the given order.
        #expect(SpellingSuggestion.nearest(to: "pxf", among: ["pdf", "png", "pxg"]) == "pdf")
        #expect(SpellingSuggestion.nearest(to: "pxf", among: ["pxg", "pdf"]) == "pxg")
        #expect(SpellingSuggestion.nearest(to: "abcdef", among: ["abc"], maxDistance: 3) == "abc")
    }

    @Test func theHintReadsAsPartOfAMessage() {
        #expect(SpellingSuggestion.hint(for: "widht", among: ["width"]) == " (did you mean \"width\"?)")
        #expect(SpellingSuggestion.hint(for: "zzz", among: ["width"]) == "")
    }
}
