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
    /// The most lines the text wraps onto before it shrinks.
    public var maxLines: Int = 2
    /// The smallest font size it shrinks to before it is cut with "…"; `nil`: ¾ of the size.
    public var minSize: Double?
    /// The widest a line may be; `nil`: the canvas width less the anchor point's inset on both sides
    /// (for a centred text: twice the distance to the nearer side edge).
    public var maxWidth: Double?
    /// Whether the text is placed after the bands reserved before it at its edge.
    public var stacks = false

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
        maxLines = Int(style[properties.maxLines])   // the spec's range, 1…20
        minSize = style[properties.minSize]
        maxWidth = style[properties.maxWidth]
        stacks = style[properties.stack]
    }

    /// The placement with its lengths in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> CanvasLabel {
        var placement = self
        placement.label = label.resolved(on: canvas)
        return placement
    }

    /// The text placed on a canvas: its nodes (box, if any, then one text node per line) and the
    /// box they cover. The text wraps, shrinks and ends in "…" as `TextFitter` does to stay
    /// within its width; with `stacks`, it starts past the deepest of `reserved` at its edge.
    public func place(_ text: String, canvas: CanvasStyle, measurer: TextMeasurer,
                      after reserved: [ReservedBand] = []) -> (nodes: [SceneNode], box: CanvasBox) {
        let point = anchorPoint(canvas: canvas, after: reserved)
        let fitted = fit(text, at: point, canvas: canvas, measurer: measurer)
        let block = label.block(fitted.lines, size: fitted.size, at: point, anchor: position, measurer: measurer,
                                classes: [className])
        var box = block.box
        var nodes: [SceneNode] = []
        if let background, background.alpha > 0 {
            let p = backgroundPadding
            box = CanvasBox(minX: box.minX - p, minY: box.minY - p, maxX: box.maxX + p, maxY: box.maxY + p)
            nodes.append(.rect(SceneRect(classes: [className + "-background"], box: box, cornerRadius: backgroundRadius,
                                         fill: .color(background))))
        }
        nodes += block.nodes.map(SceneNode.text)
        return (nodes, box)
    }

    /// The text's lines and size on a canvas with its anchor at `point`.
    public func fit(_ text: String, at point: CanvasPoint, canvas: CanvasStyle, measurer: TextMeasurer) -> TextFitter.Fitted {
        let safe = canvas.safeBox
        var width = switch position.fractionX {
        case 0: safe.width - 2 * max(point.x - safe.minX, 0)
        case 1: safe.width - 2 * max(safe.maxX - point.x, 0)
        default: 2 * min(point.x - safe.minX, safe.maxX - point.x)
        }
        if let maxWidth { width = min(width, maxWidth) }
        let grow = (label.halo?.width ?? 0) + (background.map { $0.alpha > 0 ? 2 * backgroundPadding : 0 } ?? 0)
        let fitter = TextFitter(maxWidth: max(width, 1), maxLines: maxLines, minSize: minSize ?? label.font.size * 0.75,
                                extraWidth: grow)
        return fitter.fit(text, size: label.font.size, bold: label.font.isBold, measurer: measurer)
    }

    /// The anchor point on the canvas: the anchor of the canvas's safe box moved by the offset
    /// (or the margin inward), past the reserved bands at its edge when the label stacks.
    func anchorPoint(canvas: CanvasStyle, after reserved: [ReservedBand]) -> CanvasPoint {
        let dx = offset?[0] ?? (position.fractionX == 0 ? margin : position.fractionX == 1 ? -margin : 0)
        let dy = offset?[1] ?? (position.fractionY == 0 ? margin : position.fractionY == 1 ? -margin : 0)
        let safe = canvas.safeBox
        var point = CanvasPoint(x: safe.minX + position.fractionX * safe.width + dx, y: safe.minY + position.fractionY * safe.height + dy)
        guard stacks else { return point }
        func depth(_ edge: ReservedBand.Edge) -> Double {
            reserved.filter { $0.edge == edge && $0.depth.isFinite }.map(\.depth).max() ?? 0
        }
        switch (position.fractionX, position.fractionY) {
        case (_, 0): point.y += max(depth(.top) - safe.minY, 0)
        case (_, 1): point.y -= max(depth(.bottom) - (canvas.height - safe.maxY), 0)
        case (0, _): point.x += max(depth(.left) - safe.minX, 0)
        case (1, _): point.x -= max(depth(.right) - (canvas.width - safe.maxX), 0)
        default: break
        }
        return point
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
