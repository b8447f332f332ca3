/// A translation followed by a rotation and a uniform scale (SVG `transform`).
///
/// Written as `translate(x y) rotate(r) scale(s)`: children are scaled, then rotated about the
/// origin, then moved.
public struct Transform: Sendable, Hashable {
    /// Horizontal translation in points.
    public var x: Double
    /// Vertical translation in points.
    public var y: Double
    /// Clockwise rotation in degrees.
    public var rotation: Double
    /// Uniform scale factor.
    public var scale: Double

    /// Creates a transform.
    public init(x: Double = 0, y: Double = 0, rotation: Double = 0, scale: Double = 1) {
        self.x = x
        self.y = y
        self.rotation = rotation
        self.scale = scale
    }
}
