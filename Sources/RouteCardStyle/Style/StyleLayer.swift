/// One decoded layer of a style: its id, type name and implementation.
public struct StyleLayer: Sendable {
    /// The layer's `id`; the SVG group's id.
    public var id: String
    /// The layer's `type`; the SVG group's second class.
    public var type: String
    /// The decoded layer.
    public var layer: any CardLayer

    /// Creates a style layer.
    public init(id: String, type: String, layer: any CardLayer) {
        self.id = id
        self.type = type
        self.layer = layer
    }
}
