import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardMap
import RouteCardScene

extension SymbolLayer {
    /// `layout.icon-image`.
    public static let iconImageProperty = LayerProperty<RouteCardExpressions.Expression?>(
        spec: PropertySpec(key: "icon-image", group: .layout, kind: "string with `{property}`s", defaultValue: "no icon", allowsExpressions: true,
                           doc: "The icon drawn at a point label: a name in the MapLibre base map's sprite (`--sprite`); without a sprite nothing is drawn."),
        decode: SymbolLayer.templateOrExpression)
    /// `layout.icon-size`.
    public static let iconSizeProperty = LayerProperty.numberExpression("icon-size", .layout, default: 1, in: .closed(0...50),
                                                                        doc: "Scales the icon (1: its size in the sprite, in CSS pixels).")
    /// `layout.icon-anchor`.
    public static let iconAnchorProperty = LayerProperty.choice("icon-anchor", .layout, default: CanvasAnchor.center,
                                                                doc: "The part of the icon placed on its point.")
    /// `layout.icon-offset`.
    public static let iconOffsetProperty = LayerProperty.numbers("icon-offset", .layout, count: 2, unit: "px × icon-size", defaultText: "`[0, 0]`",
                                                                 doc: "Moves the icon from its point, positive right/down.")
    /// `layout.icon-rotate`.
    public static let iconRotateProperty = LayerProperty.numberExpression("icon-rotate", .layout, default: 0, unit: "°",
                                                                          doc: "Turns the icon clockwise about its centre.")
    /// `layout.icon-optional`.
    public static let iconOptionalProperty = LayerProperty.bool("icon-optional", .layout, default: false,
                                                                doc: "When text and icon do not fit together, the text is placed alone.")
    /// `paint.icon-color`.
    public static let iconColorProperty = LayerProperty.colorExpression("icon-color", .paint, default: .black,
                                                                        doc: "The colour of an SDF icon of the sprite (a flat tint); other icons keep their colours.")
    /// `paint.icon-opacity`.
    public static let iconOpacityProperty = LayerProperty.numberExpression("icon-opacity", .paint, default: 1, in: .closed(0...1),
                                                                           doc: "The icon's opacity.")

    /// The icon properties, for the reference.
    static var iconSpecs: [PropertySpec] {
        [iconImageProperty.spec, iconSizeProperty.spec, iconAnchorProperty.spec, iconOffsetProperty.spec, iconRotateProperty.spec,
         iconOptionalProperty.spec, iconColorProperty.spec, iconOpacityProperty.spec]
    }

    /// Warns, at `icon-image`, about a constant icon name the sprite does not have.
    static func checkIcon(_ image: RouteCardExpressions.Expression?, sprite: Sprite?, style: LayerStyle) {
        guard let sprite, case .literal(.string(let name))? = image, sprite.icons[name] == nil else { return }
        let node = style.layout.node(iconImageProperty.spec.key)
        style.layout.log.report(.warning, code: .unsupported, at: node, keyPath: style.layout.path(iconImageProperty.spec.key),
                                "the sprite \(sprite.name) has no icon \"\(name)\": it is not drawn")
    }

    /// A box grown by `text-padding` on every side (an icon's box in the collision index).
    func padded(_ box: CanvasBox) -> CanvasBox {
        CanvasBox(minX: box.minX - padding, minY: box.minY - padding, maxX: box.maxX + padding, maxY: box.maxY + padding)
    }

    /// Whether a feature has an icon of the sprite (point placement).
    func hasIcon(_ input: ExpressionInput) -> Bool {
        guard placement == .point, let sprite, let iconImage else { return false }
        return sprite.icons[iconImage.evaluate(input).text] != nil
    }

    /// The icon of a feature at a point (point placement, a sprite given, its name in the sprite):
    /// the box it takes and its image node.
    func icon(for input: ExpressionInput, at point: CanvasPoint) -> (box: CanvasBox, node: SceneNode)? {
        guard placement == .point, let sprite, let iconImage else { return nil }
        let name = iconImage.evaluate(input).text
        guard !name.isEmpty, let icon = sprite.icons[name], !icon.png.isEmpty else { return nil }
        let scale = iconSize.value(for: input)
        guard scale > 0 else { return nil }
        let width = icon.pointWidth * scale, height = icon.pointHeight * scale
        let at = CanvasPoint(x: point.x + iconOffset[0] * scale, y: point.y + iconOffset[1] * scale)
        let origin = iconAnchor.origin(of: width, height, at: at.x, at.y)
        let box = CanvasBox(minX: origin.x, minY: origin.y, maxX: origin.x + width, maxY: origin.y + height)
        let bytes = icon.sdf ? sprite.tint?(icon.png, iconColor.value(for: input)) ?? icon.png : icon.png
        var image = SceneImage(classes: ["icon"], box: box, bytes: bytes, mediaType: "image/png",
                               opacity: min(max(iconOpacity.value(for: input), 0), 1))
        image.keepsAspectRatio = false
        let rotation = iconRotate.value(for: input)
        guard rotation.truncatingRemainder(dividingBy: 360) != 0 else { return (box, .image(image)) }
        // Turned about its centre: drawn around the origin inside a rotated group; the box taken is the turned box's bounds.
        let center = CanvasPoint(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
        image.box = CanvasBox(minX: -width / 2, minY: -height / 2, maxX: width / 2, maxY: height / 2)
        let radians = rotation * .pi / 180, c = abs(cos(radians)), s = abs(sin(radians))
        let halfWidth = (c * width + s * height) / 2, halfHeight = (s * width + c * height) / 2
        let turned = CanvasBox(minX: center.x - halfWidth, minY: center.y - halfHeight, maxX: center.x + halfWidth, maxY: center.y + halfHeight)
        return (turned, .group(SceneGroup(transform: Transform(x: center.x, y: center.y, rotation: rotation), children: [.image(image)])))
    }
}
