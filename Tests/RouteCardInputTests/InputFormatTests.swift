import RouteCardGeo
import RouteCardInput
import XCTest

/// Format detection from extensions and content, and reading through `TrackReader`.
final class InputFormatTests: XCTestCase {
    func testExtensions() {
        XCTAssertEqual(InputFormat(pathExtension: "a/b/Run.GPX"), .gpx)
        XCTAssertEqual(InputFormat(pathExtension: "x.geojson"), .geojson)
        XCTAssertEqual(InputFormat(pathExtension: "x.json"), .geojson)
        XCTAssertEqual(InputFormat(pathExtension: "x.csv"), .csv)
        XCTAssertEqual(InputFormat(pathExtension: "x.polyline"), .polyline)
        XCTAssertNil(InputFormat(pathExtension: "x.txt"))
        XCTAssertNil(InputFormat(pathExtension: "dir.gpx/file"))
    }

    func testSniffing() {
        XCTAssertEqual(InputFormat.sniff(Array("\u{FEFF}  <?xml version=\"1.0\"?><gpx/>".utf8)), .gpx)
        XCTAssertEqual(InputFormat.sniff(Array("\n {\"type\":\"Feature\"}".utf8)), .geojson)
        XCTAssertEqual(InputFormat.sniff(Array("time;Lat;Lon\n1;2;3".utf8)), .csv)
        XCTAssertEqual(InputFormat.sniff(Array("_p~iF~ps|U_ulLnnqC_mqNvxq`@\n".utf8)), .polyline)
        XCTAssertNil(InputFormat.sniff(Array("hello world".utf8)))
        XCTAssertNil(InputFormat.sniff([]))
    }

    func testTrackReaderDetectsAndHonoursTheFormat() throws {
        let polyline = Array("_p~iF~ps|U_ulLnnqC_mqNvxq`@".utf8)
        XCTAssertEqual(try TrackReader().read(polyline, path: "<stdin>").segments[0].points.count, 3)
        XCTAssertEqual(try TrackReader(format: .polyline6).read(polyline).segments[0].points[0].coordinate.latitude,
                       3.85, accuracy: 1e-12)
        XCTAssertThrowsError(try TrackReader().read(Array("hello".utf8), path: "x.dat")) { error in
            XCTAssertTrue("\(error)".contains("cannot tell the input format"), "\(error)")
        }
        XCTAssertThrowsError(try TrackReader(format: .gpx).read(polyline, path: "x.csv"))
    }
}
