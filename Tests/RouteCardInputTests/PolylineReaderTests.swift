import RouteCardGeo
import RouteCardInput
import XCTest

/// Encoded polylines against published and independently encoded examples.
final class PolylineReaderTests: XCTestCase {
    private func coordinates(_ text: String, precision: Int = 5) throws -> [(Double, Double)] {
        let track = try PolylineReader(precision: precision).read(Array(text.utf8), path: "p.txt")
        XCTAssertEqual(track.segments.count, 1)
        return track.segments[0].points.map { ($0.coordinate.latitude, $0.coordinate.longitude) }
    }

    private func assertPoints(_ actual: [(Double, Double)], _ expected: [(Double, Double)],
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.0, e.0, accuracy: 1e-9, file: file, line: line)
            XCTAssertEqual(a.1, e.1, accuracy: 1e-9, file: file, line: line)
        }
    }

    /// Google's documented example (developers.google.com/maps/documentation/utilities/polylinealgorithm).
    func testGoogleExample() throws {
        assertPoints(try coordinates("_p~iF~ps|U_ulLnnqC_mqNvxq`@"), [(38.5, -120.2), (40.7, -120.95), (43.252, -126.453)])
    }

    /// The same points encoded with precision 6 by Python's `polyline` 2.0.4: `polyline.encode(pts, 6)`.
    func testPrecisionSix() throws {
        assertPoints(try coordinates("_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI", precision: 6),
                     [(38.5, -120.2), (40.7, -120.95), (43.252, -126.453)])
    }

    /// A 12-point random walk near Helsinki encoded by Python's `polyline` 2.0.4 (seed 7, see the
    /// commit): `polyline.encode(route, 5)`; surrounding whitespace is ignored.
    func testLongerRouteFromAnotherEncoder() throws {
        let expected = [(60.16648, 24.93302), (60.1695, 24.92447), (60.17021, 24.92178), (60.16137, 24.92193),
                        (60.15212, 24.9206), (60.14352, 24.91242), (60.14201, 24.91895), (60.13449, 24.91342),
                        (60.13704, 24.92237), (60.13858, 24.9203), (60.1481, 24.91124), (60.15527, 24.90703)]
        assertPoints(try coordinates("  ogfnJkvdwC{Qlt@mCxOfv@]xx@hGvt@br@lHyg@~m@pa@}N}v@sH|Koz@rw@yk@hY\n"), expected)
    }

    /// Crossing the antimeridian: `polyline.encode([(-16.5, 179.9), (-16.6, -179.8)], 5)`.
    func testAntimeridianDelta() throws {
        assertPoints(try coordinates("~sucB_v_ia@~oR~{lrcA"), [(-16.5, 179.9), (-16.6, -179.8)])
    }

    private func assertError(_ text: String, offset: Int, containing fragment: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PolylineReader().read(Array(text.utf8), path: "p.txt"), file: file, line: line) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(error.column, offset + 1, "\(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains("at character offset \(offset)"), "\(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: line)
        }
    }

    func testMalformedPolylines() {
        // Odd: the third point's latitude (value 5, starting at offset 20) has no longitude.
        assertError("_p~iF~ps|U_ulLnnqC_mqN", offset: 18, containing: "odd number of values")
        assertError("_p~iF~ps|U_ulLnnqC_mqNvxq", offset: 22, containing: "middle of a value")
        assertError("_p~iF ~ps|U", offset: 5, containing: "not a polyline character")
        assertError("_p~iF~ps|U!!", offset: 10, containing: "'!' is not a polyline character")
        // 95° north: `polyline.encode([(95, 0)], 5)` (Python `polyline` 2.0.4) is `_uybQ?`.
        assertError("_uybQ?", offset: 0, containing: "out of range")
        XCTAssertThrowsError(try PolylineReader().read(Array("  \n".utf8)))
    }
}
