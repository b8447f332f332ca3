/// Maps a style file's `"type"` strings to layer types. Built-in layers are registered like plugins.
public struct LayerRegistry: Sendable {
    private var types: [String: any CardLayer.Type] = [:]

    /// An empty registry.
    public init() {}

    /// A registry with the built-in layer types: `background`, `route`, `markers`, `text`,
    /// `fill`, `line`, `circle`, `attribution`, `radius`, `stats`, `legend`, `elevation-profile`.
    public static var builtIn: LayerRegistry {
        var registry = LayerRegistry()
        registry.register(BackgroundLayer.self)
        registry.register(RouteLayer.self)
        registry.register(MarkersLayer.self)
        registry.register(TextLayer.self)
        registry.register(FillLayer.self)
        registry.register(LineLayer.self)
        registry.register(CircleLayer.self)
        registry.register(AttributionLayer.self)
        registry.register(RadiusLayer.self)
        registry.register(StatsLayer.self)
        registry.register(LegendLayer.self)
        registry.register(ElevationProfileLayer.self)
        return registry
    }

    /// Adds a layer type (replacing any registered under the same name).
    public mutating func register(_ type: any CardLayer.Type) {
        types[type.type] = type
    }

    /// This registry plus a layer type.
    public func registering(_ type: any CardLayer.Type) -> LayerRegistry {
        var copy = self
        copy.register(type)
        return copy
    }

    /// The layer type registered under a name.
    public func layerType(named name: String) -> (any CardLayer.Type)? {
        types[name]
    }

    /// The registered names, sorted.
    public var typeNames: [String] { types.keys.sorted() }
}
