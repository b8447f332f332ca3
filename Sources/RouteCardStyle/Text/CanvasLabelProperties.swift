import RouteCardScene

/// The keys of a label anchored to the canvas, declared once with a layer's defaults: layout
/// `position`, `text-offset` and the `LabelProperties` keys; paint `text-background-color`,
/// `text-background-padding`, `text-background-radius`.
public struct CanvasLabelProperties: Sendable {
    /// `layout.position`: one of the nine anchors, on the canvas.
    public let position: LayerProperty<CanvasAnchor>
    /// `layout.text-offset`: `[x, y]` points from the anchor point, positive right/down.
    public let offset: LayerProperty<[Double]?>
    /// The inward distance from the edges when no offset is given, in points.
    public let margin: Double
    /// The label's look.
    public let label: LabelProperties
    /// `paint.text-background-color`: a box behind the text.
    public let background: LayerProperty<Color?>
    /// `paint.text-background-padding`, points.
    public let backgroundPadding: LayerProperty<Double>
    /// `paint.text-background-radius`, points.
    public let backgroundRadius: LayerProperty<Double>

    /// The keys with a layer's defaults; `background` `nil` draws no box unless the style asks for one.
    public init(position: CanvasAnchor, margin: Double, label: LabelProperties, background: Color?,
                backgroundPadding: Double, backgroundRadius: Double) {
        self.position = .choice("position", .layout, default: position, doc: "Where on the canvas the text is anchored; the text's box has the same anchor there.")
        offset = .numbers("text-offset", .layout, count: 2, unit: "pt", defaultText: "\(SpecFormat.number(margin)) pt inward",
                          doc: "From the canvas anchor point to the text's anchor, positive right/down.")
        self.margin = margin
        self.label = label
        let backgroundDoc = "A rounded box behind the text."
        if let background {
            self.background = LayerProperty(spec: PropertySpec(key: "text-background-color", group: .paint, kind: "colour",
                                                               defaultValue: background.cssText, doc: backgroundDoc)) { object, spec in
                object.color(spec.key, default: background)
            }
        } else {
            self.background = .optionalColor("text-background-color", .paint, defaultText: "none", doc: backgroundDoc)
        }
        self.backgroundPadding = .number("text-background-padding", .paint, default: backgroundPadding, in: .closed(0...500),
                                         unit: "pt", doc: "Space between the text and the box's edge.")
        self.backgroundRadius = .number("text-background-radius", .paint, default: backgroundRadius, in: .closed(0...500),
                                        unit: "pt", doc: "The box's corner radius.")
    }

    /// The specs, in reference order.
    public var specs: [PropertySpec] {
        [position.spec, offset.spec] + label.specs + [background.spec, backgroundPadding.spec, backgroundRadius.spec]
    }
}
