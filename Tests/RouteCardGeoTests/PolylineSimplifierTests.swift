import XCTest
@testable import RouteCardGeo

final class PolylineSimplifierTests: XCTestCase {
    func testCollinearPointsCollapseToTheEnds() {
        let points = (0...100).map { CanvasPoint(x: Double($0), y: 2 * Double($0)) }
        XCTAssertEqual(PolylineSimplifier.simplify(points, tolerance: 0.25), [points.first!, points.last!])
    }

    func testCornersAreKept() {
        let points = [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 50, y: 0), CanvasPoint(x: 100, y: 0), CanvasPoint(x: 100, y: 50)]
        XCTAssertEqual(PolylineSimplifier.simplify(points, tolerance: 0.5),
                       [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 100, y: 0), CanvasPoint(x: 100, y: 50)])
    }

    func testEveryDroppedPointStaysNearTheResult() {
        // A seeded wiggly walk; each original point must lie within twice the tolerance of the
        // simplified line (radial pass plus Douglas–Peucker each move a point at most once by the tolerance).
        var state: UInt64 = 42
        func random() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var x = 0.0, y = 0.0
        let points = (0..<1500).map { _ -> CanvasPoint in
            x += random() * 0.6
            y += random() - 0.5
            return CanvasPoint(x: x, y: y)
        }
        let tolerance = 0.25
        let simplified = PolylineSimplifier.simplify(points, tolerance: tolerance)
        XCTAssertLessThan(simplified.count, points.count / 2)
        XCTAssertEqual(simplified.first, points.first)
        XCTAssertEqual(simplified.last, points.last)
        for p in points {
            var best = Double.infinity
            for (a, b) in zip(simplified, simplified.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / max(dx * dx + dy * dy, 1e-300)))
                best = min(best, hypot(a.x + t * dx - p.x, a.y + t * dy - p.y))
            }
            XCTAssertLessThanOrEqual(best, 2 * tolerance + 1e-9)
        }
    }

    func testZeroToleranceKeepsEverything() {
        let points = [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 1, y: 0), CanvasPoint(x: 2, y: 0)]
        XCTAssertEqual(PolylineSimplifier.simplify(points, tolerance: 0), points)
    }
}
