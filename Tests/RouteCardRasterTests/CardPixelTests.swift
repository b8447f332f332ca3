import Foundation
import RouteCard
import RouteCardImages
import RouteCardRaster
import XCTest

/// The one-call API for pictures: PNG pixels land where the projection says.
final class CardPixelTests: XCTestCase {
    /// Three points in Helsinki.
    static let gpx = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
    <trk><name>Three</name><trkseg>
    <trkpt lat="60.1700" lon="24.9400"/><trkpt lat="60.1710" lon="24.9450"/><trkpt lat="60.1725" lon="24.9425"/>
    </trkseg></trk></gpx>
    """

    /// White paper, a red 6 pt route with round caps and joins, 40 pt padding.
    static let style = """
    { "version": 1, "canvas": { "width": 800, "height": 800, "scale": 2, "padding": 40, "simplify": 0 },
      "layers": [
        { "id": "paper", "type": "background", "paint": { "background-color": "#ffffff" } },
        { "id": "route", "type": "route",
          "paint": { "line-color": "#ff0000", "line-width": 6, "line-cap": "round", "line-join": "round" } } ] }
    """

    /// Canvas positions (points) of the three track points on a 400×300 card, computed
    /// independently in Python from the Web Mercator formulas (x = (lon + 180) / 360,
    /// y = (1 − ln tan(π/4 + φ/2) / π) / 2) and the fit rule: the largest scale at which the
    /// projected box grown by half the line width (3 pt) fits inside the 40 pt padding on both
    /// axes, the box centred on the canvas. Height decides: y spans 40 + 3 … 300 − 40 − 3.
    static let expectedPoints: [(x: Double, y: Double)] = [
        (93.55440393928184, 256.9999999999761),
        (306.4455960623563, 171.40195421773316),
        (200.00000000166995, 42.99999999997614),
    ]

    func testScaleTwoOfA400x300CardIs800x600WithTheRouteWhereTheProjectionSays() throws {
        let track = try GPXReader().read(Array(Self.gpx.utf8), path: "three.gpx")
        var style = try Style.decode(Array(Self.style.utf8), file: "style.json")
        style.canvas.width = 400
        style.canvas.height = 300

        // The engine's projection agrees with the independent values.
        let context = LayerContext(track: track, style: style)
        let viewport = CardComposer().viewport(for: style, context: context)
        let coordinates = track.drawnSegments[0].points.map(\.coordinate)
        for (coordinate, expected) in zip(coordinates, Self.expectedPoints) {
            let point = viewport.point(for: coordinate)
            XCTAssertEqual(point.x, expected.x, accuracy: 1e-6)
            XCTAssertEqual(point.y, expected.y, accuracy: 1e-6)
        }

        let image = try PixelImage(png: CardRenderer().png(for: track, style: style, scale: 2))
        XCTAssertEqual(image.size, PixelSize(width: 800, height: 600))
        // Each vertex, at twice its canvas position, is inside the 12-pixel-wide red line.
        for expected in Self.expectedPoints {
            let pixel = image.rgba(x: Int(expected.x * 2), y: Int(expected.y * 2))
            XCTAssertEqual(pixel, [255, 0, 0, 255], "vertex at \(expected)")
        }
        // Midway along the first leg, too.
        let mid = ((Self.expectedPoints[0].x + Self.expectedPoints[1].x), (Self.expectedPoints[0].y + Self.expectedPoints[1].y))
        XCTAssertEqual(image.rgba(x: Int(mid.0), y: Int(mid.1)), [255, 0, 0, 255])
        // Just past the round cap of the first point (radius 3 pt = 6 px) is paper again: 8 px below it.
        XCTAssertEqual(image.rgba(x: Int(Self.expectedPoints[0].x * 2), y: Int(Self.expectedPoints[0].y * 2) + 8), [255, 255, 255, 255])
        // The padding stays empty: every pixel of the top 80 and bottom 80 rows (40 pt) is white.
        for y in Array(0..<80) + Array(520..<600) {
            for x in stride(from: 0, to: 800, by: 7) where image.rgba(x: x, y: y) != [255, 255, 255, 255] {
                return XCTFail("pixel (\(x), \(y)) in the padding is \(image.rgba(x: x, y: y))")
            }
        }
    }

    func testPDFBytesFromTheOneCallAPI() throws {
        let track = try GPXReader().read(Array(Self.gpx.utf8), path: "three.gpx")
        let style = try Style.decode(Array(Self.style.utf8), file: "style.json")
        let pdf = String(decoding: try CardRenderer().pdf(for: track, style: style), as: UTF8.self)
        XCTAssertTrue(pdf.hasPrefix("%PDF-"))
        XCTAssertNotNil(pdf.range(of: #"/MediaBox\s*\[\s*0\s+0\s+800\s+800\s*\]"#, options: .regularExpression))
    }

    func testAnEmptyTrackIsACardError() throws {
        let empty = try GPXReader().read(Array(#"<gpx version="1.1" creator="t"><wpt lat="1" lon="1"/></gpx>"#.utf8), path: "e.gpx")
        XCTAssertNoThrow(try CardRenderer().png(for: empty, style: Style.decode(Array(Self.style.utf8)), scale: 1))
        let nothing = try GPXReader().read(Array(#"<gpx version="1.1" creator="t"></gpx>"#.utf8), path: "n.gpx")
        XCTAssertThrowsError(try CardRenderer().png(for: nothing, style: Style.decode(Array(Self.style.utf8)))) { error in
            XCTAssertEqual(error as? CardImageError, .card(.nothingToDraw))
        }
    }

    func testTextFallsBackToDejaVuSansWhenTheStyleNamesNoInstalledFont() throws {
        // A title in a given font stack, on a 240×40 card.
        func render(_ stack: String) throws -> PixelImage {
            let style = try Style.decode(Array("""
            { "version": 1, "canvas": { "width": 240, "height": 40, "scale": 1 },
              "layers": [ { "id": "t", "type": "text",
                "layout": { "text-field": "Route 42 · Ärå", "position": "left", "text-offset": [4, 0],
                            "text-size": 24, "text-font": \(stack) } } ] }
            """.utf8))
            let track = try GPXReader().read(Array(Self.gpx.utf8), path: "three.gpx")
            return try PixelImage(png: CardRenderer().png(for: track, style: style))
        }
        let dejaVu = try render(#"["DejaVu Sans"]"#)
        let unknown = try render(#"["No Such Font Family 9000", "Nor This One"]"#)
        XCTAssertEqual(PixelComparison(expected: dejaVu, actual: unknown, tolerance: 0).differingPixels, 0,
                       "a stack of fonts that are not installed should render exactly as DejaVu Sans")
        // The controls: librsvg alone falls back to a serif face for an unknown family, and another
        // installed face (DejaVu Sans Mono, also in fonts-dejavu-core) differs; text is drawn at all.
        let mono = try render(#"["DejaVu Sans Mono"]"#)
        XCTAssertGreaterThan(PixelComparison(expected: dejaVu, actual: mono, tolerance: 0).differingPixels, 50)
        let bare = Array("""
        <svg xmlns="http://www.w3.org/2000/svg" width="240" height="40">
        <text x="4" y="28" font-family="No Such Font Family 9000" font-size="24">Route 42 · Ärå</text></svg>
        """.utf8)
        let bareImage = try PixelImage(png: Rasterizer().png(svg: bare, scale: 1))
        let bareDejaVu = try PixelImage(png: Rasterizer().png(svg: Array(String(decoding: bare, as: UTF8.self)
            .replacingOccurrences(of: "No Such Font Family 9000", with: "DejaVu Sans").utf8), scale: 1))
        XCTAssertGreaterThan(PixelComparison(expected: bareDejaVu, actual: bareImage, tolerance: 0).differingPixels, 50,
                             "without the appended fallback the face differs (which is why the stack gets one)")
        XCTAssertTrue(stride(from: 0, to: dejaVu.rgba.count, by: 4).contains { dejaVu.rgba[$0] < 64 })
    }
}
