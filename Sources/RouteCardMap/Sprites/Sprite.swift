/// A MapLibre sprite, cut into its icons: what `icon-image` names in a MapLibre base map's
/// `symbol` layers. Made by the program that can decode PNG (`SpriteSheet.load` in RouteCardTiles)
/// and handed to `MapLibreStyle.decode(sprite:)`.
public struct Sprite: Sendable, Hashable {
    /// The sprite's base path as given (`sprites/bright`), for messages.
    public var name: String
    /// The icons by name, each with its own PNG.
    public var icons: [String: SpriteIcon]
    /// Draws SDF icons in `icon-color` (`nil`: they are drawn as cut, in black).
    public var tint: SpriteTint?

    /// Creates a sprite.
    public init(name: String, icons: [String: SpriteIcon], tint: SpriteTint? = nil) {
        self.name = name
        self.icons = icons
        self.tint = tint
    }

    /// Equal when the name and icons are.
    public static func == (a: Sprite, b: Sprite) -> Bool { a.name == b.name && a.icons == b.icons }

    /// Hashes the name and icons.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(icons)
    }
}
