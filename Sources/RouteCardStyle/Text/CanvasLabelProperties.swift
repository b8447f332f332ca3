import RouteCardExpressions
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
    /// `layout.text-max-lines`: the most lines the text wraps onto before it shrinks.
    public let maxLines: LayerProperty<Double>
    /// `layout.text-min-size`: the smallest size the text shrinks to before it ends in "…".
    public let minSize: LayerProperty<Double?>
    /// `layout.text-max-width`: the widest a line may be (default: the canvas width less the
    /// anchor point's distance from the edge on each side).
    public let maxWidth: LayerProperty<Double?>
    /// `layout.stack`: whether the text is placed after the bands earlier layers reserved at its edge.
    public let stack: LayerProperty<Bool>

    /// The keys with a layer's defaults; `background` `nil` draws no box unless the style asks for one.
    public init(position: CanvasAnchor, margin: Double, label: LabelProperties, background: Color?,
                backgroundPadding: Double, backgroundRadius: Double, maxLines: Int = 2) {
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
        self.maxLines = .number("text-max-lines", .layout, default: Double(maxLines), in: .closed(1...20),
                                doc: "The most lines the text wraps onto (at spaces, or between CJK characters); then it shrinks.")
        minSize = .optionalNumber("text-min-size", .layout, in: .closed(1...1000), unit: "pt", defaultText: "¾ of `text-size`",
                                  doc: "The smallest size a text too long for its lines shrinks to; below it the last line ends in \"…\".")
        maxWidth = .optionalNumber("text-max-width", .layout, in: .above(0), unit: "pt",
                                   defaultText: "the canvas width less the anchor's inset on both sides",
                                   doc: "The widest a line may be.")
        stack = .bool("stack", .layout, default: false,
                      doc: "Place the text after the bands the layers before it reserved at its edge (`text-offset`'s y is then the gap), so a subtitle stays under a title that wraps.")
    }

    /// The specs, in reference order.
    public var specs: [PropertySpec] {
        [position.spec, offset.spec, stack.spec] + label.specs + [maxLines.spec, minSize.spec, maxWidth.spec]
            + [background.spec, backgroundPadding.spec, backgroundRadius.spec]
    }
}
