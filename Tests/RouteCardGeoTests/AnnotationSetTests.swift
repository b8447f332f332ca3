import Foundation
import RouteCardGeo
import XCTest

final class AnnotationSetTests: XCTestCase {
    private func at(_ latitude: Double, _ longitude: Double) -> GeoCoordinate {
        GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    func testUpsertMovesInsteadOfDuplicating() {
        var set = AnnotationSet()
        XCTAssertEqual(set.upsert(id: "driver-7", coordinate: at(37.51, 127.02)), .added)
        XCTAssertEqual(set.upsert(id: "driver-7", coordinate: at(37.52, 127.03)), .moved)
        XCTAssertEqual(set.upsert(id: "driver-8", coordinate: at(37.50, 127.00)), .added)
        XCTAssertEqual(set.upsert(id: "driver-7", coordinate: at(37.53, 127.04)), .moved)
        XCTAssertEqual(set.count, 2)
        XCTAssertEqual(set.annotations.map(\.id), ["driver-7", "driver-8"])
        XCTAssertEqual(set["driver-7"]?.coordinate, at(37.53, 127.04))
    }

    /// Headings along a path, checked against the spherical initial-bearing formula evaluated in
    /// Python (`math.atan2(sin Δλ cos φ2, cos φ1 sin φ2 − sin φ1 cos φ2 cos Δλ)`, mod 360) and
    /// against geographiclib 2.0's ellipsoidal azimuth `Geodesic.WGS84.Inverse(...)['azi1']`
    /// (mod 360), which differs from the spherical bearing by < 0.1° at these distances.
    func testHeadingFollowsMovementAsIndependentlyComputedBearings() {
        let path = [at(37.5665, 126.9780), at(37.5700, 126.9800), at(37.5700, 126.9900), at(37.5600, 126.9850), at(37.5650, 126.9700)]
        let spherical = [24.36659228314454, 89.99695134882109, 201.6214873638972, 292.81179779535734]
        let ellipsoidal = [24.457702453555402, 89.99695134880314, 360 - 158.29545646397563, 360 - 67.27459113642115]
        var set = AnnotationSet()
        set.upsert(id: "car", coordinate: path[0])
        XCTAssertNil(set["car"]?.heading, "a new annotation has no heading yet")
        for index in 1..<path.count {
            set.upsert(id: "car", coordinate: path[index])
            let heading = try! XCTUnwrap(set["car"]?.heading)
            XCTAssertEqual(heading, spherical[index - 1], accuracy: 1e-9)
            XCTAssertEqual(heading, ellipsoidal[index - 1], accuracy: 0.15)
        }
    }

    func testUnmovedKeepsItsLastHeadingAndExplicitHeadingWins() {
        var set = AnnotationSet()
        set.upsert(id: "a", coordinate: at(0, 0))
        set.upsert(id: "a", coordinate: at(0.01, 0))          // due north
        XCTAssertEqual(set["a"]!.heading!, 0, accuracy: 1e-9)
        set.upsert(id: "a", coordinate: at(0.01, 0))          // same place
        XCTAssertEqual(set["a"]!.heading!, 0, accuracy: 1e-9)
        set.upsert(id: "a", coordinate: at(0.01, 0.000001))   // 0.11 m east: below the 0.5 m jitter threshold
        XCTAssertEqual(set["a"]!.heading!, 0, accuracy: 1e-9)
        set.upsert(id: "a", coordinate: at(0.01, 0.01), heading: -90)  // explicit wins over the eastward bearing
        XCTAssertEqual(set["a"]!.heading!, 270, accuracy: 1e-9)
        set.upsert(id: "a", coordinate: at(0.01, 0.02))       // due east along the parallel (≈ 90°)
        XCTAssertEqual(set["a"]!.heading!, 90, accuracy: 0.01)
        set.upsert(id: "b", coordinate: at(1, 1), heading: 725)
        XCTAssertEqual(set["b"]!.heading!, 5, accuracy: 1e-9)
    }

    func testPropertiesTimeRemovalAndClear() {
        var set = AnnotationSet()
        let time = Date(timeIntervalSince1970: 1_714_543_200)
        set.upsert(id: "a", coordinate: at(1, 1), time: time, properties: ["status": "matched"])
        set.upsert(id: "a", coordinate: at(1.001, 1))
        XCTAssertEqual(set["a"]?.properties, ["status": "matched"], "an update without properties keeps them")
        XCTAssertEqual(set["a"]?.time, time)
        set.upsert(id: "a", coordinate: at(1.002, 1), properties: ["status": "available"])
        XCTAssertEqual(set["a"]?.properties, ["status": "available"])
        set.upsert(id: "b", coordinate: at(2, 2))
        XCTAssertEqual(set.apply(.remove(id: "a")), .removed)
        XCTAssertEqual(set.apply(.remove(id: "a")), .ignored)
        XCTAssertEqual(set.annotations.map(\.id), ["b"])
        XCTAssertEqual(set.apply(.clear), .cleared)
        XCTAssertTrue(set.isEmpty)
        // After removal the same id starts afresh, without a heading.
        set.upsert(id: "a", coordinate: at(3, 3))
        XCTAssertNil(set["a"]?.heading)
    }

    /// Points 1 cm inside and outside a 50 km circle around Seoul City Hall, from geographiclib 2.0:
    /// `Geodesic.WGS84.Direct(37.5665, 126.978, AZI, 49999.99 / 50000.01)`.
    func testRegionFilterAtTheBoundary() {
        let centre = at(37.5665, 126.9780)
        var set = AnnotationSet(region: GeoRegion(center: centre, radius: 50_000))
        XCTAssertEqual(set.upsert(id: "in-45", coordinate: at(37.88435872697138, 127.37990038858621)), .added)
        XCTAssertEqual(set.upsert(id: "out-45", coordinate: at(37.88435885383653, 127.37990055003525)), .ignored)
        XCTAssertEqual(set.upsert(id: "in-200", coordinate: at(37.14299796678522, 126.7855196437049)), .added)
        XCTAssertEqual(set.upsert(id: "out-200", coordinate: at(37.14299779731593, 126.78551956714344)), .ignored)
        XCTAssertEqual(set.annotations.map(\.id), ["in-200", "in-45"])
        XCTAssertEqual(set["in-45"]!.distance!, 49_999.99, accuracy: 1e-4)
        // Driving out of the circle drops the annotation.
        XCTAssertEqual(set.upsert(id: "in-45", coordinate: at(37.88435885383653, 127.37990055003525)), .left)
        XCTAssertEqual(set.annotations.map(\.id), ["in-200"])
    }
}
