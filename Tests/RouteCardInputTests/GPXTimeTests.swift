import Foundation
import RouteCardInput
import Testing

/// Time stamps are parsed by hand; the expected values are epoch seconds computed by hand.
@Suite struct GPXTimeTests {
    private func time(_ text: String) throws -> Double? {
        let track = try FixtureSupport.read(FixtureSupport.document("<time>\(text)</time>"))
        return track.segments[0].points[0].time?.timeIntervalSince1970
    }

    // 2015-01-01 = 1420070400; 2015-12-11 is 344 days later = 1449792000;
    // 14:43:13 UTC adds 52993 s → 1449844993.
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0),
        ("2000-01-01T00:00:00Z", 946_684_800),
        ("2015-12-11T14:43:13Z", 1_449_844_993),
        ("2015-12-11T15:43:13.994+01:00", 1_449_844_993.994),
        ("2015-12-11T15:43:13.994+0100", 1_449_844_993.994),
        ("2015-12-11T15:43:13+01", 1_449_844_993),
        ("2015-12-11T09:13:13.5-05:30", 1_449_844_993.5),
        ("2015-12-11T14:43:13.123456789012Z", 1_449_844_993.123456789012),
        ("2015-12-11T14:43:13", 1_449_844_993),                  // no zone = UTC
        ("  2015-12-11T14:43:13Z\n", 1_449_844_993),             // surrounding whitespace
        ("2015-12-11t14:43:13z", 1_449_844_993),                 // lower-case separators
        // 2016-02-29 (leap day): 2016-01-01 = 1451606400, + 59 days = 1456704000, + 86399 s.
        ("2016-02-29T23:59:59.25Z", 1_456_790_399.25),
        // 2024-01-01T00:30:00+01:00 is 2023-12-31T23:30:00Z: 1704067200 - 1800.
        ("2024-01-01T00:30:00+01:00", 1_704_065_400),
        // The smallest 32-bit time_t, as in Mojstrovka.gpx.
        ("1901-12-13T20:45:52Z", -2_147_483_648),
        ("1901-12-13T20:45:52.2073437Z", -2_147_483_647.7926563),
    ])
    func parsesISO8601(_ text: String, _ expected: Double) throws {
        let seconds = try #require(try time(text))
        #expect(abs(seconds - expected) < 2e-6, "\(text): \(seconds) != \(expected)")
    }

    @Test func emptyTimeIsAbsent() throws {
        #expect(try time("") == nil)
        #expect(try time("  ") == nil)
    }

    @Test(arguments: [
        "yesterday",
        "2015-13-01T00:00:00Z",       // month 13
        "2015-02-29T00:00:00Z",       // 2015 is not a leap year
        "2015-04-31T00:00:00Z",       // April has 30 days
        "2015-12-11T24:00:00Z",
        "2015-12-11T15:60:00Z",
        "2015-12-11T15:43",           // no seconds
        "2015-12-11",                 // date only
        "2015-12-11T15:43:13.Z",      // empty fraction
        "2015-12-11T15:43:13+1",      // one-digit offset
        "2015-12-11T15:43:13+01:0",
        "2015-12-11T15:43:13Z junk",
        "15-12-11T15:43:13Z",
    ])
    func rejectsMalformedTimesWithLocation(_ text: String) throws {
        let error = try #require(FixtureSupport.error(FixtureSupport.document("\n  <time>\(text)</time>")))
        #expect(error.path == "test.gpx")
        #expect(error.line == 5)
        #expect(error.column == 3)
        #expect(error.message.contains("is not a valid ISO 8601 date-time"), "\(error)")
    }
}
