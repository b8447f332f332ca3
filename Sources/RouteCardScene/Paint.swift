/// How an area is filled.
public enum Paint: Sendable, Hashable {
    /// Nothing is painted.
    case none
    /// A solid colour.
    case color(Color)
    /// A linear gradient across the node's bounding box.
    case linearGradient(LinearGradient)
}
