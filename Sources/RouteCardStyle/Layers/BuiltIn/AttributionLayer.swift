import RouteCardGeo
import RouteCardScene

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
    /// The canvas corner.
    public var position: CanvasAnchor
    /// The offset from that corner in points, if given.
    public var offset: [Double]?
    /// The label's look.
    public var label: LabelStyle
    /// The box colour behind the text, if any.
    public var background: Color?
    /// Space between text and box edge, in points.
    public var backgroundPadding: Double
    /// Box corner radius in points.
    public var backgroundRadius: Double

    /// The warning for a style that draws map data without crediting it.
    public static let missingWarning = "the style draws map data but has no \"attribution\" layer; map data such as "
        + "OpenStreetMap's requires its credit on the picture (\"© OpenStreetMap contributors\"): "
        + "add { \"id\": \"attribution\", \"type\": \"attribution\" }"

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        position = style.layout.choice("position", default: CanvasAnchor.bottomRight)
        offset = style.layout.numbers("text-offset", counts: [2])
        label = LabelStyle(layout: style.layout, paint: style.paint, defaultSize: 10)
        if !style.paint.has("text-color") { label.color = Color(r: 58, g: 58, b: 60) }
        background = style.paint.color("text-background-color", default: Color(r: 255, g: 255, b: 255, a: 0.75))
        backgroundPadding = style.paint.number("text-background-padding", default: 3, in: 0...500)
        backgroundRadius = style.paint.number("text-background-radius", default: 3, in: 0...500)
    }

    /// The small default credit the command line adds when a style has none: 10 pt, bottom-right,
    /// on a translucent white box.
    public init() {
        position = .bottomRight
        offset = nil
        let empty = StyleObject(nil, keyPath: "", log: DiagnosticLog(file: nil))
        label = LabelStyle(layout: empty, paint: empty, defaultSize: 10)
        label.color = Color(r: 58, g: 58, b: 60)
        background = Color(r: 255, g: 255, b: 255, a: 0.75)
        backgroundPadding = 3
        backgroundRadius = 3
    }

    /// Reports a warning when map layers draw from a source and no `attribution` layer credits it.
    static func checkAttribution(_ layers: [StyleLayer], at location: SourceLocation?, log: DiagnosticLog) {
        guard layers.contains(where: { $0.layer is any MapLayer }), !layers.contains(where: { $0.layer is AttributionLayer }) else { return }
        log.report(.warning, at: location, keyPath: "layers", missingWarning)
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
        let margin = 8.0
        let dx = offset?[0] ?? (position.fractionX == 0 ? margin : position.fractionX == 1 ? -margin : 0)
        let dy = offset?[1] ?? (position.fractionY == 0 ? margin : position.fractionY == 1 ? -margin : 0)
        let point = CanvasPoint(x: position.fractionX * context.canvas.width + dx, y: position.fractionY * context.canvas.height + dy)
        var nodes: [SceneNode] = []
        if let background, background.alpha > 0 {
            let box = label.box(of: text, anchor: position, measurer: context.measurer)
            let p = backgroundPadding
            nodes.append(.rect(SceneRect(classes: ["attribution-background"],
                                         box: CanvasBox(minX: point.x + box.minX - p, minY: point.y + box.minY - p,
                                                        maxX: point.x + box.maxX + p, maxY: point.y + box.maxY + p),
                                         cornerRadius: backgroundRadius, fill: .color(background))))
        }
        nodes.append(.text(label.node(text, at: point, anchor: position, measurer: context.measurer, classes: ["attribution"])))
        return nodes
    }
}
