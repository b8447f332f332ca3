import RouteCardGeo
import RouteCardScene

/// A panel along a canvas edge, decoded from the keys `PanelProperties` declares: where its box
/// goes (stacked on the bands reserved before it), how much it shrinks on a small card, and the
/// box drawn behind it.
public struct Panel: Sendable {
    /// The edge.
    public var edge: PanelEdge
    /// Points from the canvas sides and edge.
    public var margin: Double
    /// Points between the box and the content.
    public var padding: Double
    /// The largest fraction of the canvas height taken.
    public var maxShare: Double
    /// The shortest canvas the panel is drawn on.
    public var minCanvasHeight: Double
    /// The box colour, if any.
    public var color: Color?
    /// The box's corner radius.
    public var radius: Double
    /// `margin`, `padding` and `radius` as decoded (points or `"4vmin"`), resolved into them on
    /// the canvas by `resolved(on:)`.
    public var lengths: (margin: StyleLength, padding: StyleLength, radius: StyleLength)

    /// Decodes the keys (the lengths in points on the canvas the style is decoded for).
    public init(style: LayerStyle, properties: PanelProperties) {
        edge = style[properties.edge]
        lengths = (style[properties.margin], style[properties.padding], style[properties.radius])
        maxShare = style[properties.maxShare]
        minCanvasHeight = style[properties.minCanvasHeight]
        color = style[properties.color]
        (margin, padding, radius) = (0, 0, 0)
        resolve(shortSide: style.root.lengths.shortSide)
    }

    /// The panel with its lengths in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Panel {
        var panel = self
        panel.resolve(shortSide: canvas.shortSide)
        return panel
    }

    private mutating func resolve(shortSide: Double) {
        margin = lengths.margin.points(shortSide: shortSide)
        padding = lengths.padding.points(shortSide: shortSide)
        radius = lengths.radius.points(shortSide: shortSide)
    }

    /// Whether the panel is drawn on the context's canvas (it is at least `minCanvasHeight` tall).
    public func isShown(in context: LayerContext) -> Bool {
        context.canvas.height >= minCanvasHeight
    }

    /// Where a panel goes whose content is `height` points tall at full size: its box and the
    /// factor (≤ 1) its content is drawn at so the box takes at most `maxShare` of the canvas
    /// height. The content area is the box inset by `padding × scale`.
    public func frame(contentHeight height: Double, in context: LayerContext) -> (box: CanvasBox, scale: Double) {
        let natural = height + 2 * padding
        let limit = maxShare * context.canvas.height
        let scale = natural > limit && natural > 0 ? limit / natural : 1
        let box = edge.box(height: natural * scale, margin: margin, canvas: context.canvas, stackingOn: context.reservedBands)
        return (box, scale)
    }

    /// The content area of a box drawn at a scale.
    public func content(of box: CanvasBox, scale: Double) -> CanvasBox {
        let inset = padding * scale
        return CanvasBox(minX: box.minX + inset, minY: box.minY + inset, maxX: box.maxX - inset, maxY: box.maxY - inset)
    }

    /// The box behind the panel, when it has a colour.
    public func background(_ box: CanvasBox, className: String) -> SceneNode? {
        guard let color, color.alpha > 0 else { return nil }
        return .rect(SceneRect(classes: [className], box: box, cornerRadius: radius, fill: .color(color)))
    }
}
