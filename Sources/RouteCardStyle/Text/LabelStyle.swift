import RouteCardGeo
import RouteCardScene

/// How a label looks, decoded from the `text-*` keys that `LabelProperties` declares (shared by
/// the `text`, `markers` and `attribution` layers, each with its own defaults).
public struct LabelStyle: Sendable, Hashable {
    /// The font.
    public var font: FontSpec
    /// The glyph colour.
    public var color: Color
    /// Opacity 0…1.
    public var opacity: Double
    /// The halo behind the glyphs, if its width is above 0.
    public var halo: Stroke?

    /// Decodes the `text-*` keys declared by `properties` (which carry the layer's defaults).
    public init(style: LayerStyle, properties: LabelProperties) {
        let size = style[properties.size]
        font = FontSpec(families: FontSpec.withFallback(style[properties.font] ?? FontSpec.defaultFamilies), size: size,
                        weight: style[properties.weight])
        color = style[properties.color]
        opacity = style[properties.opacity]
        let haloWidth = style[properties.haloWidth]
        let haloColor = style[properties.haloColor]
        halo = haloWidth > 0 ? Stroke(color: haloColor, width: haloWidth * 2, cap: .round, join: .round) : nil
    }

    /// The box of a line of text in points, relative to the point it is anchored at.
    ///
    /// The box is the advance width by ascent + descent of DejaVu Sans, grown by the halo.
    public func box(of text: String, anchor: CanvasAnchor, measurer: TextMeasurer) -> CanvasBox {
        let width = measurer.width(of: text, fontSize: font.size, bold: font.isBold)
        let height = measurer.ascent(fontSize: font.size) + measurer.descent(fontSize: font.size)
        let origin = anchor.origin(of: width, height, at: 0, 0)
        let grow = (halo?.width ?? 0) / 2
        return CanvasBox(x: origin.x - grow, y: origin.y - grow, width: width + 2 * grow, height: height + 2 * grow)
    }

    /// A text node whose box has the given anchor at `point`.
    public func node(_ text: String, at point: CanvasPoint, anchor: CanvasAnchor, measurer: TextMeasurer,
                     id: String? = nil, classes: [String] = ["label"]) -> SceneText {
        let width = measurer.width(of: text, fontSize: font.size, bold: font.isBold)
        let ascent = measurer.ascent(fontSize: font.size)
        let height = ascent + measurer.descent(fontSize: font.size)
        let origin = anchor.origin(of: width, height, at: point.x, point.y)
        // Anchor the SVG text on the same side as the box so a small measuring error never shifts it off its edge.
        let textAnchor: TextAnchor = anchor.fractionX == 0 ? .start : anchor.fractionX == 1 ? .end : .middle
        return SceneText(id: id, classes: classes, text: text,
                         position: CanvasPoint(x: origin.x + anchor.fractionX * width, y: origin.y + ascent),
                         anchor: textAnchor, font: font, fill: color, halo: halo, opacity: opacity)
    }

    /// Lines of text set as one block at `size` whose box has the given anchor at `point`: one text node per line, each aligned to the anchor's side (left, centre,
    /// right), baselines one line height apart; and the box they cover, grown by the halo.
    public func block(_ lines: [String], size: Double, at point: CanvasPoint, anchor: CanvasAnchor, measurer: TextMeasurer,
                      classes: [String] = ["label"]) -> (nodes: [SceneText], box: CanvasBox) {
        var font = font
        font.size = size
        let widths = lines.map { measurer.width(of: $0, fontSize: size, bold: font.isBold) }
        let width = widths.max() ?? 0
        let ascent = measurer.ascent(fontSize: size)
        let lineHeight = measurer.lineHeight(fontSize: size)
        let height = Double(lines.count) * lineHeight
        let grow = (halo?.width ?? 0) / 2
        let origin = anchor.origin(of: width, height, at: point.x, point.y)
        let textAnchor: TextAnchor = anchor.fractionX == 0 ? .start : anchor.fractionX == 1 ? .end : .middle
        let nodes = lines.enumerated().map { index, line in
            SceneText(classes: classes, text: line,
                      position: CanvasPoint(x: origin.x + anchor.fractionX * width, y: origin.y + Double(index) * lineHeight + ascent),
                      anchor: textAnchor, font: font, fill: color, halo: halo, opacity: opacity)
        }
        return (nodes, CanvasBox(x: origin.x - grow, y: origin.y - grow, width: width + 2 * grow, height: height + 2 * grow))
    }
}
