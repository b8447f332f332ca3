import RouteCardGeo

/// One path command in absolute canvas points.
public enum PathCommand: Sendable, Hashable {
    /// Start a new subpath at the point (SVG `M`).
    case move(CanvasPoint)
    /// A straight line to the point (SVG `L`).
    case line(CanvasPoint)
    /// A quadratic Bézier curve through a control point to the end point (SVG `Q`).
    case quad(CanvasPoint, CanvasPoint)
    /// A cubic Bézier curve through two control points to the end point (SVG `C`).
    case cubic(CanvasPoint, CanvasPoint, CanvasPoint)
    /// An elliptical arc to the end point with radii in points (SVG `A`, no axis rotation).
    case arc(radiusX: Double, radiusY: Double, largeArc: Bool, sweep: Bool, to: CanvasPoint)
    /// Close the subpath (SVG `Z`).
    case close
}
