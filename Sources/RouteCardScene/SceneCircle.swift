import RouteCardGeo

/// A circle (SVG `<circle>`).
public struct SceneCircle: Sendable, Hashable {
    /// The element id, if any.
    public var id: String?
    /// CSS classes.
    public var classes: [String]
    /// The centre in canvas points.
    public var center: CanvasPoint
    /// The radius in points.
    public var radius: Double
    /// The fill; default black.
    public var fill: Paint
    /// The stroke, if any.
    public var stroke: Stroke?
    /// Opacity 0…1; default 1.
    public var opacity: Double

    /// Creates a circle.
    public init(id: String? = nil, classes: [String] = [], center: CanvasPoint, radius: Double,
                fill: Paint = .color(.black), stroke: Stroke? = nil, opacity: Double = 1) {
        self.id = id
        self.classes = classes
        self.center = center
        self.radius = radius
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
    }
}
