import Foundation
import RouteCardGeo
import RouteCardStyle
import XCTest
@testable import RouteCard

/// Token formatting, units and time zones (values worked out by hand).
final class TokenValuesTests: XCTestCase {
    /// 2026-05-15T22:00:00Z is 07:00 on 16 May in Seoul (UTC+9, no daylight saving) and
    /// 01:00 on 16 May in Helsinki (EEST, UTC+3 in May).
    func testDatesAndTimesInTheStyleTimeZone() throws {
        let start = Date(timeIntervalSince1970: 1_778_882_400)
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 37.5, longitude: 127, time: start)])])
        let statistics = RouteStatistics(track: track)
        let utc = TokenValues(track: track, statistics: statistics, units: .metric).values
        XCTAssertEqual(utc["date"], "15 May 2026")
        XCTAssertEqual(utc["time"], "22:00")
        let seoul = TokenValues(track: track, statistics: statistics, units: .metric,
                                timeZone: try XCTUnwrap(TimeZone(identifier: "Asia/Seoul"))).values
        XCTAssertEqual(seoul["date"], "16 May 2026")
        XCTAssertEqual(seoul["time"], "07:00")
        XCTAssertEqual(seoul["start_time"], "16 May 2026 07:00")
        let helsinki = TokenValues(track: track, statistics: statistics, units: .metric,
                                   timeZone: try XCTUnwrap(TimeZone(identifier: "Europe/Helsinki"))).values
        XCTAssertEqual(helsinki["time"], "01:00")
        // In January Helsinki is UTC+2: 2026-01-15T22:00:00Z → 16 Jan 00:00.
        XCTAssertEqual(TokenValues.formatTime(Date(timeIntervalSince1970: 1_768_514_400),
                                              timeZone: try XCTUnwrap(TimeZone(identifier: "Europe/Helsinki"))), "00:00")
    }

    func testFormatsInBothUnitSystems() {
        XCTAssertEqual(TokenValues.formatPace(301, units: .metric), "5:01 /km")
        // 301 s/km × 1.609344 = 484.4 s/mi → 8:04.
        XCTAssertEqual(TokenValues.formatPace(301, units: .imperial), "8:04 /mi")
        // 3.4444 m/s × 3.6 = 12.4 km/h; × 3600 / 1609.344 = 7.70 mph.
        XCTAssertEqual(TokenValues.formatSpeed(3.4444, units: .metric), "12.4 km/h")
        XCTAssertEqual(TokenValues.formatSpeed(3.4444, units: .imperial), "7.7 mph")
        // 312 m / 0.3048 = 1023.6 ft.
        XCTAssertEqual(TokenValues.formatElevation(312, units: .metric), "312 m")
        XCTAssertEqual(TokenValues.formatElevation(312, units: .imperial), "1,024 ft")
        XCTAssertEqual(TokenValues.formatDuration(3733), "1:02:13")
    }

    func testMissingValuesAreAbsent() {
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 1, longitude: 2)])])
        let values = TokenValues(track: track, statistics: RouteStatistics(track: track), units: .metric).values
        for name in ["elevation_gain", "moving_time", "pace", "speed", "start_time"] {
            XCTAssertNil(values[name], name)
        }
        XCTAssertEqual(values["points"], "1")
        XCTAssertEqual(Set(values.keys), ["name", "title", "distance", "points"])
        XCTAssertEqual(values["title"], "Route", "no name and no times")
    }

    func testStyleTimeZoneIsDecodedAndCheckedAsAnIANAName() throws {
        let layers = #""layers": [{"id": "t", "type": "text", "layout": {"text-field": "{start_time}"}}]"#
        let style = try Style.decode(Array("{\"version\": 1, \"timezone\": \"Asia/Seoul\", \(layers)}".utf8))
        XCTAssertEqual(style.timeZone?.identifier, "Asia/Seoul")
        // Without the key the style names no zone: a card takes the zone of where its route starts.
        XCTAssertNil(try Style.decode(Array("{\"version\": 1, \(layers)}".utf8)).timeZone)
        XCTAssertThrowsError(try Style.decode(Array("{\"version\": 1,\n \"timezone\": \"Mars/Olympus\", \(layers)}".utf8),
                                              file: "s.json")) { error in
            XCTAssertTrue("\(error)".contains("s.json:2:14: error: timezone: unknown time zone \"Mars/Olympus\""), "\(error)")
        }
    }
}
