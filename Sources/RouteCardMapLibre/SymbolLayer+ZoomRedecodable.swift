import RouteCardStyle

extension SymbolLayer: ZoomRedecodable {
    /// The number and `[x, y]` keys read as constants (those a MapLibre zoom function interpolates).
    static let redecodedKeys: Set<String> = Set([letterSpacingProperty.spec, maxWidthProperty.spec, lineHeightProperty.spec,
                                                 textOffsetProperty.spec, textPaddingProperty.spec, maxAngleProperty.spec,
                                                 spacingProperty.spec, iconOffsetProperty.spec].map(\.key))

    /// Decodes one of `redecodedKeys` into its field, as `init(style:)` does.
    mutating func redecode(_ key: String, from style: LayerStyle) {
        switch key {
        case Self.letterSpacingProperty.spec.key: letterSpacing = style[Self.letterSpacingProperty]
        case Self.maxWidthProperty.spec.key: maxWidth = style[Self.maxWidthProperty]
        case Self.lineHeightProperty.spec.key: lineHeight = style[Self.lineHeightProperty]
        case Self.textOffsetProperty.spec.key: offset = style[Self.textOffsetProperty] ?? [0, 0]
        case Self.textPaddingProperty.spec.key:
            paddingLength = style[Self.textPaddingProperty]
            padding = paddingLength.points(shortSide: style.root.lengths.shortSide)
        case Self.maxAngleProperty.spec.key: maxAngle = style[Self.maxAngleProperty]
        case Self.spacingProperty.spec.key:
            spacingLength = style[Self.spacingProperty]
            spacing = spacingLength.points(shortSide: style.root.lengths.shortSide)
        case Self.iconOffsetProperty.spec.key: iconOffset = style[Self.iconOffsetProperty] ?? [0, 0]
        default: break
        }
    }
}
