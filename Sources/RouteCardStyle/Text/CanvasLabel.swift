import RouteCardGeo
import RouteCardScene

/// A line of text anchored to the canvas, optionally on a rounded box: how `text` and
/// `attribution` layers place what they write.
///
/// Keys (read by those layers): `position` (one of the nine anchors), `text-offset` `[x, y]` in
/// points from that canvas point, positive right/down (default `margin` inward from each edge the
/// anchor touches), `text-background-color`, `text-background-padding`, `text-background-radius`.
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

    /// The box (if any) and the text node for `text` on a canvas.
    public func nodes(for text: String, canvas: CanvasStyle, measurer: TextMeasurer) -> [SceneNode] {
        let dx = offset?[0] ?? (position.fractionX == 0 ? margin : position.fractionX == 1 ? -margin : 0)
        let dy = offset?[1] ?? (position.fractionY == 0 ? margin : position.fractionY == 1 ? -margin : 0)
        let point = CanvasPoint(x: position.fractionX * canvas.width + dx, y: position.fractionY * canvas.height + dy)
        var nodes: [SceneNode] = []
        if let background, background.alpha > 0 {
            let box = label.box(of: text, anchor: position, measurer: measurer)
            let p = backgroundPadding
            nodes.append(.rect(SceneRect(classes: [className + "-background"],
                                         box: CanvasBox(minX: point.x + box.minX - p, minY: point.y + box.minY - p,
                                                        maxX: point.x + box.maxX + p, maxY: point.y + box.maxY + p),
                                         cornerRadius: backgroundRadius, fill: .color(background))))
        }
        nodes.append(.text(label.node(text, at: point, anchor: position, measurer: measurer, classes: [className])))
        return nodes
    }
}
