import RouteCardScene

/// A card made by `CardRenderer.card(for:style:title:sources:)`: its scene, and what reading its
/// map data had to say (e.g. that a huge card was drawn from lower-zoom tiles).
public struct RenderedCard: Sendable {
    /// The card's scene.
    public var scene: Scene
    /// Warnings, one sentence each.
    public var warnings: [String]

    /// Creates a rendered card.
    public init(scene: Scene, warnings: [String] = []) {
        self.scene = scene
        self.warnings = warnings
    }
}
