import XCTest
@testable import RouteCardGeo

/// Projection values checked against the OpenStreetMap "slippy map" tile formula
/// `y = (1 − ln(tan φ + sec φ)/π)/2 · 2^z`, computed in Python (math module) — a different formula
/// from the one the code uses (ln((1 + sin φ)/(1 − sin φ))).
final class WebMercatorTests: XCTestCase {
    func testWorldCoordinatesMatchSlippyMapTiles() {
        // (lat, lon, tile x at z10, tile y at z10)
        let cases: [(Double, Double, Double, Double)] = [
            (60.1699, 24.9384, 582.9358933333333, 296.4001979447728),
            (37.5665, 126.9780, 873.1818666666667, 396.54634111515384),
            (-33.8688, 151.2093, 942.1064533333333, 614.4944654937868),
            (0, 0, 512, 512),
        ]
        for (lat, lon, tileX, tileY) in cases {
            XCTAssertEqual(WebMercator.x(longitude: lon) * 1024, tileX, accuracy: 1e-9)
            XCTAssertEqual(WebMercator.y(latitude: lat) * 1024, tileY, accuracy: 1e-9)
        }
    }

    func testLatitudeIsClampedAtTheMercatorLimit() {
        XCTAssertEqual(WebMercator.y(latitude: 85.05112878), 0, accuracy: 1e-10)
        XCTAssertEqual(WebMercator.y(latitude: 90), WebMercator.y(latitude: 85.05112878))
        XCTAssertEqual(WebMercator.y(latitude: -90), 1, accuracy: 1e-10)
        XCTAssertTrue(WebMercator.y(latitude: 90).isFinite)
    }

    func testInverseProjection() {
        for lat in stride(from: -80.0, through: 80, by: 10) {
            XCTAssertEqual(WebMercator.latitude(y: WebMercator.y(latitude: lat)), lat, accuracy: 1e-10)
        }
        XCTAssertEqual(WebMercator.longitude(x: 0.75), 90)
    }

    func testZoomAndScale() {
        // MapLibre's convention: 512-point tiles, so zoom 0 is a 512-point world.
        XCTAssertEqual(WebMercator.scale(zoom: 0), 512)
        XCTAssertEqual(WebMercator.scale(zoom: 10), 524_288)
        XCTAssertEqual(WebMercator.zoom(scale: 1024), 1, accuracy: 1e-12)
        // At the equator, a 256-point world shows 40,075,016.686 m in 256 points: 156,543.03 m a
        // point (the well-known figure for 256-pixel zoom 0), which is MapLibre's zoom −1.
        let viewport = Viewport(size: CanvasSize(width: 256, height: 256), center: GeoCoordinate(latitude: 0, longitude: 0), zoom: -1)
        XCTAssertEqual(viewport.metresPerPoint(latitude: 0), 156_543.034, accuracy: 0.001)
        XCTAssertEqual(viewport.metresPerPoint(latitude: 60), 156_543.034 / 2, accuracy: 0.001)
    }
}
