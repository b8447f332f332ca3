import RouteCardGeo
import RouteCardScene

/// How a label looks, decoded from the `text-*` keys that `LabelProperties` declares (shared by
/// the `text`, `markers` and `attribution` layers, each with its own defaults).
public struct LabelStyle: Sendable, Hashable {
    /// The font, its size in points on the canvas the label was last resolved on (`resolved(on:)`).
    public var font: FontSpec
    /// The font size as decoded.
    public var size: StyleLength
    /// The glyph colour.
    public var color: Color
    /// Opacity 0…1.
    public var opacity: Double
    /// The halo behind the glyphs, if its width is above 0 (on the canvas last resolved on).
    public var halo: Stroke?
    /// The halo's colour.
    public var haloColor: Color
    /// The halo's width on each side of the glyphs, as decoded.
    public var haloWidth: StyleLength

    /// Decodes the `text-*` keys declared by `properties` (which carry the layer's defaults);
    /// `font.size` and `halo` are those on the canvas the style is decoded for until `resolved(on:)`.
    public init(style: LayerStyle, properties: LabelProperties) {
        size = style[properties.size]
        font = FontSpec(families: FontSpec.withFallback(style[properties.font] ?? FontSpec.defaultFamilies), size: 0,
                        weight: style[properties.weight])
        color = style[properties.color]
        opacity = style[properties.opacity]
        haloWidth = style[properties.haloWidth]
        haloColor = style[properties.haloColor]
        resolve(shortSide: style.root.lengths.shortSide)
    }

    /// The label with its size and halo in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> LabelStyle {
        var label = self
        label.resolve(shortSide: canvas.shortSide)
        return label
    }

    private mutating func resolve(shortSide: Double) {
        font.size = size.points(shortSide: shortSide)
        let width = haloWidth.points(shortSide: shortSide)
        halo = width > 0 ? Stroke(color: haloColor, width: width * 2, cap: .round, join: .round) : nil
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
