import XCTest
@testable import RouteCardGeo

/// Reference distances from GeographicLib (Karney's algorithm, Python package geographiclib 2.x):
/// `Geodesic.WGS84.Inverse(lat1, lon1, lat2, lon2)['s12']`.
final class GeodesicTests: XCTestCase {
    func testDistancesAgreeWithGeographicLib() {
        let cases: [((Double, Double), (Double, Double), Double)] = [
            ((60.1699, 24.9384), (59.3293, 18.0686), 397218.5930640336),
            ((37.5665, 126.9780), (35.1796, 129.0756), 324915.2974531313),
            ((0, 0), (0, 1), 111319.49079327357),
            ((-33.8688, 151.2093), (-36.8485, 174.7633), 2160508.8090178203),
            ((51.5074, -0.1278), (40.7128, -74.0060), 5585233.5789313),
            ((-16.5, 179.9), (-16.6, -179.8), 33879.35158317028),
            ((60.1707675, 24.9446141), (60.1708079, 24.9445838), 4.805179205359634),
        ]
        for (a, b, expected) in cases {
            let distance = Geodesic.distance(GeoCoordinate(latitude: a.0, longitude: a.1), GeoCoordinate(latitude: b.0, longitude: b.1))
            XCTAssertEqual(distance, expected, accuracy: expected * 1e-9, "\(a) → \(b)")
        }
    }

    /// The chord-based short-step distance against GeographicLib (`Geodesic.WGS84.Inverse(...)['s12']`,
    /// geographiclib 2.x), including a pair across 180° and one long enough to fall back to Vincenty.
    func testShortStepDistanceAgreesWithGeographicLib() {
        let cases: [((Double, Double), (Double, Double), Double)] = [
            ((60.1707675, 24.9446141), (60.1708079, 24.9445838), 4.805179205359634),
            ((0, 0), (0.001, 0.001), 156.90347192691743),
            ((45, 10), (45.01, 10.01), 1362.5724056029615),
            ((-33.9, 151.2), (-33.9, 151.221), 1942.3509526168486),
            ((10, 179.999), (10.001, -179.9995), 198.19377785413243),
            ((89.9, 0), (89.9, 90), 15795.90990088993),
        ]
        for (a, b, expected) in cases {
            let distance = Geodesic.shortDistance(EllipsoidPoint(GeoCoordinate(latitude: a.0, longitude: a.1)),
                                                  EllipsoidPoint(GeoCoordinate(latitude: b.0, longitude: b.1)))
            // Relative 1e-10, or 10 nm: ECEF coordinates of 6.4e6 m carry ~1e-9 m of rounding.
            XCTAssertEqual(distance, expected, accuracy: max(expected * 1e-10, 1e-8), "\(a) → \(b)")
        }
    }

    func testZeroDistanceAndBearings() {
        let p = GeoCoordinate(latitude: 10, longitude: 20)
        XCTAssertEqual(Geodesic.distance(p, p), 0)
        XCTAssertEqual(Geodesic.initialBearing(from: p, to: GeoCoordinate(latitude: 11, longitude: 20)), 0, accuracy: 1e-9)
        XCTAssertEqual(Geodesic.initialBearing(from: GeoCoordinate(latitude: 0, longitude: 0),
                                               to: GeoCoordinate(latitude: 0, longitude: 1)), 90, accuracy: 1e-9)
        XCTAssertEqual(Geodesic.initialBearing(from: p, to: GeoCoordinate(latitude: 9, longitude: 20)), 180, accuracy: 1e-9)
    }

    func testStatisticsNeverMeasureAcrossSegmentGaps() {
        let a = TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0), TrackPoint(latitude: 0, longitude: 1)])
        let b = TrackSegment(points: [TrackPoint(latitude: 10, longitude: 0), TrackPoint(latitude: 10, longitude: 0)])
        let stats = RouteStatistics(track: Track(segments: [a, b]))
        XCTAssertEqual(stats.distance, 111319.49079327357, accuracy: 1e-3)
        XCTAssertEqual(stats.pointCount, 4)
        XCTAssertNil(stats.duration)
    }
}
