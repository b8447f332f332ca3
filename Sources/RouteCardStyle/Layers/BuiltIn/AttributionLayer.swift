import RouteCardGeo
import RouteCardScene
import RouteCardText

/// The credits of the map data drawn on the card (e.g. "© OpenStreetMap contributors"), in a
/// canvas corner. Style type `attribution`.
///
/// The text is the attribution of every source that drew at least one feature, each once, joined
/// with ` | ` (a source's style `attribution`, else its GeoJSON's top-level one); nothing is written
/// when no source drew. Layout keys: `position` (one of the nine anchors, default `bottom-right`),
/// `text-offset` (`[x, y]` points, default 8 points inward), and the `LabelStyle` keys (default size
/// 10). Paint keys: the `LabelStyle` keys (default colour `#3a3a3c`, halo width 0),
/// `text-background-color` (default `rgba(255, 255, 255, 0.75)`), `text-background-padding` (points,
/// default 3), `text-background-radius` (points, default 3).
public struct AttributionLayer: CardLayer {
    /// `"attribution"`.
    public static let type = "attribution"
    /// Where and how the text is placed on the canvas.
    public var placement: CanvasLabel

    /// The warning for a style that draws map data without crediting it.
    public static let missingWarning = "the style draws map data but has no \"attribution\" layer; map data such as "
        + "OpenStreetMap's requires its credit on the picture (\"© OpenStreetMap contributors\"): "
        + "add { \"id\": \"attribution\", \"type\": \"attribution\" }"

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        var label = LabelStyle(layout: style.layout, paint: style.paint, defaultSize: 10)
        if !style.paint.has("text-color") { label.color = Color(r: 58, g: 58, b: 60) }
        placement = CanvasLabel(
            position: style.layout.choice("position", default: CanvasAnchor.bottomRight),
            offset: style.layout.numbers("text-offset", counts: [2]), margin: 8, label: label,
            background: style.paint.color("text-background-color", default: Color(r: 255, g: 255, b: 255, a: 0.75)),
            backgroundPadding: style.paint.number("text-background-padding", default: 3, in: 0...500),
            backgroundRadius: style.paint.number("text-background-radius", default: 3, in: 0...500), className: "attribution")
    }

    /// The small default credit the command line adds when a style has none: 10 pt, bottom-right,
    /// on a translucent white box.
    public init() {
        let empty = StyleObject(nil, keyPath: "", log: DiagnosticLog(file: nil))
        var label = LabelStyle(layout: empty, paint: empty, defaultSize: 10)
        label.color = Color(r: 58, g: 58, b: 60)
        placement = CanvasLabel(position: .bottomRight, offset: nil, margin: 8, label: label,
                                background: Color(r: 255, g: 255, b: 255, a: 0.75), backgroundPadding: 3,
                                backgroundRadius: 3, className: "attribution")
    }

    /// Reports a warning when map layers draw from a source and no `attribution` layer credits it.
    static func checkAttribution(_ layers: [StyleLayer], at location: SourceLocation?, log: DiagnosticLog) {
        guard layers.contains(where: { $0.layer is any MapLayer }), !layers.contains(where: { $0.layer is AttributionLayer }) else { return }
        log.report(.warning, code: .missingAttribution, at: location, keyPath: "layers", missingWarning)
    }

    /// The credits of the sources that drew, each text once.
    public func text(in context: LayerContext) -> String {
        var seen: Set<String> = []
        var parts: [String] = []
        for id in context.drawnSources {
            guard let text = context.sources[id]?.attribution, !text.isEmpty, seen.insert(text).inserted else { continue }
            parts.append(text)
        }
        return parts.joined(separator: " | ")
    }

    /// The credit text (and its box) at the canvas corner, or nothing when no source drew.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        let text = text(in: context)
        guard !text.isEmpty else { return [] }
        return placement.nodes(for: text, canvas: context.canvas, measurer: context.measurer)
    }
}
