import Testing
@testable import RouteCardGeo

/// A camera's view against corners computed by hand from the Web Mercator formulas (x = (lon + 180) / 360,
/// y = 1/2 − ln((1 + sin φ) / (1 − sin φ)) / 4π, a world of 512 · 2^zoom points, MapLibre's convention),
/// in a separate Python script, not by the code under test.
struct CameraTests {
    private func expectCorners(_ viewport: Viewport, topLeft: (Double, Double), bottomRight: (Double, Double),
                               tolerance: Double = 1e-9) {
        let tl = viewport.coordinate(at: CanvasPoint(x: 0, y: 0))
        let br = viewport.coordinate(at: CanvasPoint(x: viewport.size.width, y: viewport.size.height))
        #expect(abs(tl.latitude - topLeft.0) < tolerance && abs(tl.longitude - topLeft.1) < tolerance, "top left \(tl)")
        #expect(abs(br.latitude - bottomRight.0) < tolerance && abs(br.longitude - bottomRight.1) < tolerance, "bottom right \(br)")
    }

    @Test func centreAndZoomPutTheCentreInTheMiddleAtMapLibresScale() {
        let viewport = Camera.center(GeoCoordinate(latitude: 43.7384, longitude: 7.4246), zoom: 14.5)
            .viewport(size: CanvasSize(width: 800, height: 800))
        #expect(abs(viewport.zoom - 14.5) < 1e-12)
        expectCorners(viewport, topLeft: (43.7471693219177, 7.412461707628836), bottomRight: (43.72962939356104, 7.43673829237116))
    }

    @Test func boundsFillTheCanvasAlongTheirLongerSide() {
        // On 1000×600 the box's height limits the zoom: its north and south edges touch the canvas's,
        // and the canvas shows more than the box from west to east.
        let viewport = Camera.bounds(GeoBounds(west: 7.40, south: 43.72, east: 7.44, north: 43.75))
            .viewport(size: CanvasSize(width: 1000, height: 600))
        #expect(abs(viewport.zoom - 13.310724725668262) < 1e-9)
        expectCorners(viewport, topLeft: (43.75, 7.385400076571642), bottomRight: (43.72, 7.454599923428361))
    }

    @Test func boundsAcrossTheAntimeridian() {
        let viewport = Camera.bounds(GeoBounds(west: 170, south: -20, east: -170, north: -10))
            .viewport(size: CanvasSize(width: 800, height: 400))
        #expect(abs(viewport.zoom - 4.761667978512969) < 1e-9)
        expectCorners(viewport, topLeft: (-10, 169.63217542673607), bottomRight: (-20, -169.632175426736))
    }

    @Test func zoomBeyondMapLibresRangeIsCappedForATinyBox() {
        let viewport = Camera.bounds(GeoBounds(west: 7.4, south: 43.7, east: 7.4 + 1e-9, north: 43.7 + 1e-9))
            .viewport(size: CanvasSize(width: 500, height: 500))
        #expect(abs(viewport.zoom - 24) < 1e-9)
    }
}
