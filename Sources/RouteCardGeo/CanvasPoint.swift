/// A position on the card in canvas points, origin at the top-left, y growing downward.
public struct CanvasPoint: Sendable, Hashable {
    /// Horizontal position in points, growing to the right.
    public var x: Double
    /// Vertical position in points, growing downward.
    public var y: Double

    /// Creates a point from its coordinates in canvas points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Returns this point moved by `dx`, `dy` points.
    public func offsetBy(dx: Double, dy: Double) -> CanvasPoint {
        CanvasPoint(x: x + dx, y: y + dy)
    }
}
