/// Drops points a viewer cannot see: steps shorter than the tolerance, then Douglas–Peucker.
///
/// Works in canvas points; the tolerance is a fraction of an output pixel converted to points
/// (style key `canvas.simplify`, in output pixels).
public enum PolylineSimplifier {
    /// The polyline with every point within `tolerance` points of the simplified line removed.
    ///
    /// The first and last points are always kept; a tolerance of 0 or less returns the input.
    public static func simplify(_ points: [CanvasPoint], tolerance: Double) -> [CanvasPoint] {
        guard points.count > 2, tolerance > 0 else { return points }
        // Radial pass: drop steps shorter than the tolerance.
        let squared = tolerance * tolerance
        var radial: [CanvasPoint] = []
        radial.reserveCapacity(min(points.count, 1 << 16))
        var previous = points[0]
        radial.append(previous)
        for point in points.dropFirst() {
            let dx = point.x - previous.x, dy = point.y - previous.y
            if dx * dx + dy * dy > squared {
                radial.append(point)
                previous = point
            }
        }
        if radial.last != points.last { radial.append(points.last!) }
        guard radial.count > 2 else { return radial }

        // Douglas–Peucker with an explicit stack.
        var keep = [Bool](repeating: false, count: radial.count)
        keep[0] = true
        keep[radial.count - 1] = true
        var stack: [(Int, Int)] = [(0, radial.count - 1)]
        while let (first, last) = stack.popLast() {
            guard last > first + 1 else { continue }
            let a = radial[first], b = radial[last]
            let dx = b.x - a.x, dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            var worst = -1.0
            var worstIndex = first
            for index in (first + 1)..<last {
                let p = radial[index]
                var distanceSquared: Double
                if lengthSquared == 0 {
                    distanceSquared = (p.x - a.x) * (p.x - a.x) + (p.y - a.y) * (p.y - a.y)
                } else {
                    let t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared
                    let clamped = min(max(t, 0), 1)
                    let qx = a.x + clamped * dx - p.x, qy = a.y + clamped * dy - p.y
                    distanceSquared = qx * qx + qy * qy
                }
                if distanceSquared > worst {
                    worst = distanceSquared
                    worstIndex = index
                }
            }
            if worst > squared {
                keep[worstIndex] = true
                stack.append((first, worstIndex))
                stack.append((worstIndex, last))
            }
        }
        var result: [CanvasPoint] = []
        for index in radial.indices where keep[index] { result.append(radial[index]) }
        return result
    }
}
