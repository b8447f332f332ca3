import RouteCardScene

/// The keys of a panel along a canvas edge (`stats`, `elevation-profile`), declared once with a
/// layer's defaults: layout `position`, `margin`, `panel-padding`, `max-share`; paint
/// `panel-color`, `panel-radius`.
public struct PanelProperties: Sendable {
    /// `layout.position`: the edge.
    public let edge: LayerProperty<PanelEdge>
    /// `layout.margin`: the length from the canvas sides and edge.
    public let margin: LayerProperty<StyleLength>
    /// `layout.panel-padding`: the length between the panel's box and its content.
    public let padding: LayerProperty<StyleLength>
    /// `layout.max-share`: the largest fraction of the canvas height the panel takes.
    public let maxShare: LayerProperty<Double>
    /// `layout.min-canvas-height`: the panel is left out on shorter canvases.
    public let minCanvasHeight: LayerProperty<Double>
    /// `paint.panel-color`: the box behind the content, if any.
    public let color: LayerProperty<Color?>
    /// `paint.panel-radius`: the box's corner radius.
    public let radius: LayerProperty<StyleLength>

    /// The keys with a layer's defaults.
    public init(edge: PanelEdge, margin: Double, padding: Double, maxShare: Double) {
        self.edge = .choice("position", .layout, default: edge,
                            doc: "The canvas edge the panel runs along; it stacks on the bands the layers before it reserved there.")
        self.margin = .length("margin", .layout, default: margin, in: .closed(0...1000),
                              doc: "Space between the panel and the canvas's sides and edge.")
        self.padding = .length("panel-padding", .layout, default: padding, in: .closed(0...500),
                               doc: "Space between the panel's box and its content.")
        self.maxShare = .number("max-share", .layout, default: maxShare, in: .closed(0.05...1),
                                doc: "The largest fraction of the canvas height the panel takes; on a smaller card the whole panel shrinks to it.")
        minCanvasHeight = LayerProperty.minCanvasHeight
        color = .optionalColor("panel-color", .paint, defaultText: "none", doc: "A rounded box behind the panel.")
        radius = .length("panel-radius", .paint, default: 16, in: .closed(0...500), doc: "The box's corner radius.")
    }

    /// The specs, in reference order.
    public var specs: [PropertySpec] {
        [edge.spec, margin.spec, padding.spec, maxShare.spec, minCanvasHeight.spec, color.spec, radius.spec]
    }
}

extension LayerProperty where Value == Double {
    /// `layout.min-canvas-height`: a panel or legend is left out on a canvas shorter than this
    /// (a thumbnail keeps the route and the numbers).
    public static var minCanvasHeight: LayerProperty<Double> {
        .number("min-canvas-height", .layout, default: 0, in: .closed(0...100_000), unit: "pt",
                doc: "Left out on a canvas shorter than this, so a thumbnail keeps room for the route.")
    }
}
