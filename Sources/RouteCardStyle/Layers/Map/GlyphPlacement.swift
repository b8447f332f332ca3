import RouteCardGeo

/// Where one glyph of a line label goes: the centre of its advance on the line, and the angle
/// of the line there (degrees clockwise from the +x axis, within ±90° so the text reads upright).
public struct GlyphPlacement: Sendable, Hashable {
    /// The centre of the glyph's advance, on the line, in canvas points.
    public var center: CanvasPoint
    /// The glyph's rotation in degrees, clockwise (canvas y points down).
    public var angle: Double
}
