/// A layer's entry in a style file, as handed to `CardLayer.init(style:)`.
public struct LayerStyle {
    /// The layer's `id` (unique in the style).
    public let id: String
    /// The whole layer object (read `source` or other top-level keys through it).
    public let root: StyleObject
    /// The layer's `paint` object (colours, widths, opacities).
    public let paint: StyleObject
    /// The layer's `layout` object (placement, icons, text).
    public let layout: StyleObject
    /// Where files the layer names (icons, images) come from, and which it may read; a layer reads
    /// them only through it, when it is decoded.
    public let resources: ResourceResolver
    /// The map sources the style declares (key `sources`), by id; a map layer's `source` names one.
    public let sources: [String: SourceDeclaration]

    /// Creates a layer style.
    public init(id: String, root: StyleObject, paint: StyleObject, layout: StyleObject, resources: ResourceResolver = .none,
                sources: [String: SourceDeclaration] = [:]) {
        self.sources = sources
        self.id = id
        self.root = root
        self.paint = paint
        self.layout = layout
        self.resources = resources
    }
}
