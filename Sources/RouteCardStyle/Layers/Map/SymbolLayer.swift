import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardMap
import RouteCardScene

/// Labels of a map source's features — place names, road names along their roads, water names
/// — in MapLibre's `symbol` vocabulary; with a MapLibre base map's sprite, point labels also draw
/// their `icon-image` (cropped from the sprite sheet), placed together with their text. Style type `symbol`.
///
/// Labels never overlap each other and never cover the route, its markers or a reserved band:
/// they are placed through the card's `CollisionIndex` (`LayerCapabilities.placesLabels`) in
/// priority order — `symbol-sort-key` (lower first), then layer order (the topmost layer first),
/// then feature order — and a label whose box (grown by `text-padding`) hits anything taken is
/// left out. Line labels are set glyph by glyph along the projected line (`LabelPath`): upright,
/// no bend between neighbouring glyphs sharper than `text-max-angle`. A tile's point outside its
/// own square (in its buffer) is left to the neighbouring tile, lines cut by tiles are joined
/// first, and a label is not repeated within half the `symbol-spacing` of the same text, so a
/// name read from two tiles is placed once. Credits its source when it placed a label.
public struct SymbolLayer: CardLayer, MapDataLayer {
    /// `"symbol"`.
    public static let type = "symbol"
    /// One sentence for the style reference.
    public static let summary = "Labels of a map source (place, road and water names), placed without overlaps and never over the route; credits the source."
    /// Credits its source and places labels.
    public static let capabilities: LayerCapabilities = [.credits, .placesLabels]

    /// `layout.text-field`.
    public static let textFieldProperty = LayerProperty<RouteCardExpressions.Expression?>(
        spec: PropertySpec(key: "text-field", group: .layout, kind: "string with `{property}`s", defaultValue: "no label",
                           allowsExpressions: true,
                           doc: "The label: a text where `{name}` is the feature's property, or an expression such as `[\"coalesce\", [\"get\", \"name:latin\"], [\"get\", \"name\"]]`."),
        decode: SymbolLayer.templateOrExpression)

