import Foundation

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
        return douglasPeucker(radial, squaredTolerance: squared)
    }

    /// A line of track points drawn through a viewport, simplified with a tolerance in canvas points.
    ///
    /// Gives exactly `simplify(viewport.points(along: points), tolerance: tolerance)`, but projects
    /// and filters in one pass without building the projected line: a point whose step from the
    /// last kept point is provably within the tolerance (bounding the Mercator y from the latitude
    /// change) is dropped without evaluating its y, so the cost follows the input's length only
    /// through a few arithmetic operations per point.
    public static func simplify(_ points: [TrackPoint], in viewport: Viewport, tolerance: Double) -> [CanvasPoint] {
        guard points.count > 2, tolerance > 0 else { return viewport.points(along: points) }
        let squared = tolerance * tolerance
        var radial: [CanvasPoint] = []
        radial.reserveCapacity(min(points.count, 1 << 12))
        var projection = Viewport.LineProjection(viewport, first: points[0].coordinate)
        var previous = projection.start
        radial.append(previous)
        var bound = StepBound(viewport: viewport, latitude: points[0].coordinate.latitude, y: previous.y)
        var last = previous
        let lastIndex = points.count - 1
        for index in 1...lastIndex {
            let coordinate = points[index].coordinate
            let x = projection.nextX(longitude: coordinate.longitude)
            let dx = x - previous.x
            // Provably a step shorter than the tolerance: the exact test below would drop it too.
            if index != lastIndex, let dy = bound.maximumStep(toLatitude: coordinate.latitude),
               dx * dx + dy * dy <= squared {
                continue
            }
            let point = CanvasPoint(x: x, y: projection.y(latitude: coordinate.latitude))
            let dy = point.y - previous.y
            if dx * dx + dy * dy > squared {
                radial.append(point)
                previous = point
                bound = StepBound(viewport: viewport, latitude: coordinate.latitude, y: point.y)
            }
            last = point
        }
        if radial.last != last { radial.append(last) }
        return douglasPeucker(radial, squaredTolerance: squared)
    }

    /// An upper bound on the canvas y distance from a kept point, from latitudes alone.
    ///
    /// Web Mercator y changes by at most `sec(φ) / 360` world units per degree of latitude, and
    /// sec grows with |φ|, so within `band` degrees of the kept latitude the slope is bounded by
    /// sec at the band's poleward edge (clamped like the projection). The bound is padded well
    /// beyond the floating-point error of computing y, so a point it clears is one the exact test
    /// would clear too.
    private struct StepBound {
        /// Degrees either side of the kept latitude where `slope` holds.
        static let band = 0.5
        let low: Double
        let high: Double
        let latitude: Double
        let slope: Double
        let slack: Double

        init(viewport: Viewport, latitude: Double, y: Double) {
            self.latitude = latitude
            low = latitude - Self.band
            high = latitude + Self.band
            let poleward = min(abs(latitude) + Self.band, WebMercator.maxLatitude)
            slope = viewport.scale / 360 / cos(poleward * .pi / 180) * (1 + 1e-6)
            slack = (viewport.scale + abs(y) + 1) * 1e-12
        }

        /// The largest canvas y step to a point at `latitude`, or nil outside the band (or for NaN).
        @inline(__always)
        func maximumStep(toLatitude other: Double) -> Double? {
            guard other >= low && other <= high else { return nil }
            return slope * abs(other - latitude) + slack
        }
    }

    /// Douglas–Peucker with an explicit stack over a radially filtered line.
    private static func douglasPeucker(_ radial: [CanvasPoint], squaredTolerance squared: Double) -> [CanvasPoint] {
        guard radial.count > 2 else { return radial }
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
