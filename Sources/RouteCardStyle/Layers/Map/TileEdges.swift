import RouteCardGeo

/// Where tile clipping left its marks on a tile's geometry: points on the tile square's edges, and
/// the stretches of polygon rings that run along them (which the clipping made, not the data).
enum TileEdges {
    /// The tolerance for "on the edge", as a fraction of the tile's width.
    private static let tolerance = 1e-9

    /// Whether a point lies on an edge of the square.
    static func touches(_ point: WorldPoint, _ box: WorldBox) -> Bool {
        let epsilon = (box.maxX - box.minX) * tolerance
        return abs(point.x - box.minX) <= epsilon || abs(point.x - box.maxX) <= epsilon
            || abs(point.y - box.minY) <= epsilon || abs(point.y - box.maxY) <= epsilon
    }

    /// Whether the segment from `a` to `b` runs along one edge of the square.
    static func runsAlongEdge(_ a: WorldPoint, _ b: WorldPoint, _ box: WorldBox) -> Bool {
        let epsilon = (box.maxX - box.minX) * tolerance
        func same(_ u: Double, _ v: Double, _ edge: Double) -> Bool { abs(u - edge) <= epsilon && abs(v - edge) <= epsilon }
        return same(a.x, b.x, box.minX) || same(a.x, b.x, box.maxX) || same(a.y, b.y, box.minY) || same(a.y, b.y, box.maxY)
    }

    /// The outline of a closed ring without its stretches along the square's edges: the whole ring
    /// (`cut` false) when it has none, else the lines between them, each starting and ending on an
    /// edge (`cut` true) where the neighbouring tile's outline goes on.
    static func outline(of ring: [WorldPoint], in box: WorldBox) -> [(points: [WorldPoint], cut: Bool)] {
        guard ring.count >= 2 else { return [] }
        let count = ring.count - 1   // the ring is closed: its last point is its first
        let along = (0..<count).map { runsAlongEdge(ring[$0], ring[$0 + 1], box) }
        guard let firstAlong = along.firstIndex(of: true) else { return [(ring, false)] }
        var parts: [(points: [WorldPoint], cut: Bool)] = []
        var current: [WorldPoint] = []
        // Walk the segments once, starting just after a stretch along an edge.
        for step in 1...count {
            let segment = (firstAlong + step) % count
            if along[segment] {
                if current.count >= 2 { parts.append((current, true)) }
                current = []
            } else {
                if current.isEmpty { current.append(ring[segment]) }
                current.append(ring[segment + 1])
            }
        }
        if current.count >= 2 { parts.append((current, true)) }
        return parts
    }
}
