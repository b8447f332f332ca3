import RouteCardExpressions
import RouteCardScene

/// The decoded `line-*` keys of a layer (see `LineProperties`), and the strokes they give for one
/// feature (or for the route, which has no feature properties).
public struct LineLook: Sendable {
    /// `line-color`.
    public var color: StyleProperty<Color>
    /// `line-width` in points on the canvas last resolved on (`resolved(on:)`).
    public var width: StyleProperty<Double>
    /// `line-opacity`.
    public var opacity: StyleProperty<Double>
    /// `line-cap`.
    public var cap: LineCap
    /// `line-join`.
    public var join: LineJoin
    /// `line-dasharray`, in line widths.
    public var dash: [Double]
    /// `line-casing-color`.
    public var casingColor: StyleProperty<Color>
    /// `line-casing-width` in points on the canvas last resolved on.
    public var casingWidth: StyleProperty<Double>
    /// `line-blur`, points on the canvas last resolved on; 0 for none.
    public var blur: Double
    /// `line-width` as decoded, resolved into `width` by `resolved(on:)`.
    public var widthLength: LengthProperty
    /// `line-casing-width` as decoded, resolved into `casingWidth` by `resolved(on:)`.
    public var casingWidthLength: LengthProperty
    /// `line-blur` as decoded, resolved into `blur` by `resolved(on:)`.
    public var blurLength: StyleLength

    /// Decodes the keys `properties` declares.
    public init(style: LayerStyle, properties: LineProperties) {
        color = style[properties.color]
        widthLength = style[properties.width]
        width = widthLength.decoded
        opacity = style[properties.opacity]
        cap = style[properties.cap]
        join = style[properties.join]
        dash = style[properties.dash] ?? []
        casingColor = style[properties.casingColor]
        casingWidthLength = style[properties.casingWidth]
        casingWidth = casingWidthLength.decoded
        blurLength = style[properties.blur]
        blur = blurLength.points(shortSide: style.root.lengths.shortSide)
    }

    /// The look with its widths and blur in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> LineLook {
        var look = self
        look.width = widthLength.resolved(on: canvas)
        look.casingWidth = casingWidthLength.resolved(on: canvas)
        look.blur = blurLength.points(on: canvas)
        return look
    }

    /// The layer's nodes, in a blurred group when `line-blur` is set. A constant opacity is then
    /// the group's (the paths drawn opaque), so where segments or casings overlap the glow keeps
    /// one even strength instead of a darker notch.
    public func blurred(_ nodes: [SceneNode]) -> [SceneNode] {
        guard blur > 0, !nodes.isEmpty else { return nodes }
        let constant = opacity.constant
        let children = constant == nil ? nodes : nodes.map { node -> SceneNode in
            guard case .path(var path) = node else { return node }
            path.opacity = 1
            return .path(path)
        }
        var group = SceneGroup(classes: ["blur"], opacity: constant ?? 1, children: children)
        group.filter = .gaussianBlur(standardDeviation: blur / 2)
        return [.group(group)]
    }

    /// The line's stroke, its casing's stroke (`nil` without a casing) and the opacity for one input;
    /// `nil` when nothing would show (no width, or fully transparent).
    public func strokes(for input: ExpressionInput) -> (line: Stroke, casing: Stroke?, opacity: Double)? {
        let lineWidth = width.value(for: input)
        let lineOpacity = opacity.value(for: input)
        guard lineWidth > 0, lineOpacity > 0 else { return nil }
        let line = Stroke(color: color.value(for: input), width: lineWidth, cap: cap, join: join, dash: dash.map { $0 * lineWidth })
        let casing = casingWidth.value(for: input)
        let casingStroke = casing > 0
            ? Stroke(color: casingColor.value(for: input), width: lineWidth + 2 * casing, cap: cap, join: join) : nil
        return (line, casingStroke, lineOpacity)
    }
}
