import Foundation
import RouteCardText
import Testing

/// `trimmingBlanks()` against Foundation's `trimmingCharacters(in: .whitespaces)`, the
/// implementation it replaces on the start-up path, on the blanks style values meet.
@Suite struct TrimmingBlanksTests {
    @Test(arguments: ["12pt", "  12pt", "4.5vmin \t", "\t #ff0000 ", "", "   ", "\t\t", "a b", " a  b ",
                      "\u{00A0}12pt\u{00A0}", "\u{2003}red\u{3000}", " über ", " 🇫🇮 flag "])
    func trimsWhatFoundationTrims(_ text: String) {
        #expect(String(text.trimmingBlanks()) == text.trimmingCharacters(in: .whitespaces))
        let inside = text[...]
        #expect(String(inside.trimmingBlanks()) == inside.trimmingCharacters(in: .whitespaces))
    }

    @Test func lineBreaksAreNotBlanks() {
        // `.whitespaces` keeps line breaks; so does trimmingBlanks().
        #expect(" \n12pt\n ".trimmingBlanks() == "\n12pt\n")
        #expect(" \n12pt\n ".trimmingCharacters(in: .whitespaces) == "\n12pt\n")
    }
}
