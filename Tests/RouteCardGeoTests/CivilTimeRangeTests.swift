import Testing
@testable import RouteCardGeo

/// `CivilTime` at the ends of `Int`: no arithmetic overflow. Expected values are the well-known
/// limits of 64-bit Unix time (proleptic Gregorian, astronomical year numbering), e.g. as Java's
/// `Instant.ofEpochSecond(Long.MAX_VALUE)` and Rust's chrono print them.
struct CivilTimeRangeTests {
    @Test func largestSecondCount() {
        #expect(CivilTime(secondsSince1970: Int.max).iso8601 == "292277026596-12-04T15:30:07")
    }

    @Test func smallestSecondCount() {
        let time = CivilTime(secondsSince1970: Int.min)
        #expect([time.year, time.month, time.day, time.hour, time.minute, time.second] == [-292_277_022_657, 1, 27, 8, 29, 52])
    }

    /// Floor division at whole-day boundaries just before 1970 (Python's `datetime` agrees).
    @Test func daysBefore1970() {
        #expect(CivilTime(secondsSince1970: -86_400).iso8601 == "1969-12-31T00:00:00")
        #expect(CivilTime(secondsSince1970: -86_401).iso8601 == "1969-12-30T23:59:59")
    }
}
