import Foundation
import RouteCardGeo
import RouteCardInput
import XCTest

/// One NDJSON line → one update; every bad line is one message with its line (and column for
/// syntax), counted by hand from the literals (1-based).
final class AnnotationLineParserTests: XCTestCase {
    let parser = AnnotationLineParser()

    func update(_ line: String) throws -> AnnotationUpdate? {
        try parser.parse(line, lineNumber: 1).get()
    }

    func message(_ line: String, lineNumber: Int = 7) -> String? {
        if case .failure(let error) = parser.parse(line, lineNumber: lineNumber) { return error.description }
        return nil
    }

    func testTheIssuesExampleLines() throws {
        // 2024-05-01T06:00:00Z = 19844 days × 86400 + 6 × 3600 = 1714543200 s since 1970.
        XCTAssertEqual(try update(#"{"id": "driver-7", "lat": 37.51, "lon": 127.02, "time": "2024-05-01T06:00:00Z", "status": "matched"}"#),
                       .upsert(id: "driver-7", coordinate: GeoCoordinate(latitude: 37.51, longitude: 127.02),
                               time: Date(timeIntervalSince1970: 1_714_543_200), properties: ["status": "matched"]))
        XCTAssertEqual(try update(#"{"id": "driver-7", "remove": true}"#), .remove(id: "driver-7"))
        XCTAssertEqual(try update(#"{"clear": true}"#), .clear)
        XCTAssertEqual(try update("   \r"), nil, "a blank line is no update")
    }

    func testHeadingPropertiesAndEscapes() throws {
        let line = #"{"id":"t\u00e9\ud83d\ude97","latitude":-33.9,"lng":151.2,"heading":-45,"seats":3,"ev":false,"note":"a\"b\\c","x":null}"#
        XCTAssertEqual(try update(line),
                       .upsert(id: "té🚗", coordinate: GeoCoordinate(latitude: -33.9, longitude: 151.2), heading: -45,
                               properties: ["seats": "3", "ev": "false", "note": "a\"b\\c"]))
    }

    func testBadLinesSayWhatAndWhere() {
        XCTAssertEqual(message("hello"), "<stdin>:7:1: error: expected a JSON object ('{'), found 'h'")
        XCTAssertEqual(message(#"{"id": "a", "lat": 1, "lon": }"#), #"<stdin>:7:30: error: expected a value for "lon", found '}'"#)
        XCTAssertEqual(message(#"{"id": "a" "lat": 1}"#), #"<stdin>:7:12: error: expected ',' or '}' after a value, found '"'"#)
        XCTAssertEqual(message(#"{"id": "é", "lat": 1, "lon": 2} x"#), "<stdin>:7:33: error: unexpected 'x' after the object (one object per line)")
        // 30 characters: the end of the line is column 31.
        XCTAssertEqual(message(#"{"id": "a", "lat": 1, "lon": 2"#), "<stdin>:7:31: error: unterminated object: expected ',' or '}'")
        XCTAssertEqual(message(#"{"id": "a", "pos": [1, 2]}"#), #"<stdin>:7:20: error: nested objects and arrays are not supported ("pos"): use flat keys"#)
        XCTAssertEqual(message(#"{"lat": 1, "lon": 2}"#), #"<stdin>:7: error: missing "id" (every update names its annotation; {"clear": true} clears all)"#)
        XCTAssertEqual(message(#"{"id": 7, "lat": 1, "lon": 2}"#), #"<stdin>:7: error: "id" must be a string, 7 found"#)
        XCTAssertEqual(message(#"{"id": "a", "lat": 95.5, "lon": 2}"#), "<stdin>:7: error: latitude 95.5 out of range (−90…90)")
        XCTAssertEqual(message(#"{"id": "a", "lat": 1, "lon": -180.5}"#), "<stdin>:7: error: longitude -180.5 out of range (−180…180)")
        XCTAssertEqual(message(#"{"id": "a", "lon": 2}"#), #"<stdin>:7: error: missing "lat" for "a""#)
        XCTAssertEqual(message(#"{"id": "a", "lat": 1, "lon": 2, "time": "yesterday"}"#),
                       #"<stdin>:7: error: "time" must be an ISO 8601 date-time such as "2024-05-01T06:00:00Z", "yesterday" found"#)
        XCTAssertEqual(message(#"{"id": "a", "remove": "yes"}"#), #"<stdin>:7: error: "remove" must be true, "yes" found"#)
    }
}
