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
    /// Where and how the text is placed on the canvas.
    public var placement: CanvasLabel

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        let layout = style.layout
        template = Self.template(layout, key: "text-field", tokens: TokenValues.names) ?? TextTemplate(parts: [])
        if !layout.has("text-field") {
            style.root.error("layout", at: nil, "missing key \"text-field\" (the text to show, e.g. \"{name}\")")
        }
        let paint = style.paint
        placement = CanvasLabel(
            position: layout.choice("position", default: CanvasAnchor.topLeft),
            offset: layout.numbers("text-offset", counts: [2]), margin: 24,
            label: LabelStyle(layout: layout, paint: paint, defaultSize: 24),
            background: paint.has("text-background-color") ? paint.color("text-background-color", default: .white) : nil,
            backgroundPadding: paint.number("text-background-padding", default: 8, in: 0...500),
            backgroundRadius: paint.number("text-background-radius", default: 6, in: 0...500), className: "label")
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
        return placement.nodes(for: text, canvas: context.canvas, measurer: context.measurer)
    }
}
