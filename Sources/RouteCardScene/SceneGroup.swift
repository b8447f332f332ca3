/// A group of nodes (SVG `<g>`): an id, classes, data attributes, a transform and an opacity.
public struct SceneGroup: Sendable, Hashable {
    /// The element id, unique in the document; written escaped.
    public var id: String?
    /// CSS classes.
    public var classes: [String]
    /// Extra `data-*` attributes, keyed without the `data-` prefix; written in key order.
    public var data: [String: String]
    /// A transform applied to the children.
    public var transform: Transform?
    /// Group opacity 0…1; default 1.
    public var opacity: Double
    /// The children in drawing order.
    public var children: [SceneNode]
    /// An animation for SVG viewers that play one (`.motion`); default none; set it after creating the node.
    public var animation: SceneAnimation?
    /// A filter applied to the group's rendering (a blur); default none; set it after creating the node.
    public var filter: SceneFilter?

    /// Creates a group.
    public init(id: String? = nil, classes: [String] = [], data: [String: String] = [:], transform: Transform? = nil,
                opacity: Double = 1, children: [SceneNode] = []) {
        self.id = id
        self.classes = classes
        self.data = data
        self.transform = transform
        self.opacity = opacity
        self.children = children
        self.animation = nil
        self.filter = nil
    }
}
