import RouteCardGeo
import RouteCardScene

/// A line of text anchored to the canvas (a title, the stats). Style type `text`.
///
/// The text reserves the band of the canvas it takes (from the top edge for the top anchors,
/// from the bottom for the bottom ones, from the side for `left`/`right`), so the route is fitted
/// below a title whatever the padding; `"reserve": false` lets it float over the map instead.
/// Tokens in `text-field`: see `TokenValues`.
public struct TextLayer: CardLayer {
    /// `"text"`.
    public static let type = "text"
    /// One sentence for the style reference.
    public static let summary = "A line of text anchored to the canvas (a title, the stats); reserves its band so the route stays clear of it."

    /// `layout.text-field`: the text, a template with `{token}`s (required).
    public static let textField = LayerProperty.template("text-field", .layout, tokens: TokenValues.names, isRequired: true,
                                                         doc: "The text: a template with `{token}`s such as `{name} · {distance}`.")
    /// `layout.reserve`: whether the text keeps the route out of its band.
    public static let reserve = LayerProperty.bool("reserve", .layout, default: true,
                                                   doc: "Whether the text's band of the canvas is kept clear of the route.")
    /// The canvas-label keys with this layer's defaults (24 pt text, 24 pt from the edges, no box).
    public static let label = CanvasLabelProperties(position: .topLeft, margin: 24, label: LabelProperties(size: 24),
                                                    background: nil, backgroundPadding: 8, backgroundRadius: 6)

    /// Every property, for the reference.
    public static var properties: [PropertySpec] { [textField.spec, reserve.spec] + label.specs }

    /// The text.
    public var template: TextTemplate
    /// Where and how the text is placed on the canvas.
    public var placement: CanvasLabel
    /// Whether the text reserves its band.
    public var reservesBand: Bool

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        template = style[Self.textField] ?? TextTemplate(parts: [])
        reservesBand = style[Self.reserve]
        placement = CanvasLabel(style: style, properties: Self.label, className: "label")
    }

    /// The layer with its text's lengths in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.placement = placement.resolved(on: canvas)
        return layer
    }

    /// The text measured and placed once; its band reserved.
    public func place(in context: LayerContext) -> LayerPlacement<[SceneNode]> {
        let text = template.render { context.tokens.values[$0] }
        guard !text.isEmpty else { return LayerPlacement([]) }
        let (nodes, box) = placement.place(text, canvas: context.canvas, measurer: context.measurer,
                                          after: context.reservedBands)
        let band = reservesBand ? placement.band(covering: box, canvas: context.canvas) : nil
        return LayerPlacement(nodes, reserved: band.map { [$0] } ?? [])
    }

    /// The text node (and its background box) placed before.
    public func draw(_ nodes: [SceneNode], in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        LayerDrawing(nodes)
    }
}
