import RouteCardScene

/// Draws an SDF icon of a sprite in a colour (`icon-color`): the icon's PNG (its shape as coverage)
/// in, a PNG of that shape in the colour out. Given by the program that cut the sheet
/// (`SpriteSheet`); a flat tint, without MapLibre's halo.
public typealias SpriteTint = @Sendable (_ png: [UInt8], _ color: Color) -> [UInt8]
