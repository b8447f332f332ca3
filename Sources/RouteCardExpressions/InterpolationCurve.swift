import Foundation

/// How `interpolate` blends between two stops: `["linear"]`, `["exponential", BASE]` or
/// `["cubic-bezier", X1, Y1, X2, Y2]`.
public enum InterpolationCurve: Sendable, Hashable {
    /// `["linear"]`: in proportion to the distance from the lower stop.
    case linear
    /// `["exponential", BASE]` (BASE > 0): `(BASE^offset − 1) / (BASE^span − 1)`; BASE 1 is linear.
    case exponential(Double)
    /// `["cubic-bezier", X1, Y1, X2, Y2]` (X1, X2 in 0…1): the y of the unit Bézier curve through
    /// (0, 0), (X1, Y1), (X2, Y2), (1, 1) at the x of the linear fraction.
    case cubicBezier(Double, Double, Double, Double)

    /// The fraction (0…1 for linear and exponential; the curve may overshoot for a Bézier) of the way
    /// from the stop at `lower` to the stop at `upper` that `value` lies, as MapLibre computes it.
    public func fraction(_ value: Double, lower: Double, upper: Double) -> Double {
        let span = upper - lower, offset = value - lower
        guard span != 0 else { return 0 }
        switch self {
        case .linear: return offset / span
        case .exponential(let base):
            return base == 1 ? offset / span : (pow(base, offset) - 1) / (pow(base, span) - 1)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return Self.bezier(x: offset / span, x1, y1, x2, y2)
        }
    }

    /// The y of the unit cubic Bézier at `x`: its parameter t found by Newton's method, then by
    /// bisection when Newton's method does not settle (the method of the WebKit/UnitBezier solver).
    static func bezier(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        // Polynomial coefficients of B(t) = ((a t + b) t + c) t for each axis.
        let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
        let cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by
        func curveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func curveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        let epsilon = 1e-6
        var t = x
        for _ in 0..<8 {
            let error = curveX(t) - x
            if abs(error) < epsilon { return curveY(t) }
            let slope = slopeX(t)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = min(max(x, 0), 1)
        for _ in 0..<64 {
            let value = curveX(t)
            if abs(value - x) < epsilon { break }
            if x > value { low = t } else { high = t }
            t = (low + high) / 2
        }
        return curveY(t)
    }
}
