/// Cuts canvas geometry to a rectangle: Sutherland–Hodgman for polygon rings, Liang–Barsky for
/// polylines. Map layers clip to the canvas plus a margin for strokes, so nothing outside the
/// picture is written and edges fall outside the visible area.
package enum CanvasClipper {
    /// The parts of a polyline inside the box (a line leaving and re-entering gives several parts).
    ///
    /// Each part has at least two points; a line wholly outside gives none.
    package static func clip(polyline points: [CanvasPoint], to box: CanvasBox) -> [[CanvasPoint]] {
        guard points.count >= 2 else { return [] }
        var parts: [[CanvasPoint]] = []
        var current: [CanvasPoint] = []
        for index in 1..<points.count {
            guard let (a, b) = clip(segment: points[index - 1], points[index], to: box) else {
                if current.count >= 2 { parts.append(current) }
                current = []
                continue
            }
            if current.isEmpty {
                current = [a, b]
            } else if current[current.count - 1] == a {
                current.append(b)
            } else {
                if current.count >= 2 { parts.append(current) }
                current = [a, b]
            }
            // A segment that was cut at its end leaves the box: the next one starts a new part.
            if b != points[index] {
                parts.append(current)
                current = []
            }
        }
        if current.count >= 2 { parts.append(current) }
        return parts
    }

    /// The part of a segment inside the box (Liang–Barsky), or `nil` when it misses the box.
    package static func clip(segment a: CanvasPoint, _ b: CanvasPoint, to box: CanvasBox) -> (CanvasPoint, CanvasPoint)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 {
                if r > t1 { return nil }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return nil }
                if r < t1 { t1 = r }
            }
        }
        let start = t0 == 0 ? a : CanvasPoint(x: a.x + t0 * dx, y: a.y + t0 * dy)
        let end = t1 == 1 ? b : CanvasPoint(x: a.x + t1 * dx, y: a.y + t1 * dy)
        return (start, end)
    }

    /// A closed ring cut to the box (Sutherland–Hodgman); empty when the ring is wholly outside.
    ///
    /// The result is closed (first point repeated last) when not empty. Parts of a concave ring
    /// outside the box collapse onto the box edge, which the caller's margin keeps out of view.
    package static func clip(ring points: [CanvasPoint], to box: CanvasBox) -> [CanvasPoint] {
        var ring = points
        if ring.count > 1, ring.first == ring.last { ring.removeLast() }
        guard ring.count >= 3 else { return [] }
        // Quick accept: every point inside.
        if ring.allSatisfy({ $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY }) {
            return ring + [ring[0]]
        }
        for edge in 0..<4 {
            guard !ring.isEmpty else { return [] }
            func inside(_ p: CanvasPoint) -> Bool {
                switch edge {
                case 0: p.x >= box.minX
                case 1: p.x <= box.maxX
                case 2: p.y >= box.minY
                default: p.y <= box.maxY
                }
            }
            func crossing(_ p: CanvasPoint, _ q: CanvasPoint) -> CanvasPoint {
                switch edge {
                case 0, 1:
                    let x = edge == 0 ? box.minX : box.maxX
                    return CanvasPoint(x: x, y: p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x))
                default:
                    let y = edge == 2 ? box.minY : box.maxY
                    return CanvasPoint(x: p.x + (q.x - p.x) * (y - p.y) / (q.y - p.y), y: y)
                }
            }
            var output: [CanvasPoint] = []
            output.reserveCapacity(ring.count + 4)
            var previous = ring[ring.count - 1]
            var previousInside = inside(previous)
            for point in ring {
                let pointInside = inside(point)
                if pointInside {
                    if !previousInside { output.append(crossing(previous, point)) }
                    output.append(point)
                } else if previousInside {
                    output.append(crossing(previous, point))
                }
                previous = point
                previousInside = pointInside
            }
            ring = output
        }
        guard ring.count >= 3 else { return [] }
        return ring + [ring[0]]
    }
}
