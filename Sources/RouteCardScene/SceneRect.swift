import RouteCardGeo

/// A rectangle with optional rounded corners (SVG `<rect>`).
public struct SceneRect: Sendable, Hashable {
    /// The element id, if any.
    public var id: String?
    /// CSS classes.
    public var classes: [String]
    /// The rectangle in canvas points.
    public var box: CanvasBox
    /// The corner radius in points; default 0.
    public var cornerRadius: Double
    /// The fill; default black.
    public var fill: Paint
    /// The stroke, if any.
    public var stroke: Stroke?
    /// Opacity 0…1; default 1.
    public var opacity: Double

    /// Creates a rectangle.
    public init(id: String? = nil, classes: [String] = [], box: CanvasBox, cornerRadius: Double = 0,
                fill: Paint = .color(.black), stroke: Stroke? = nil, opacity: Double = 1) {
        self.id = id
        self.classes = classes
        self.box = box
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
    }
}
