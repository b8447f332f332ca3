import RouteCardGeo
import Testing

/// The collision index against brute force: every decision it makes is checked by testing the
/// boxes pairwise, and distances to thick line pieces by sampling the box densely.
@Suite struct CollisionIndexTests {
    static let canvas = CanvasBox(x: 0, y: 0, width: 400, height: 300)

    static func overlap(_ a: CanvasBox, _ b: CanvasBox) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test func aDenseGridOfCandidatesKeepsNoOverlappingBoxes() {
        var index = CollisionIndex(bounds: Self.canvas, cellSize: 32)
        var accepted: [CanvasBox] = [], rejected: [CanvasBox] = []
        // Boxes 37 × 13 every 9 × 5 points: most candidates overlap several others.
        for row in 0..<60 {
            for column in 0..<44 {
                let box = CanvasBox(x: Double(column) * 9 - 10, y: Double(row) * 5 - 5, width: 37, height: 13)
                if index.insertIfFree([box]) { accepted.append(box) } else { rejected.append(box) }
            }
        }
        #expect(accepted.count > 100)
        for i in accepted.indices {
            for j in accepted.indices where j > i { #expect(!Self.overlap(accepted[i], accepted[j])) }
        }
        // Nothing was refused without a reason.
        for box in rejected { #expect(accepted.contains { Self.overlap($0, box) }) }
    }

    @Test func touchingBoxesDoNotCollide() {
        var index = CollisionIndex(bounds: Self.canvas)
        let first = index.insertIfFree([CanvasBox(x: 10, y: 10, width: 20, height: 10)])
        let second = index.insertIfFree([CanvasBox(x: 30, y: 10, width: 20, height: 10)])
        let third = index.insertIfFree([CanvasBox(x: 49.5, y: 19.5, width: 5, height: 5)])
        #expect(first && second && !third)
    }

    /// The smallest distance from a thick segment's axis to a box, by sampling the box's edges.
    static func sampledDistance(_ a: CanvasPoint, _ b: CanvasPoint, _ box: CanvasBox) -> Double {
        var best = Double.infinity
        for i in 0...400 {
            let t = Double(i) / 400
            let p = CanvasPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            if p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY { return 0 }
            let dx = max(box.minX - p.x, 0, p.x - box.maxX), dy = max(box.minY - p.y, 0, p.y - box.maxY)
            best = min(best, (dx * dx + dy * dy).squareRoot())
        }
        return best
    }

    @Test func thickLinePiecesCollideWithinTheirRadius() {
        let a = CanvasPoint(x: 40, y: 250), b = CanvasPoint(x: 360, y: 60)
        var index = CollisionIndex(bounds: Self.canvas, cellSize: 25)
        index.insert(.segment(start: a, end: b, radius: 6))
        var checked = 0
        for row in 0..<30 {
            for column in 0..<40 {
                let box = CanvasBox(x: Double(column) * 10 + 1, y: Double(row) * 10 + 2, width: 7, height: 4)
                let distance = Self.sampledDistance(a, b, box)
                // Sampling is exact to about 0.5 pt: only clear cases are checked.
                guard abs(distance - 6) > 0.6 else { continue }
                #expect(index.collides(box) == (distance < 6), "box \(box) at \(distance)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test func circlesAndShapesOutsideTheGridStillCollide() {
        var index = CollisionIndex(bounds: Self.canvas)
        index.insert(.circle(center: CanvasPoint(x: 100, y: 100), radius: 10))
        // A box at the corner of the circle's bounds, outside the disc (distance 14.1 − 10 > 0).
        #expect(!index.collides(CanvasBox(x: 110, y: 110, width: 5, height: 5)))
        #expect(index.collides(CanvasBox(x: 105, y: 105, width: 5, height: 5)))
        index.insert(.box(CanvasBox(x: -50, y: -50, width: 45, height: 45)))
        #expect(index.collides(CanvasBox(x: -20, y: -20, width: 5, height: 5)))
        #expect(!index.collides(CanvasBox(x: 1, y: 1, width: 5, height: 5)))
    }
}
