import Foundation
import Testing
import RouteCardGeo
import RouteCardScene
@testable import RouteCardStyle

/// The outer edge of a stroked polygon, as icon shadows use it, against corners computed by hand:
/// a square's mitre is its corner moved out diagonally; a corner sharper than SVG's miter limit of
/// 4 (an angle under 2·asin(1/4) ≈ 29°) is bevelled to the two moved edge ends.
@Suite struct MitredOutsetTests {
    static func close(_ a: CanvasPoint, _ b: CanvasPoint) -> Bool { hypot(a.x - b.x, a.y - b.y) < 1e-9 }

    @Test func aSquaresCornersMoveOutDiagonally() {
        let square = [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 10, y: 0), CanvasPoint(x: 10, y: 10), CanvasPoint(x: 0, y: 10)]
        let grown = BuiltInIcon.mitredOutset(square, by: 1.5)
        let expected = [CanvasPoint(x: -1.5, y: -1.5), CanvasPoint(x: 11.5, y: -1.5), CanvasPoint(x: 11.5, y: 11.5), CanvasPoint(x: -1.5, y: 11.5)]
        #expect(grown.count == 4 && zip(grown, expected).allSatisfy(Self.close), "\(grown)")
    }

    @Test func aSharpCornerIsBevelledAndAReflexOneMeetsInside() {
        // A spike 20° wide at (0, 0) pointing up, then a notch: corners clockwise on screen.
        let t = tan(10 * Double.pi / 180) * 100
        let spike = [CanvasPoint(x: 0, y: 0), CanvasPoint(x: t, y: 100), CanvasPoint(x: 0, y: 80), CanvasPoint(x: -t, y: 100)]
        let grown = BuiltInIcon.mitredOutset(spike, by: 1)
        #expect(grown.count == 5, "the spike's point becomes two")
        // The bevel ends are the point moved out along each edge's normal.
        let left = CanvasPoint(x: -cos(10 * Double.pi / 180), y: -sin(10 * Double.pi / 180))
        let right = CanvasPoint(x: cos(10 * Double.pi / 180), y: -sin(10 * Double.pi / 180))
        #expect(Self.close(grown[0], left) && Self.close(grown[1], right), "\(grown[0]) \(grown[1])")
        // The notch at (0, 80) is reflex: the moved edges meet straight below it, 1 / cos of the
        // edges' slope (the edge runs t across and 20 down) further out.
        #expect(Self.close(grown[3], CanvasPoint(x: 0, y: 80 + hypot(t, 20) / t)), "\(grown[3])")
    }
}
