import Foundation
import RouteCardGeo
import RouteCardInput
import XCTest

/// GeoJSON documents (RFC 7946) with hand-written expected points.
final class GeoJSONReaderTests: XCTestCase {
    private func read(_ text: String) throws -> Track {
        try GeoJSONReader().read(Array(text.utf8), path: "t.geojson")
    }

    func testFeatureCollectionWithLinesPointsAndTimes() throws {
        let track = try read("""
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {"name": "Start"}, "geometry": {"type": "Point", "coordinates": [24.94, 60.17, 12]}},
              {"type": "Feature", "properties": {"name": "Morning run",
                 "coordTimes": ["2026-05-16T06:30:00Z", "2026-05-16T06:30:05.5Z"]},
               "geometry": {"type": "LineString", "coordinates": [[24.94, 60.17, 12.5], [24.95, 60.18, 13]]}},
              {"type": "Feature", "properties": null, "geometry": {"type": "MultiLineString",
               "coordinates": [[[1, 2], [3, 4]], [[5, 6]]]}},
              {"type": "Feature", "properties": {}, "geometry": null}
            ]}
            """)
        XCTAssertEqual(track.name, "Morning run")
        XCTAssertEqual(track.segments.map(\.points.count), [2, 2, 1])
        XCTAssertEqual(track.segments[0].points[0],
                       TrackPoint(latitude: 60.17, longitude: 24.94, elevation: 12.5,
                                  time: Date(timeIntervalSince1970: 1_778_913_000)))
        XCTAssertEqual(track.segments[0].points[1].time, Date(timeIntervalSince1970: 1_778_913_005.5))
        XCTAssertEqual(track.segments[1].points[1], TrackPoint(latitude: 4, longitude: 3))
        XCTAssertEqual(track.segments[2].points, [TrackPoint(latitude: 6, longitude: 5)])
        XCTAssertEqual(track.waypoints, [Waypoint(coordinate: GeoCoordinate(latitude: 60.17, longitude: 24.94),
                                                  name: "Start", elevation: 12)])
    }

    func testBareGeometriesAndCollections() throws {
        XCTAssertEqual(try read(#"{"type":"LineString","coordinates":[[0,0],[1,1]]}"#).segments.count, 1)
        let collection = try read("""
            {"type":"GeometryCollection","geometries":[{"type":"MultiPoint","coordinates":[[1,2],[3,4]]},
             {"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]},
             {"type":"MultiLineString","coordinates":[[[0,0],[0,1]],[[1,1],[1,2]]],"extra":true}]}
            """)
        XCTAssertEqual(collection.waypoints.count, 2)
        XCTAssertEqual(collection.segments.map(\.points.count), [2, 2])
        // MultiLineString times: one array per line.
        let timed = try read("""
            {"type":"Feature","properties":{"times":[["2026-01-01T00:00:00Z"],["2026-01-01T00:01:00+01:00"]]},
             "geometry":{"type":"MultiLineString","coordinates":[[[0,0]],[[1,1]]]}}
            """)
        XCTAssertEqual(timed.segments[1].points[0].time, Date(timeIntervalSince1970: 1_767_225_600 + 60 - 3600))
    }

    private func assertError(_ text: String, line: Int, column: Int, containing fragment: String,
                             file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertThrowsError(try read(text), file: file, line: lineNumber) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)", file: file, line: lineNumber) }
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: lineNumber)
            XCTAssertEqual(error.column, column, "\(error)", file: file, line: lineNumber)
            XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: lineNumber)
            XCTAssertTrue(error.description.hasPrefix("t.geojson:\(line):\(column): error: "), file: file, line: lineNumber)
        }
    }

    /// Columns are 1-based character positions of the offending value, counted with Python's `str.index`.
    func testMalformedDocuments() {
        assertError(#"{"type":"LineString","coordinates":[[0,91],[1,1]]}"#, line: 1, column: 40,
                    containing: "latitude 91.0 is out of range")
        assertError(#"{"type":"LineString","coordinates":[[181,0]]}"#, line: 1, column: 38,
                    containing: "longitude 181.0 is out of range")
        assertError("{\"type\":\"LineString\",\n \"coordinates\":[[NaN,0]]}", line: 2, column: 18, containing: "NaN")
        assertError("{\"type\":\"LineString\",\"coordinates\":[[0,0],\n", line: 2, column: 1, containing: "end of file")
        assertError(#"{"type":"Circle","coordinates":[0,0]}"#, line: 1, column: 9, containing: "unknown GeoJSON type \"Circle\"")
        assertError(#"{"type":"Feature","properties":{"coordTimes":["x"]},"geometry":{"type":"LineString","coordinates":[[0,0]]}}"#,
                    line: 1, column: 47, containing: "time \"x\" is not a valid ISO 8601")
        assertError(#"{"type":"Feature","properties":{"coordTimes":[]},"geometry":{"type":"LineString","coordinates":[[0,0]]}}"#,
                    line: 1, column: 96, containing: "1 positions but its times array has 0")
        assertError(#"{"type":"LineString","coordinates":[[0]]}"#, line: 1, column: 37, containing: "a position must be")
        assertError("[1, 2]", line: 1, column: 1, containing: "expected a GeoJSON object")
        assertError("{\"type\": \"LineString\", \"coordinates\": [[0, 0]]} x", line: 1, column: 49, containing: "after the document's value")
    }
}
