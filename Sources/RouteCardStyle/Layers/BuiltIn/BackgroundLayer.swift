import RouteCardGeo
import RouteCardScene

/// Fills the whole canvas. Style type `background`.
public struct BackgroundLayer: CardLayer {
    /// `"background"`.
    public static let type = "background"
    /// One sentence for the style reference.
    public static let summary = "Fills the whole canvas with a colour or a gradient."
    /// `paint.background-color`: a colour or a linear gradient.
    public static let color = LayerProperty<Paint>(
        spec: PropertySpec(key: "background-color", group: .paint, kind: "colour or `[\"linear-gradient\", ANGLE, COLOR, COLOR, …]`",
                           defaultValue: "#ffffff",
                           doc: "The fill; a gradient's angle is in degrees as in CSS (180 = top to bottom), its stops spread evenly.")) { object, spec in
        decodePaint(object, key: spec.key, default: .color(.white))
    }
    /// `paint.background-opacity`.
    public static let opacityProperty = LayerProperty.number("background-opacity", .paint, default: 1, in: .closed(0...1),
                                                             doc: "The fill's opacity.")
    /// Every property, for the reference.
    public static var properties: [PropertySpec] { [color.spec, opacityProperty.spec] }
    /// The fill.
    public var fill: Paint
    /// Opacity 0…1.
    public var opacity: Double
    /// A background: its fill and opacity.
    public var role: LayerRole { .background(fill: fill, opacity: opacity) }

    /// Decodes `paint.background-color` and `paint.background-opacity`.
    public init(style: LayerStyle) {
        fill = style[Self.color]
        opacity = style[Self.opacityProperty]
    }

    /// Decodes a colour or a `linear-gradient` array from a key.
    static func decodePaint(_ object: StyleObject, key: String, default value: Paint) -> Paint {
        guard let node = object.node(key) else { return value }
        if case .array(let elements) = node.value {
            let expected = "[\"linear-gradient\", ANGLE, COLOR, COLOR, …]"
            guard elements.count >= 4, case .string("linear-gradient") = elements[0].value,
                  case .number(let angle) = elements[1].value else {
                object.mismatch(key, node, expected: expected)
                return value
            }
            var colors: [Color] = []
            for element in elements.dropFirst(2) {
                guard case .string(let text) = element.value, let color = Color(css: text) else {
                    object.mismatch(key, element, expected: "a colour")
                    return value
                }
                colors.append(color)
            }
            let stops = colors.enumerated().map { index, color in
                GradientStop(offset: Double(index) / Double(colors.count - 1), color: color)
            }
            return .linearGradient(LinearGradient(angle: angle, stops: stops))
        }
        return .color(object.color(key, default: .black))
    }

    /// One rectangle covering the canvas.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        [.rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: context.canvas.width, height: context.canvas.height),
                         fill: fill, opacity: opacity))]
    }
}