    /// A key's `{property}` template or expression (`nil` when absent).
    static func templateOrExpression(_ object: StyleObject, _ spec: PropertySpec) -> RouteCardExpressions.Expression? {
        guard let node = object.node(spec.key) else { return nil }
        if case .string(let text) = node.value { return SymbolLayer.template(text) }
        return ExpressionParser(log: object.log, dialect: object.dialect).parse(node, keyPath: object.path(spec.key))
    }
    /// `layout.text-font`.
    public static let textFontProperty = LayerProperty.strings(
        "text-font", .layout, defaultText: "`[\"DejaVu Sans Regular\"]`",
        doc: "A MapLibre font stack; each family is mapped by the font table (Noto Sans, Open Sans, Metropolis, Roboto, …), the weight word of the first name (Regular, Medium, Bold, …) is used, and DejaVu Sans comes last for fontconfig to fall back to.")
    /// `layout.text-size`.
    public static let textSizeProperty = LayerProperty.lengthExpression("text-size", .layout, default: 16, in: .closed(0...500),
                                                                        doc: "The font size; may follow the zoom.")
    /// `layout.text-transform`.
    public static let textTransformProperty = LayerProperty.choice("text-transform", .layout, default: TextTransform.none,
                                                                   doc: "Writes the label in upper or lower case.")
    /// `layout.text-letter-spacing`.
    public static let letterSpacingProperty = LayerProperty.number("text-letter-spacing", .layout, default: 0, in: .closed(-1...5), unit: "em",
                                                                   doc: "Extra space between letters.")
    /// `layout.text-max-width`.
    public static let maxWidthProperty = LayerProperty.number("text-max-width", .layout, default: 10, in: .closed(0...1000), unit: "em",
                                                              doc: "Point labels wrap at spaces to lines no wider than this; 0 for no wrapping.")
    /// `layout.text-line-height`.
    public static let lineHeightProperty = LayerProperty.number("text-line-height", .layout, default: 1.2, in: .closed(0.5...5), unit: "em",
                                                                doc: "The distance between the baselines of wrapped lines.")
    /// `layout.text-anchor`.
    public static let textAnchorProperty = LayerProperty.choice("text-anchor", .layout, default: CanvasAnchor.center,
                                                                doc: "The part of a point label placed on its point.")
    /// `layout.text-variable-anchor`.
    public static let variableAnchorProperty = LayerProperty<[CanvasAnchor]?>.choices(
        "text-variable-anchor", .layout, of: CanvasAnchor.self, defaultText: "none",
        doc: "Anchors tried in order for a point label without an icon, the first whose box is free (of the route, markers and other labels) is taken: "
            + "a town name on the route moves beside it before it is dropped. Replaces `text-anchor`; `text-radial-offset` (or `text-offset`'s sizes) keeps it off the point.")
    /// `layout.text-radial-offset`.
    public static let radialOffsetProperty = LayerProperty.numberExpression("text-radial-offset", .layout, default: 0, in: .closed(0...100), unit: "em",
                                                                            doc: "With `text-variable-anchor`: how far a label moves from its point toward its anchor's side (corners diagonally); may follow the zoom.")
    /// `layout.text-offset`.
    public static let textOffsetProperty = LayerProperty.numbers("text-offset", .layout, count: 2, in: .closed(-1000...1000), unit: "em", defaultText: "`[0, 0]`",
                                                                 doc: "Moves a point label from its point, positive right/down.")
    /// `layout.text-justify`.
    public static let textJustifyProperty = LayerProperty.choice("text-justify", .layout, default: TextJustify.center,
                                                                 doc: "How wrapped lines line up.")
    /// `layout.text-padding`.
    public static let textPaddingProperty = LayerProperty.length("text-padding", .layout, default: 2, in: .closed(0...200),
                                                                 doc: "Room kept clear around the label's box.")
    /// `layout.symbol-sort-key`.
    public static let sortKeyProperty = LayerProperty.numberExpression("symbol-sort-key", .layout, default: 0,
                                                                       doc: "Labels with a lower key are placed first (win a collision); then feature order.")
    /// `layout.symbol-placement`.
    public static let placementProperty = LayerProperty.choice("symbol-placement", .layout, default: SymbolPlacement.point,
                                                               doc: "`point`: at the feature; `line`: along it, repeated; `line-center`: along it, at its middle.")
    /// `layout.text-max-angle`.
    public static let maxAngleProperty = LayerProperty.number("text-max-angle", .layout, default: 45, in: .closed(0...180), unit: "°",
                                                              doc: "The sharpest turn between neighbouring glyphs of a line label.")
    /// `layout.symbol-spacing`.
    public static let spacingProperty = LayerProperty.length("symbol-spacing", .layout, default: 250, in: .closed(1...10000),
                                                             doc: "The distance between repeated labels of a line; the same text is not repeated within half of it.")
    /// `paint.text-color`.
    public static let colorProperty = LayerProperty.colorExpression("text-color", .paint, default: .black, doc: "The glyphs' colour.")
    /// `paint.text-opacity`.
    public static let opacityProperty = LayerProperty.numberExpression("text-opacity", .paint, default: 1, in: .closed(0...1),
                                                                       doc: "The label's opacity.")
    /// `paint.text-halo-color`.
    public static let haloColorProperty = LayerProperty.colorExpression("text-halo-color", .paint, default: Color(r: 0, g: 0, b: 0, a: 0),
                                                                        defaultText: "transparent", doc: "The halo around the glyphs.")
    /// `paint.text-halo-width`.
    public static let haloWidthProperty = LayerProperty.lengthExpression("text-halo-width", .paint, default: 0, in: .closed(0...50),
                                                                         doc: "The halo's width outside the glyphs; 0 for none.")

    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        MapLayerOptions.specs + [textFieldProperty.spec, textFontProperty.spec, textSizeProperty.spec, textTransformProperty.spec,
                                 letterSpacingProperty.spec, maxWidthProperty.spec, lineHeightProperty.spec, textAnchorProperty.spec,
                                 variableAnchorProperty.spec, radialOffsetProperty.spec, textOffsetProperty.spec, textJustifyProperty.spec, textPaddingProperty.spec, sortKeyProperty.spec,
                                 placementProperty.spec, maxAngleProperty.spec, spacingProperty.spec, colorProperty.spec,
                                 opacityProperty.spec, haloColorProperty.spec, haloWidthProperty.spec] + iconSpecs
    }

    /// Source, filter and zoom range.
    public var options: MapLayerOptions
    /// The source drawn from (`source`).
    public var mapSource: String { options.source }
    /// The layer of its tiles drawn (`source-layer`).
    public var mapSourceLayer: String? { options.sourceLayer }
    /// Map data: the source and `source-layer` drawn.
    public var role: LayerRole { .mapData(source: mapSource, sourceLayer: mapSourceLayer) }
    /// `text-field`; `nil` draws nothing.
    public var textField: RouteCardExpressions.Expression?
    /// `text-font`, mapped to installed families.
    public var font: FontStack
    /// `text-size`.
    public var size: StyleProperty<Double>
    /// `text-transform`.
    public var transform: TextTransform
    /// `text-letter-spacing`, em.
    public var letterSpacing: Double
    /// `text-max-width`, em.
    public var maxWidth: Double
    /// `text-line-height`, em.
    public var lineHeight: Double
    /// `text-anchor`.
    public var anchor: CanvasAnchor
    /// `text-variable-anchor`: anchors tried in order; `nil` for `text-anchor` alone.
    public var variableAnchors: [CanvasAnchor]?
    /// `text-radial-offset`, em.
    public var radialOffset: StyleProperty<Double>
    /// `text-offset`, em.
    public var offset: [Double]
    /// `text-justify`.
    public var justify: TextJustify
    /// `text-padding`, points.
    public var padding: Double
    /// `symbol-sort-key`.
    public var sortKey: StyleProperty<Double>
    /// `symbol-placement`.
    public var placement: SymbolPlacement
    /// `text-max-angle`, degrees.
    public var maxAngle: Double
    /// `symbol-spacing`, points.
    public var spacing: Double
    /// `text-color`.
    public var color: StyleProperty<Color>
    /// `text-opacity`.
    public var opacity: StyleProperty<Double>
    /// `text-halo-color`.
    public var haloColor: StyleProperty<Color>
    /// `text-halo-width`.
    public var haloWidth: StyleProperty<Double>
    /// `icon-image`; drawn only with a sprite.
    public var iconImage: RouteCardExpressions.Expression?
    /// `icon-size`.
    public var iconSize: StyleProperty<Double>
    /// `icon-anchor`.
    public var iconAnchor: CanvasAnchor
    /// `icon-offset`, CSS pixels × `icon-size`.
    public var iconOffset: [Double]
    /// `icon-rotate`, degrees.
    public var iconRotate: StyleProperty<Double>
    /// `icon-optional`.
    public var iconOptional: Bool
    /// `icon-color` (SDF icons).
    public var iconColor: StyleProperty<Color>
    /// `icon-opacity`.
    public var iconOpacity: StyleProperty<Double>
    /// The sprite icons come from (a MapLibre base map's, given with `--sprite`).
    public var sprite: Sprite?
    /// `text-size` as decoded, resolved into `size` by `resolved(on:)`.
    public var sizeLength: LengthProperty
    /// `text-padding` as decoded, resolved into `padding` by `resolved(on:)`.
    public var paddingLength: StyleLength
    /// `symbol-spacing` as decoded, resolved into `spacing` by `resolved(on:)`.
    public var spacingLength: StyleLength
    /// `text-halo-width` as decoded, resolved into `haloWidth` by `resolved(on:)`.
    public var haloWidthLength: LengthProperty

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        options = MapLayerOptions(style: style)
        textField = style[Self.textFieldProperty]
        font = FontStack(names: style[Self.textFontProperty])
        sizeLength = style[Self.textSizeProperty]
        size = sizeLength.decoded
        transform = style[Self.textTransformProperty]
        letterSpacing = style[Self.letterSpacingProperty]
        maxWidth = style[Self.maxWidthProperty]
        lineHeight = style[Self.lineHeightProperty]
        anchor = style[Self.textAnchorProperty]
        variableAnchors = style[Self.variableAnchorProperty]
        radialOffset = style[Self.radialOffsetProperty]
        offset = style[Self.textOffsetProperty] ?? [0, 0]
        justify = style[Self.textJustifyProperty]
        paddingLength = style[Self.textPaddingProperty]
        padding = paddingLength.points(shortSide: style.root.lengths.shortSide)
        sortKey = style[Self.sortKeyProperty]
        placement = style[Self.placementProperty]
        maxAngle = style[Self.maxAngleProperty]
        spacingLength = style[Self.spacingProperty]
        spacing = spacingLength.points(shortSide: style.root.lengths.shortSide)
        color = style[Self.colorProperty]
        opacity = style[Self.opacityProperty]
        haloColor = style[Self.haloColorProperty]
        haloWidthLength = style[Self.haloWidthProperty]
        haloWidth = haloWidthLength.decoded
        iconImage = style[Self.iconImageProperty]
        iconSize = style[Self.iconSizeProperty]
        iconAnchor = style[Self.iconAnchorProperty]
        iconOffset = style[Self.iconOffsetProperty] ?? [0, 0]
        iconRotate = style[Self.iconRotateProperty]
        iconOptional = style[Self.iconOptionalProperty]
        iconOpacity = style[Self.iconOpacityProperty]
        iconColor = style[Self.iconColorProperty]
        sprite = style.sprite
        Self.checkIcon(iconImage, sprite: sprite, style: style)
    }

    /// The layer with its text size, halo, padding and spacing in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.size = sizeLength.resolved(on: canvas)
        layer.padding = paddingLength.points(on: canvas)
        layer.spacing = spacingLength.points(on: canvas)
        layer.haloWidth = haloWidthLength.resolved(on: canvas)
        return layer
    }

    /// A `text-field` string as an expression: `{name}` becomes the text of the property `name`
    /// (empty when missing), everything else is literal.
    static func template(_ text: String) -> RouteCardExpressions.Expression {
        var parts: [RouteCardExpressions.Expression] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.literal(.string(String(rest[..<open])))) }
            parts.append(.toString(.get(String(rest[rest.index(after: open)..<close]))))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(.string(String(rest)))) }
        if parts.count == 1, case .literal = parts[0] { return parts[0] }
        return .concat(parts)
    }

    /// The label text of a feature: `text-field` as text, in `text-transform`'s case, trimmed.
    func text(for input: ExpressionInput) -> String? {
        guard let textField else { return nil }
        let text = transform.apply(textField.evaluate(input).text).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
