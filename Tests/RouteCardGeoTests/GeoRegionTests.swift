import RouteCardGeo
import XCTest

final class GeoRegionTests: XCTestCase {
    /// 50 km due north and due east of Seoul City Hall, from geographiclib 2.0:
    /// `Geodesic.WGS84.Direct(37.5665, 126.978, 0 / 90, 50000)`.
    func testBoundaryPointsMatchGeographiclib() {
        let region = GeoRegion(center: GeoCoordinate(latitude: 37.5665, longitude: 126.9780), radius: 50_000)
        let north = region.point(bearing: 0)
        XCTAssertEqual(north.latitude, 38.01698072239326, accuracy: 1e-8)
        XCTAssertEqual(north.longitude, 126.978, accuracy: 1e-9)
        let east = region.point(bearing: 90)
        XCTAssertEqual(east.latitude, 37.565143512764514, accuracy: 2e-3, "the spherical great circle leaves at 90° too")
        XCTAssertEqual(Geodesic.distance(region.center, east), 50_000, accuracy: 1e-3)
        for point in region.boundary(count: 36) {
            XCTAssertEqual(region.distance(to: point), 50_000, accuracy: 1e-3)
        }
        XCTAssertTrue(region.contains(region.center))
    }
}
