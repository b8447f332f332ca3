import RouteCardGeo
import RouteCardScene

/// How a label looks, decoded from the `text-*` keys shared by `text` and `markers` layers.
///
/// Layout keys: `text-size` in points (default given by the layer), `text-font` (a family stack,
/// to which DejaVu Sans and sans-serif are appended unless it names a generic family,
/// default `["DejaVu Sans", "sans-serif"]`), `text-weight` (`"normal"`, `"bold"` or 100…900).
/// Paint keys: `text-color` (default `#1c1c1e`), `text-opacity` 0…1, `text-halo-color` (default
/// white), `text-halo-width` in points (default given by the layer).
public struct LabelStyle: Sendable, Hashable {
    /// The font.
    public var font: FontSpec
    /// The glyph colour.
    public var color: Color
    /// Opacity 0…1.
    public var opacity: Double
    /// The halo behind the glyphs, if its width is above 0.
    public var halo: Stroke?

    /// Decodes the `text-*` keys with layer-specific defaults.
    public init(layout: StyleObject, paint: StyleObject, defaultSize: Double, defaultWeight: Int = 400, defaultHaloWidth: Double = 0) {
        let size = layout.number("text-size", default: defaultSize, in: 1...1000)
        let families = layout.strings("text-font") ?? FontSpec.defaultFamilies
        var weight = defaultWeight
        if let node = layout.node("text-weight") {
            switch node.value {
            case .string("normal"): weight = 400
            case .string("bold"): weight = 700
            case .number(let value) where (100...900).contains(value): weight = Int(value)
            default: layout.mismatch("text-weight", node, expected: "\"normal\", \"bold\" or a number in 100…900")
            }
        }
        font = FontSpec(families: FontSpec.withFallback(families), size: size, weight: weight)
        color = paint.color("text-color", default: Color(r: 28, g: 28, b: 30))
        opacity = paint.number("text-opacity", default: 1, in: 0...1)
        let haloWidth = paint.number("text-halo-width", default: defaultHaloWidth, in: 0...100)
        let haloColor = paint.color("text-halo-color", default: .white)
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
}
