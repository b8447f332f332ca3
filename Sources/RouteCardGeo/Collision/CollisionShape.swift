import Foundation

/// Something that takes room on the canvas for collision detection (see `CollisionIndex`), in
/// canvas points: a box, a disc, or a thick line piece (a segment with round ends, the shape a
/// stroked route covers).
public enum CollisionShape: Sendable, Hashable {
    /// An axis-aligned box (a label, a marker icon, a reserved band).
    case box(CanvasBox)
    /// A disc (a circle marker).
    case circle(center: CanvasPoint, radius: Double)
    /// Every point within `radius` of the segment from `start` to `end` (a stroked line piece).
    case segment(start: CanvasPoint, end: CanvasPoint, radius: Double)

    /// The shape's bounding box.
    public var bounds: CanvasBox {
        switch self {
        case .box(let box): return box
        case .circle(let c, let r):
            return CanvasBox(minX: c.x - r, minY: c.y - r, maxX: c.x + r, maxY: c.y + r)
        case .segment(let a, let b, let r):
            return CanvasBox(minX: min(a.x, b.x) - r, minY: min(a.y, b.y) - r, maxX: max(a.x, b.x) + r, maxY: max(a.y, b.y) + r)
        }
    }

    /// Whether the shape and a box share a point of positive area (touching edges do not count
    /// for boxes; a disc or line piece touching a box at exactly its radius does not count either).
    public func intersects(_ box: CanvasBox) -> Bool {
        switch self {
        case .box(let other):
            return other.minX < box.maxX && box.minX < other.maxX && other.minY < box.maxY && box.minY < other.maxY
        case .circle(let c, let r):
            return Self.distance(from: c, to: box) < r
        case .segment(let a, let b, let r):
            return Self.distance(fromSegment: a, b, to: box) < r
        }
    }

    /// The distance from a point to a box (0 inside it).
    public static func distance(from p: CanvasPoint, to box: CanvasBox) -> Double {
        let dx = max(box.minX - p.x, 0, p.x - box.maxX)
        let dy = max(box.minY - p.y, 0, p.y - box.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The distance from a point to the segment `a`–`b`.
    public static func distance(from p: CanvasPoint, toSegment a: CanvasPoint, _ b: CanvasPoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        let t = length2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0), 1) : 0
        let qx = a.x + t * dx - p.x, qy = a.y + t * dy - p.y
        return (qx * qx + qy * qy).squareRoot()
    }

    /// The distance between the segment `a`–`b` and a box: 0 when they meet, otherwise the
    /// smallest distance from an end of the segment to the box or from a corner of the box to the
    /// segment (for two disjoint convex shapes the nearest points include a vertex of one).
    public static func distance(fromSegment a: CanvasPoint, _ b: CanvasPoint, to box: CanvasBox) -> Double {
        if segmentMeets(a, b, box) { return 0 }
        let corners = [CanvasPoint(x: box.minX, y: box.minY), CanvasPoint(x: box.maxX, y: box.minY),
                       CanvasPoint(x: box.minX, y: box.maxY), CanvasPoint(x: box.maxX, y: box.maxY)]
        var nearest = min(distance(from: a, to: box), distance(from: b, to: box))
        for corner in corners { nearest = min(nearest, distance(from: corner, toSegment: a, b)) }
        return nearest
    }

    /// Whether the segment `a`–`b` has a point inside or on the box (Liang–Barsky clipping).
    static func segmentMeets(_ a: CanvasPoint, _ b: CanvasPoint, _ box: CanvasBox) -> Bool {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else {
                let r = q / p
                if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
                if t0 > t1 { return false }
            }
        }
        return true
    }
}
