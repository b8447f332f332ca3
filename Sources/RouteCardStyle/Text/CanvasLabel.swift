import RouteCardGeo
import RouteCardScene

/// A line of text anchored to the canvas, optionally on a rounded box: how `text` and
/// `attribution` layers place what they write (keys declared by `CanvasLabelProperties`).
public struct CanvasLabel: Sendable {
    /// The canvas anchor; the text's box has the same anchor at that point.
    public var position: CanvasAnchor
    /// The offset from the canvas anchor point in points, if given.
    public var offset: [Double]?
    /// The inward distance from the edges used when no offset is given, in points.
    public var margin: Double
    /// The text's look.
    public var label: LabelStyle
    /// The box colour behind the text, if any (a fully transparent one is not drawn).
    public var background: Color?
    /// Space between the text and the box edge, in points.
    public var backgroundPadding: Double
    /// Box corner radius in points.
    public var backgroundRadius: Double
    /// CSS class of the text node; the box gets the same with `-background` appended.
    public var className: String

    /// Creates a placement.
    public init(position: CanvasAnchor, offset: [Double]?, margin: Double, label: LabelStyle, background: Color?,
                backgroundPadding: Double, backgroundRadius: Double, className: String) {
        self.position = position
        self.offset = offset
        self.margin = margin
        self.label = label
        self.background = background
        self.backgroundPadding = backgroundPadding
        self.backgroundRadius = backgroundRadius
        self.className = className
    }

    /// Decodes the keys `properties` declares.
    public init(style: LayerStyle, properties: CanvasLabelProperties, className: String) {
        self.init(position: style[properties.position], offset: style[properties.offset], margin: properties.margin,
                  label: LabelStyle(style: style, properties: properties.label), background: style[properties.background],
                  backgroundPadding: style[properties.backgroundPadding], backgroundRadius: style[properties.backgroundRadius],
                  className: className)
    }

    /// The text placed on a canvas: its nodes (box, if any, then text) and the box they cover.
    public func place(_ text: String, canvas: CanvasStyle, measurer: TextMeasurer) -> (nodes: [SceneNode], box: CanvasBox) {
        let dx = offset?[0] ?? (position.fractionX == 0 ? margin : position.fractionX == 1 ? -margin : 0)
        let dy = offset?[1] ?? (position.fractionY == 0 ? margin : position.fractionY == 1 ? -margin : 0)
        let point = CanvasPoint(x: position.fractionX * canvas.width + dx, y: position.fractionY * canvas.height + dy)
        var box = label.box(of: text, anchor: position, measurer: measurer).offsetBy(dx: point.x, dy: point.y)
        var nodes: [SceneNode] = []
        if let background, background.alpha > 0 {
            let p = backgroundPadding
            box = CanvasBox(minX: box.minX - p, minY: box.minY - p, maxX: box.maxX + p, maxY: box.maxY + p)
            nodes.append(.rect(SceneRect(classes: [className + "-background"], box: box, cornerRadius: backgroundRadius,
                                         fill: .color(background))))
        }
        nodes.append(.text(label.node(text, at: point, anchor: position, measurer: measurer, classes: [className])))
        return (nodes, box)
    }

    /// The box (if any) and the text node for `text` on a canvas.
    public func nodes(for text: String, canvas: CanvasStyle, measurer: TextMeasurer) -> [SceneNode] {
        place(text, canvas: canvas, measurer: measurer).nodes
    }

    /// The band of the canvas a box at this position takes from its edge: from the top for the
    /// top anchors, from the bottom for the bottom ones, from the side for `left`/`right`; none at
    /// the centre.
    public func band(covering box: CanvasBox, canvas: CanvasStyle) -> ReservedBand? {
        switch (position.fractionX, position.fractionY) {
        case (_, 0): ReservedBand(edge: .top, depth: box.maxY)
        case (_, 1): ReservedBand(edge: .bottom, depth: canvas.height - box.minY)
        case (0, _): ReservedBand(edge: .left, depth: box.maxX)
        case (1, _): ReservedBand(edge: .right, depth: canvas.width - box.minX)
        default: nil
        }
    }
}
