import RouteCardMap
import RouteCardText

/// A base map decoded from another style format (a MapLibre style, by RouteCardMapLibre), ready to
/// go under a card's own layers with `Style.applying(basemap:)`.
public struct Basemap: Sendable {
    /// The layers drawn, in order.
    public var layers: [StyleLayer]
    /// The sources the drawn layers use, by id.
    public var sources: [String: SourceDeclaration]
    /// The warnings (what is approximated or not drawn).
    public var warnings: [Diagnostic]
    /// How much of the base map style is drawn.
    public var compatibility: BasemapCompatibility
    /// Where the local files its sources name come from.
    public var resources: ResourceResolver

    /// Creates a base map from its parts.
    public init(layers: [StyleLayer], sources: [String: SourceDeclaration], warnings: [Diagnostic] = [],
                compatibility: BasemapCompatibility = BasemapCompatibility(), resources: ResourceResolver = .none) {
        self.layers = layers
        self.sources = sources
        self.warnings = warnings
        self.compatibility = compatibility
        self.resources = resources
    }
}
