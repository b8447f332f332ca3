/// Where a `symbol` layer puts a feature's label (`symbol-placement`).
public enum SymbolPlacement: String, Sendable, Hashable, CaseIterable {
    /// At a point: a point feature's position, a line's middle, a polygon's centre.
    case point
    /// Along a line, repeated every `symbol-spacing` points, glyph by glyph following its bends.
    case line
    /// Along a line, once, at its middle.
    case lineCenter = "line-center"
}
