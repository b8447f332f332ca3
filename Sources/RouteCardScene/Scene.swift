import RouteCardGeo

/// A finished card as a tree of drawing nodes in canvas points: what the SVG writer writes.
///
/// Plain values only; building a scene cannot fail and writing one cannot fail.
public struct Scene: Sendable, Hashable {
    /// The canvas size in points (the SVG `viewBox`, `width` and `height`).
    public var size: CanvasSize
    /// The document title (SVG `<title>`), if any.
    public var title: String?
    /// The nodes in drawing order (first is painted first, at the bottom).
    public var nodes: [SceneNode]

    /// Creates a scene.
    public init(size: CanvasSize, title: String? = nil, nodes: [SceneNode] = []) {
        self.size = size
        self.title = title
        self.nodes = nodes
    }
}
