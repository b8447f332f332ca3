import Foundation
import RouteCardGeo
import RouteCardInput
import XCTest

/// CSV with a header row, comma or semicolon separated.
final class CSVReaderTests: XCTestCase {
    private func read(_ text: String) throws -> Track {
        try CSVReader().read(Array(text.utf8), path: "t.csv")
    }

    func testCommaSeparatedWithElevationAndTime() throws {
        let track = try read("""
            time,Latitude,lon,ele,hr
            2026-05-16T06:30:00Z,60.17,24.94,12.5,120

            "2026-05-16T06:30:01Z", 60.171 ,24.941,,121
            1778913002,60.172,24.942,13,122
            """)
        XCTAssertEqual(track.segments[0].points, [
            TrackPoint(latitude: 60.17, longitude: 24.94, elevation: 12.5, time: Date(timeIntervalSince1970: 1_778_913_000)),
            TrackPoint(latitude: 60.171, longitude: 24.941, elevation: nil, time: Date(timeIntervalSince1970: 1_778_913_001)),
            TrackPoint(latitude: 60.172, longitude: 24.942, elevation: 13, time: Date(timeIntervalSince1970: 1_778_913_002)),
        ])
    }

    func testSemicolonsWithDecimalCommas() throws {
        let track = try read("lat;lng;altitude\r\n60,17;24,94;5,5\r\n-33.9;151.2;0\r\n")
        XCTAssertEqual(track.segments[0].points, [
            TrackPoint(latitude: 60.17, longitude: 24.94, elevation: 5.5),
            TrackPoint(latitude: -33.9, longitude: 151.2, elevation: 0),
        ])
    }

    private func assertError(_ text: String, line: Int, column: Int, containing fragment: String,
                             file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try read(text), file: file, line: lineNumber) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)", file: file, line: lineNumber) }
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: lineNumber)
            XCTAssertEqual(error.column, column, "\(error)", file: file, line: lineNumber)
            XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: lineNumber)
        }
    }

    func testMalformedRows() {
        assertError("name,x,y\na,1,2\n", line: 1, column: 1, containing: "no latitude column")
        assertError("lat,ele\n1,2\n", line: 1, column: 1, containing: "no longitude column")
        assertError("lat,lon\n1,2\n91,0\n", line: 3, column: 1, containing: "latitude 91 is out of range")
        assertError("lat,lon\n1,181\n", line: 2, column: 3, containing: "longitude 181 is out of range")
        assertError("lat,lon\n1,NaN\n", line: 2, column: 3, containing: "longitude \"NaN\" is not a finite number")
        assertError("lat,lon\n1\n", line: 2, column: 1, containing: "the row has 1 fields")
        assertError("lat,lon,time\n1,2,yesterday\n", line: 2, column: 5, containing: "time \"yesterday\" is not")
        assertError("lat,lon\n\"1,2\n", line: 2, column: 1, containing: "quoted field is not closed")
        XCTAssertThrowsError(try read("\n\n"))
    }
}
