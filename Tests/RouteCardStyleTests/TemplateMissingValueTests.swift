import Foundation
import RouteCardStyle
import Testing

/// Issue 11: a token without a value is left out together with one separator; literal text that is
/// not between two tokens stays. Also the device-name rule and the fallback title's parts of day.
struct TemplateMissingValueTests {
    private let names = ["a", "b", "c"]

    private func render(_ text: String, _ values: [String: String]) throws -> String {
        try TextTemplate.parse(text, tokens: names).get().render { values[$0] }
    }

    @Test func missingTokenTakesOneSeparatorWithIt() throws {
        let all = ["a": "A", "b": "B", "c": "C"]
        #expect(try render("{a}  ·  {b}  ·  {c}", all) == "A  ·  B  ·  C")
        #expect(try render("{a}  ·  {b}  ·  {c}", ["a": "A", "c": "C"]) == "A  ·  C")
        #expect(try render("{a}  ·  {b}  ·  {c}", ["b": "B", "c": "C"]) == "B  ·  C")
        #expect(try render("{a}  ·  {b}  ·  {c}", ["a": "A", "b": "B"]) == "A  ·  B")
        #expect(try render("{a}  ·  {b}  ·  {c}", ["c": "C"]) == "C")
        #expect(try render("{a}  ·  {b}  ·  {c}", [:]) == "")
        // The separator written before the kept token joins it: "at" belonged to the missing time.
        #expect(try render("{a} at {b} · {c}", ["a": "A", "c": "C"]) == "A · C")
        // An empty value counts as missing.
        #expect(try render("{a} / {b}", ["a": "", "b": "B"]) == "B")
        // Adjacent tokens have an empty separator.
        #expect(try render("{a}{b}", ["b": "B"]) == "B")
    }

    @Test func literalTextOutsideTokensStays() throws {
        #expect(try render("Distance: {a} km", [:]) == "Distance:  km")
        #expect(try render("({a} · {b})", ["a": "A"]) == "(A)")
        #expect(try render("no tokens {{here}}", [:]) == "no tokens {here}")
    }

    @Test func deviceNames() {
        for name in ["ACTIVE LOG", "ACTIVE LOG001", "03-OCT-10", "Track 001", "TRACK", "Untitled Path", "001", "#001",
                     "2020-12-18 07:24:29", "2013-07-06T14:59:00Z", "", "  "] {
            #expect(TokenValues.isDeviceName(name), "\(name)")
        }
        for name in ["Morning run", "UTMB 2026", "šđčćž", "한강 러닝", "Helsinki morning run", "with_hr", "May Day 10k"] {
            #expect(!TokenValues.isDeviceName(name), "\(name)")
        }
    }

    /// 2026-05-16 at 04:59, 05:00, 11:59, 12:00, 16:59, 17:00, 20:59, 21:00 UTC (1778889600 is 00:00 UTC).
    @Test func partsOfTheDay() {
        let midnight = 1_778_889_600.0
        let expected: [(Double, String)] = [(4 * 60 + 59, "Night"), (5 * 60, "Morning"), (11 * 60 + 59, "Morning"),
                                            (12 * 60, "Afternoon"), (16 * 60 + 59, "Afternoon"), (17 * 60, "Evening"),
                                            (20 * 60 + 59, "Evening"), (21 * 60, "Night")]
        for (minutes, part) in expected {
            let start = Date(timeIntervalSince1970: midnight + minutes * 60)
            #expect(TokenValues.fallbackTitle(start: start) == "\(part) route")
        }
        #expect(TokenValues.fallbackTitle(start: nil) == "Route")
        // 23:30 UTC on the 15th is 08:30 on the 16th in Seoul (UTC+9).
        let seoul = TokenValues.fallbackTitle(start: Date(timeIntervalSince1970: midnight - 30 * 60),
                                              timeZone: TimeZone(identifier: "Asia/Seoul")!)
        #expect(seoul == "Morning route")
        #expect(TokenValues.formatDate(Date(timeIntervalSince1970: midnight - 30 * 60), timeZone: TimeZone(identifier: "Asia/Seoul")!)
                == "16 May 2026")
    }
}
