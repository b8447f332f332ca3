import RouteCardGeo
import RouteCardScene

/// Fills the whole canvas. Style type `background`.
///
/// Paint keys: `background-color` — a colour or `["linear-gradient", ANGLE, COLOR, COLOR, …]`
/// (angle in degrees as in CSS, 180 = top to bottom; stops spread evenly), default `#ffffff`;
/// `background-opacity` 0…1, default 1.
public struct BackgroundLayer: CardLayer {
    /// `"background"`.
    public static let type = "background"
    /// The fill.
    public var fill: Paint
    /// Opacity 0…1.
    public var opacity: Double

    /// Decodes `paint.background-color` and `paint.background-opacity`.
    public init(style: LayerStyle) {
        fill = Self.decodePaint(style.paint, key: "background-color", default: .color(.white))
        opacity = style.paint.number("background-opacity", default: 1, in: 0...1)
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
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        [.rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: context.canvas.width, height: context.canvas.height),
                         fill: fill, opacity: opacity))]
    }
}
