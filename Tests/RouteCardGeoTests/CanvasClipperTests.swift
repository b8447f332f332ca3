import RouteCardGeo
import XCTest

/// Clipping to a box; every expected value is worked out by hand from the line equations.
final class CanvasClipperTests: XCTestCase {
    let box = CanvasBox(minX: 0, minY: 0, maxX: 10, maxY: 10)

    func p(_ x: Double, _ y: Double) -> CanvasPoint { CanvasPoint(x: x, y: y) }

    func testSegmentCrossingTwoEdges() throws {
        let (a, b) = try XCTUnwrap(CanvasClipper.clip(segment: p(-10, 5), p(20, 5), to: box))
        XCTAssertEqual([a, b], [p(0, 5), p(10, 5)])
        // The diagonal y = x enters at (0, 0) and leaves at (10, 10).
        let (c, d) = try XCTUnwrap(CanvasClipper.clip(segment: p(-5, -5), p(15, 15), to: box))
        XCTAssertEqual([c, d], [p(0, 0), p(10, 10)])
        // y = 2x + 4 from (-2, 0) to (4, 12): enters the left edge at (0, 4), leaves the bottom at (3, 10).
        let (e, f) = try XCTUnwrap(CanvasClipper.clip(segment: p(-2, 0), p(4, 12), to: box))
        XCTAssertEqual(e.x, 0, accuracy: 1e-12)
        XCTAssertEqual(e.y, 4, accuracy: 1e-12)
        XCTAssertEqual(f.x, 3, accuracy: 1e-12)
        XCTAssertEqual(f.y, 10, accuracy: 1e-12)
    }

    func testSegmentsOutsideOrInside() {
        XCTAssertNil(CanvasClipper.clip(segment: p(-5, -1), p(20, -1), to: box))
        XCTAssertNil(CanvasClipper.clip(segment: p(11, 0), p(11, 10), to: box))
        // Passes beside the corner: y = x - 12 never reaches y ≥ 0 for x ≤ 10.
        XCTAssertNil(CanvasClipper.clip(segment: p(5, -7), p(20, 8), to: box))
        let inside = CanvasClipper.clip(segment: p(1, 1), p(9, 2), to: box)
        XCTAssertEqual(inside.map { [$0.0, $0.1] }, [p(1, 1), p(9, 2)])
    }

    func testPolylineLeavingAndComingBackGivesTwoParts() {
        let parts = CanvasClipper.clip(polyline: [p(2, 2), p(20, 2), p(20, 8), p(2, 8)], to: box)
        XCTAssertEqual(parts, [[p(2, 2), p(10, 2)], [p(10, 8), p(2, 8)]])
        XCTAssertEqual(CanvasClipper.clip(polyline: [p(1, 1), p(5, 5), p(9, 1)], to: box), [[p(1, 1), p(5, 5), p(9, 1)]])
        XCTAssertEqual(CanvasClipper.clip(polyline: [p(20, 20), p(30, 30)], to: box), [])
    }

    func testRingCutToTheBox() {
        // A 10 × 10 square whose top-left quarter overlaps the box: the overlap is the square (5…10) × (5…10).
        let ring = CanvasClipper.clip(ring: [p(5, 5), p(15, 5), p(15, 15), p(5, 15), p(5, 5)], to: box)
        XCTAssertEqual(ring.first, ring.last)
        XCTAssertEqual(Set(ring.map { "\($0.x),\($0.y)" }), ["5.0,5.0", "10.0,5.0", "10.0,10.0", "5.0,10.0"])
        XCTAssertEqual(ring.count, 5)
        // A triangle with its apex outside: (2, 2), (8, 2), (5, 14) cut at y = 10.
        // Its sides x = 2 + t·3, y = 2 + t·12 reach y = 10 at t = 2/3 → x = 4; and symmetric x = 6.
        let triangle = CanvasClipper.clip(ring: [p(2, 2), p(8, 2), p(5, 14), p(2, 2)], to: box)
        XCTAssertEqual(Set(triangle.map { "\($0.x),\($0.y)" }), ["2.0,2.0", "8.0,2.0", "6.0,10.0", "4.0,10.0"])
    }

    func testRingsWhollyOutsideOrInside() {
        XCTAssertEqual(CanvasClipper.clip(ring: [p(20, 20), p(30, 20), p(30, 30), p(20, 20)], to: box), [])
        let inside = [p(1, 1), p(4, 1), p(4, 4), p(1, 1)]
        XCTAssertEqual(CanvasClipper.clip(ring: inside, to: box), inside)
    }
}
