import RouteCardText

/// Reads and cuts a MapLibre sprite: its base path (`sprites/bright`: `bright.json` + `bright.png`),
/// the resolver the files are read through, and the card's scale (2 or more prefers `@2x`). A
/// style's `basemap.sprite` is read with it; the program provides one that decodes PNG
/// (`SpriteSheet.load` in RouteCardTiles).
public typealias SpriteLoader = @Sendable (_ base: String, _ resources: ResourceResolver, _ scale: Double) throws(StyleError) -> Sprite
