/// A MapLibre sprite, cut into its icons: what `icon-image` names in a MapLibre base map's
/// `symbol` layers. Made by the program that can decode PNG (`SpriteSheet.load` in RouteCardTiles)
/// and handed to `MapLibreStyle.decode(sprite:)`.
public struct Sprite: Sendable, Hashable {
    /// The sprite's base path as given (`sprites/bright`), for messages.
    public var name: String
    /// The icons by name, each with its own PNG.
    public var icons: [String: SpriteIcon]

    /// Creates a sprite.
    public init(name: String, icons: [String: SpriteIcon]) {
        self.name = name
        self.icons = icons
    }
}
