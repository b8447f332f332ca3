/// A linear gradient across a node's bounding box.
///
/// Style value: `["linear-gradient", ANGLE, COLOR, COLOR, …]` with the angle in degrees as in CSS
/// (0 = bottom to top, 90 = left to right, 180 = top to bottom) and stops spread evenly.
public struct LinearGradient: Sendable, Hashable {
    /// The direction in degrees, CSS convention; default 180 (top to bottom).
    public var angle: Double
    /// The colour stops, offsets ascending in 0…1.
    public var stops: [GradientStop]

    /// Creates a gradient.
    public init(angle: Double = 180, stops: [GradientStop]) {
        self.angle = angle
        self.stops = stops
    }
}
