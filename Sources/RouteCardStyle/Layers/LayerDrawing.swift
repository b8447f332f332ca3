import RouteCardGeo
import RouteCardScene

/// What a layer's drawing pass returns: its scene nodes and the credits of the data they show.
///
/// An array literal of nodes is a drawing without credits: `return [.circle(dot)]`.
public struct LayerDrawing: Sendable, ExpressibleByArrayLiteral {
    /// The nodes, in drawing order.
    public var nodes: [SceneNode]
    /// Attribution texts of the data drawn (e.g. "© OpenStreetMap contributors"); an `attribution`
    /// layer shows each once.
    public var credits: [String]
    /// The room the layer's labels took (a layer with `LayerCapabilities.placesLabels`): the
    /// composer adds it to `LayerContext.collisions` for the label layers drawn after it.
    public var collisions: [CollisionShape]

    /// Creates a drawing.
    public init(_ nodes: [SceneNode] = [], credits: [String] = [], collisions: [CollisionShape] = []) {
        self.nodes = nodes
        self.credits = credits
        self.collisions = collisions
    }

    /// A drawing of these nodes, without credits.
    public init(arrayLiteral elements: SceneNode...) {
        self.init(elements)
    }
}
