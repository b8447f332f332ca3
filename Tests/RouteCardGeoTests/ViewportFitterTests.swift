import XCTest
@testable import RouteCardGeo

/// Fitting checked against hand-computed Web Mercator arithmetic: a span of Δλ degrees of
/// longitude is Δλ/360 world units wide, so a scale s puts it s·Δλ/360 points wide.
final class ViewportFitterTests: XCTestCase {
    let canvas = CanvasSize(width: 800, height: 600)

    func c(_ lat: Double, _ lon: Double) -> GeoCoordinate { GeoCoordinate(latitude: lat, longitude: lon) }

    func fit(_ groups: [FitGroup], padding: EdgeInsets = EdgeInsets(all: 40), size: CanvasSize? = nil) -> Viewport {
        ViewportFitter.fit(groups, options: FitOptions(size: size ?? canvas, padding: padding))
    }

    func assertPoint(_ p: CanvasPoint, _ x: Double, _ y: Double, accuracy: Double = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, x, accuracy: accuracy, "x", file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: accuracy, "y", file: file, line: line)
    }

    func testHorizontalLineFillsThePaddedWidthAndIsCentredVertically() {
        let viewport = fit([FitGroup(coordinates: [c(0, -1), c(0, 1)], box: .zero)])
        // 720 points for 2/360 world units.
        XCTAssertEqual(viewport.scale, 720 / (2.0 / 360), accuracy: 1e-6)
        assertPoint(viewport.point(for: c(0, -1)), 40, 300)
        assertPoint(viewport.point(for: c(0, 1)), 760, 300)
    }

    func testLineWidthIsPartOfTheDrawnExtent() {
        let viewport = fit([FitGroup(coordinates: [c(0, -1), c(0, 1)], box: .around(radius: 5))])
        assertPoint(viewport.point(for: c(0, -1)), 45, 300)
        assertPoint(viewport.point(for: c(0, 1)), 755, 300)
    }

    func testTallRouteKeepsAspectAndCentresHorizontally() {
        let viewport = fit([FitGroup(coordinates: [c(-1, 10), c(1, 10)], box: .zero)])
        let extent = WebMercator.y(latitude: -1) - WebMercator.y(latitude: 1)
        XCTAssertEqual(viewport.scale, 520 / extent, accuracy: 1e-6)
        assertPoint(viewport.point(for: c(1, 10)), 400, 40)
        assertPoint(viewport.point(for: c(-1, 10)), 400, 560)
    }

    func testPerSidePaddingCentresInThePaddedBox() {
        let padding = EdgeInsets(top: 100, right: 10, bottom: 20, left: 50)
        let viewport = fit([FitGroup(coordinates: [c(0, -1), c(0, 1)], box: .zero)], padding: padding)
        assertPoint(viewport.point(for: c(0, -1)), 50, 340)
        assertPoint(viewport.point(for: c(0, 1)), 790, 340)
    }

    func testMarkerBoxWithAnchorIsKeptInside() {
        // A 22 × 30 pin whose tip is on the east end: its box reaches 11 points further east.
        let line = FitGroup(coordinates: [c(0, -1), c(0, 1)], box: .zero)
        let pin = FitGroup(coordinates: [c(0, 1)], box: CanvasBox(minX: -11, minY: -30, maxX: 11, maxY: 0))
        let viewport = fit([line, pin])
        XCTAssertEqual(viewport.scale, 709 / (2.0 / 360), accuracy: 1e-4)
        let west = viewport.point(for: c(0, -1)), east = viewport.point(for: c(0, 1))
        XCTAssertEqual(west.x, 40, accuracy: 1e-6)
        XCTAssertEqual(east.x + 11, 760, accuracy: 1e-6)
        // Vertically the drawn extent (pin top at -30 to the line at 0) is centred: 30 points tall.
        XCTAssertEqual(east.y - 30 + 15, 300, accuracy: 1e-6)
    }

    func testTrackCrossingTheAntimeridianIsNarrow() {
        let coordinates = [c(-17, 179.5), c(-17, 179.9), c(-17, -179.9), c(-17, -179.5)]
        let viewport = fit([FitGroup(coordinates: coordinates, box: .zero)])
        XCTAssertEqual(viewport.scale, 720 / (1.0 / 360), accuracy: 1e-3)
        let points = viewport.points(along: coordinates)
        XCTAssertEqual(points.first!.x, 40, accuracy: 1e-6)
        XCTAssertEqual(points.last!.x, 760, accuracy: 1e-6)
        XCTAssertEqual(zip(points, points.dropFirst()).filter { $1.x <= $0.x }.count, 0, "x grows monotonically: no jump")
        // The single-coordinate projection agrees with the line's unwrapping.
        XCTAssertEqual(viewport.point(for: c(-17, -179.5)).x, 760, accuracy: 1e-6)
    }

    func testSeparateGroupsTakeTheSmallestLongitudeWindow() {
        let viewport = fit([FitGroup(coordinates: [c(0, 170), c(0, 175)], box: .zero),
                            FitGroup(coordinates: [c(0, -175), c(0, -170)], box: .zero)])
        XCTAssertEqual(viewport.scale, 720 / (20.0 / 360), accuracy: 1e-3)
        XCTAssertEqual(viewport.point(for: c(0, 170)).x, 40, accuracy: 1e-6)
        XCTAssertEqual(viewport.point(for: c(0, -170)).x, 760, accuracy: 1e-6)
    }

    func testSinglePointUsesTheDefaultSpanAndIsCentred() {
        for coordinates in [[c(60.17, 24.94)], [c(60.17, 24.94), c(60.17, 24.94), c(60.17, 24.94)]] {
            let viewport = fit([FitGroup(coordinates: coordinates, box: .around(radius: 4))])
            // 1000 m across the smaller padded side (520 points).
            XCTAssertEqual(viewport.metresPerPoint(latitude: 60.17) * 520, 1000, accuracy: 1e-6)
            assertPoint(viewport.point(for: coordinates[0]), 400, 300)
        }
    }

    func testNorthSouthLineIsFinite() {
        let viewport = fit([FitGroup(coordinates: [c(60, 24), c(60.01, 24)], box: .around(radius: 2))])
        XCTAssertTrue(viewport.scale.isFinite && viewport.scale > 0)
        XCTAssertEqual(viewport.point(for: c(60, 24)).x, 400, accuracy: 1e-6)
        XCTAssertEqual(viewport.point(for: c(60, 24)).y, 558, accuracy: 1e-6)
        XCTAssertEqual(viewport.point(for: c(60.01, 24)).y, 42, accuracy: 1e-6)
    }

    func testTinyRouteStopsAtTheMaximumZoom() {
        // About 20 m east-west at the equator.
        let viewport = fit([FitGroup(coordinates: [c(0, 0), c(0, 0.00018)], box: .zero)])
        XCTAssertEqual(viewport.zoom, 18, accuracy: 1e-9)
        let a = viewport.point(for: c(0, 0)), b = viewport.point(for: c(0, 0.00018))
        XCTAssertEqual((a.x + b.x) / 2, 400, accuracy: 1e-6)
    }

    func testShortRealRouteStillFillsTheCard() {
        // 1 km east-west at 60° N is far from the zoom cap: it fills the padded width.
        let east = 1000 / (111_319.49 * cos(60 * Double.pi / 180))
        let viewport = fit([FitGroup(coordinates: [c(60, 24), c(60, 24 + east)], box: .zero)])
        XCTAssertLessThan(viewport.zoom, 18)
        XCTAssertEqual(viewport.point(for: c(60, 24 + east)).x - viewport.point(for: c(60, 24)).x, 720, accuracy: 1e-6)
    }

    func testPaddingLargerThanTheCanvasNeverGivesNaN() {
        let viewport = fit([FitGroup(coordinates: [c(0, 0), c(1, 1)], box: .around(radius: 50))],
                           padding: EdgeInsets(all: 80), size: CanvasSize(width: 100, height: 100))
        XCTAssertTrue(viewport.scale.isFinite && viewport.scale > 0)
        XCTAssertTrue(viewport.originX.isFinite && viewport.originY.isFinite)
    }

    func testNothingToFitAndInvalidCoordinatesAreHarmless() {
        let empty = fit([])
        XCTAssertTrue(empty.scale.isFinite && empty.scale > 0)
        let viewport = fit([FitGroup(coordinates: [c(.nan, 0), c(0, .infinity), c(0, -1), c(0, 1)], box: .zero)])
        assertPoint(viewport.point(for: c(0, -1)), 40, 300)
    }

    func testProjectionRoundTrips() {
        let viewport = fit([FitGroup(coordinates: [c(60.16, 24.93), c(60.18, 24.96)], box: .zero)])
        for coordinate in [c(60.16, 24.93), c(60.17, 24.95), c(60.18, 24.96)] {
            let back = viewport.coordinate(at: viewport.point(for: coordinate))
            XCTAssertEqual(back.latitude, coordinate.latitude, accuracy: 1e-9)
            XCTAssertEqual(back.longitude, coordinate.longitude, accuracy: 1e-9)
        }
    }
}
