import RouteCardMap
import RouteCardText

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
    /// The MapLibre sprite a base map's `symbol` layers take their `icon-image` from, if one is given.
    public let sprite: Sprite?

    /// Creates a layer style.
    public init(id: String, root: StyleObject, paint: StyleObject, layout: StyleObject, resources: ResourceResolver = .none,
                sources: [String: SourceDeclaration] = [:], sprite: Sprite? = nil) {
        self.sources = sources
        self.sprite = sprite
        self.id = id
        self.root = root
        self.paint = paint
        self.layout = layout
        self.resources = resources
    }

    /// The value of a declared property, decoded from the object of its group (`paint`,
    /// `layout` or the layer object itself); a wrong value is reported and the default used.
    /// A required property that is missing is reported as `missing key "KEY" (DOC)`.
    public subscript<Value>(_ property: LayerProperty<Value>) -> Value {
        let object = switch property.spec.group {
        case .root: root
        case .paint: paint
        case .layout: layout
        }
        if property.spec.isRequired, !object.has(property.spec.key) {
            let doc = property.spec.doc.prefix(1).lowercased() + property.spec.doc.dropFirst()
            root.log.report(code: .missingKey, at: object.location ?? root.location, keyPath: object.path(property.spec.key),
                            "missing key \"\(property.spec.key)\" (\(doc.hasSuffix(".") ? String(doc.dropLast()) : doc))")
        }
        return property.decode(from: object)
    }
}

extension LayerStyle {
    /// A layer style with no keys (every property at its default), for layers made in code.
    public static var empty: LayerStyle {
        let empty = StyleObject(nil, keyPath: "", log: DiagnosticLog(file: nil))
        return LayerStyle(id: "", root: empty, paint: empty, layout: empty)
    }
}
