import RouteCardGeo
import RouteCardScene

/// A line of text anchored to the canvas (a title, the stats). Style type `text`.
///
/// Not fitted: a style reserves room for it with `canvas.padding`.
/// Layout keys: `text-field` (a template with `{token}`s, see `TokenValues`; required),
/// `position` (one of the nine anchors, default `top-left`), `text-offset` `[x, y]` in points from
/// that canvas point, positive right/down (default 24 points inward from each edge the anchor
/// touches), and the `LabelStyle` keys (default size 24). Paint keys: the `LabelStyle` keys,
/// `text-background-color` (a box behind the text, default none), `text-background-padding`
/// (points, default 8), `text-background-radius` (points, default 6).
public struct TextLayer: CardLayer {
    /// `"text"`.
    public static let type = "text"
    /// The text.
    public var template: TextTemplate
    /// The canvas anchor.
    public var position: CanvasAnchor
    /// The offset from the canvas anchor point, in points, if given.
    public var offset: [Double]?
    /// The label's look.
    public var label: LabelStyle
    /// The box colour behind the text, if any.
    public var background: Color?
    /// Space between text and box edge, in points.
    public var backgroundPadding: Double
    /// Box corner radius in points.
    public var backgroundRadius: Double

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        let layout = style.layout
        template = Self.template(layout, key: "text-field", tokens: TokenValues.names) ?? TextTemplate(parts: [])
        if !layout.has("text-field") {
            style.root.error("layout", at: nil, "missing key \"text-field\" (the text to show, e.g. \"{name}\")")
        }
        position = layout.choice("position", default: CanvasAnchor.topLeft)
        offset = layout.numbers("text-offset", counts: [2])
        label = LabelStyle(layout: layout, paint: style.paint, defaultSize: 24)
        background = style.paint.has("text-background-color") ? style.paint.color("text-background-color", default: .white) : nil
        backgroundPadding = style.paint.number("text-background-padding", default: 8, in: 0...500)
        backgroundRadius = style.paint.number("text-background-radius", default: 6, in: 0...500)
    }

    /// Decodes a template key, reporting unknown tokens.
    static func template(_ object: StyleObject, key: String, tokens: [String]) -> TextTemplate? {
        guard let text = object.optionalString(key) else { return nil }
        switch TextTemplate.parse(text, tokens: tokens) {
        case .success(let template): return template
        case .failure(let error):
            object.error(key, at: object.node(key), error.message)
            return nil
        }
    }

    /// The text node (and its background box) at the canvas anchor.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        let text = template.render { context.tokens.values[$0] }
        guard !text.isEmpty else { return [] }
        let margin = 24.0
        let dx = offset?[0] ?? (position.fractionX == 0 ? margin : position.fractionX == 1 ? -margin : 0)
        let dy = offset?[1] ?? (position.fractionY == 0 ? margin : position.fractionY == 1 ? -margin : 0)
        let point = CanvasPoint(x: position.fractionX * context.canvas.width + dx, y: position.fractionY * context.canvas.height + dy)
        var nodes: [SceneNode] = []
        if let background {
            let box = label.box(of: text, anchor: position, measurer: context.measurer)
            let p = backgroundPadding
            nodes.append(.rect(SceneRect(classes: ["label-background"],
                                         box: CanvasBox(minX: point.x + box.minX - p, minY: point.y + box.minY - p,
                                                        maxX: point.x + box.maxX + p, maxY: point.y + box.maxY + p),
                                         cornerRadius: backgroundRadius, fill: .color(background))))
        }
        nodes.append(.text(label.node(text, at: point, anchor: position, measurer: context.measurer)))
        return nodes
    }
}
