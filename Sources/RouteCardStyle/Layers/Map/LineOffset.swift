import RouteCardGeo

/// A polyline moved sideways by a distance — MapLibre's `line-offset` (positive to the right of the
/// line's direction; on a canvas whose y grows downward) — with mitred corners, a mitre never
/// longer than `miterLimit` times the distance (sharper corners are cut to that length).
enum LineOffset {
    /// The longest mitre, in offsets.
    static let miterLimit = 3.0

    /// The points moved by `distance` (the line unchanged for 0 or fewer than two points).
    static func offset(_ points: [CanvasPoint], by distance: Double) -> [CanvasPoint] {
        guard distance != 0, points.count >= 2 else { return points }
        // The unit normals (to the right) of each segment, skipping zero-length ones.
        var kept: [CanvasPoint] = [points[0]]
        for point in points.dropFirst() where point != kept.last! { kept.append(point) }
        guard kept.count >= 2 else { return points }
        var normals: [(x: Double, y: Double)] = []
        for index in 1..<kept.count {
            let dx = kept[index].x - kept[index - 1].x, dy = kept[index].y - kept[index - 1].y
            let length = (dx * dx + dy * dy).squareRoot()
            normals.append((-dy / length, dx / length))
        }
        var result: [CanvasPoint] = []
        result.reserveCapacity(kept.count)
        for (index, point) in kept.enumerated() {
            let a = normals[max(index - 1, 0)], b = normals[min(index, normals.count - 1)]
            var nx = a.x + b.x, ny = a.y + b.y
            let length = (nx * nx + ny * ny).squareRoot()
            if length < 1e-9 { nx = b.x; ny = b.y } else { nx /= length; ny /= length }
            // Along the bisector, the offset lines meet 1 / cos(half the turn) away.
            let cosine = max(nx * b.x + ny * b.y, 1 / miterLimit)
            let reach = distance / cosine
            result.append(CanvasPoint(x: point.x + nx * reach, y: point.y + ny * reach))
        }
        return result
    }
}
