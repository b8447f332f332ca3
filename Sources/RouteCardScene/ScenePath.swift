/// A filled and/or stroked path (SVG `<path>`).
public struct ScenePath: Sendable, Hashable {
    /// The element id, if any.
    public var id: String?
    /// CSS classes.
    public var classes: [String]
    /// The geometry in canvas points.
    public var data: PathData
    /// The fill; default none.
    public var fill: Paint
    /// The stroke, if any.
    public var stroke: Stroke?
    /// Opacity 0…1; default 1.
    public var opacity: Double
    /// An animation for SVG viewers that play one (`.draw`); default none; set it after creating the node.
    public var animation: SceneAnimation?
    /// What the path shows, for the framework's passes (see `SceneRole`); default none. Not written to the SVG.
    public var role: SceneRole?

    /// Creates a path.
    public init(id: String? = nil, classes: [String] = [], data: PathData, fill: Paint = .none, stroke: Stroke? = nil,
                opacity: Double = 1, role: SceneRole? = nil) {
        self.id = id
        self.classes = classes
        self.data = data
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
        self.animation = nil
        self.role = role
    }
}
