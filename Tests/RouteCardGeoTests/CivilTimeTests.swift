import XCTest
@testable import RouteCardGeo

/// Expected values from Python: `datetime.datetime.fromtimestamp(s, datetime.timezone.utc)
/// .strftime('%Y-%m-%dT%H:%M:%S')`.
final class CivilTimeTests: XCTestCase {
    func testAgreesWithPythonsCalendar() {
        let cases: [(Int, String)] = [
            (0, "1970-01-01T00:00:00"), (951_782_400, "2000-02-29T00:00:00"), (-1, "1969-12-31T23:59:59"),
            (1_778_913_000, "2026-05-16T06:30:00"), (4_102_444_799, "2099-12-31T23:59:59"),
            (-2_208_988_800, "1900-01-01T00:00:00"), (1_234_567_890, "2009-02-13T23:31:30"),
        ]
        for (seconds, expected) in cases {
            XCTAssertEqual(CivilTime(secondsSince1970: seconds).iso8601, expected, "\(seconds)")
        }
    }

    func testFields() {
        let time = CivilTime(secondsSince1970: 1_234_567_890)
        XCTAssertEqual([time.year, time.month, time.day, time.hour, time.minute, time.second], [2009, 2, 13, 23, 31, 30])
    }
}
