import RouteCardStyle

extension LineLayer: ZoomRedecodable {
    /// `line-blur` and `line-dasharray` (MapLibre styles let them interpolate with the zoom).
    static let redecodedKeys: Set<String> = [line.blur.spec.key, line.dash.spec.key]

    /// Decodes `line-blur` or `line-dasharray` into the line's look, as `LineLook` does.
    mutating func redecode(_ key: String, from style: LayerStyle) {
        switch key {
        case Self.line.blur.spec.key:
            look.blurLength = style[Self.line.blur]
            look.blur = look.blurLength.points(shortSide: style.root.lengths.shortSide)
        case Self.line.dash.spec.key: look.dash = style[Self.line.dash] ?? []
        default: break
        }
    }
}
