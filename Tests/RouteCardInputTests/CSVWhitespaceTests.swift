import Foundation
import RouteCardGeo
import RouteCardInput
import Testing

/// The whitespace the CSV reader ignores around header names and values: tab, the Unicode space
/// separators (category Zs) and the zero-width space, as Foundation's `CharacterSet.whitespaces`
/// defines them — and nothing else.
@Suite struct CSVWhitespaceTests {
    private func read(_ text: String) throws -> Track {
        try CSVReader().read(Array(text.utf8), path: "t.csv")
    }

    /// Every whitespace kind around names and values, on both sides; Foundation is the oracle for which are whitespace.
    @Test(arguments: ["\t", " ", "\u{A0}", "\u{1680}", "\u{2003}", "\u{200B}", "\u{202F}", "\u{3000}"])
    func spaceSeparatorsAreIgnored(space: String) throws {
        #expect(space.trimmingCharacters(in: .whitespaces).isEmpty)
        let track = try read("\(space)Lat\(space),lon\(space),\(space)ele\n\(space)60.5\(space),\(space)24.25,\(space)\(space)\n")
        #expect(track.segments[0].points == [TrackPoint(latitude: 60.5, longitude: 24.25, elevation: nil)])
    }

    /// Other invisible characters (the Mongolian vowel separator U+180E and the byte order mark U+FEFF,
    /// both category Cf) are not whitespace: the value is refused.
    @Test(arguments: ["\u{180E}", "\u{FEFF}"])
    func otherCharactersAreNotWhitespace(character: String) {
        #expect(!character.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(throws: InputError.self) { try read("lat,lon\n\"\(character)60.5\",24.25\n") }
    }

    /// With `;` as the delimiter a decimal comma is read as a point, inside whitespace too.
    @Test func decimalCommaInsideWhitespace() throws {
        let track = try read("lat;lon;ele\n\u{A0}60,5 ;\t24,25;1,5\n")
        #expect(track.segments[0].points == [TrackPoint(latitude: 60.5, longitude: 24.25, elevation: 1.5)])
    }

    /// A time stamp with whitespace around it.
    @Test func timeInsideWhitespace() throws {
        let track = try read("lat,lon,time\n60.5,24.25,\u{3000}2026-05-16T06:30:00Z\t\n")
        #expect(track.segments[0].points[0].time == Date(timeIntervalSince1970: 1_778_913_000))
    }
}
