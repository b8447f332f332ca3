import RouteCardStyle

extension BackgroundLayer: ZoomRedecodable {
    /// `background-color` and `background-opacity` (read as constants; a MapLibre zoom function
    /// interpolates them).
    static let redecodedKeys: Set<String> = [color.spec.key, opacityProperty.spec.key]

    /// Decodes `background-color` or `background-opacity`, as `init(style:)` does.
    mutating func redecode(_ key: String, from style: LayerStyle) {
        switch key {
        case Self.color.spec.key: fill = style[Self.color]
        case Self.opacityProperty.spec.key: opacity = style[Self.opacityProperty]
        default: break
        }
    }
}
