import RouteCardGeo
import RouteCardScene
import RouteCardText

/// The credits of the data drawn on the card (e.g. "© OpenStreetMap contributors"), in a canvas
/// corner. Style type `attribution`.
///
/// The text is every credit the other layers reported (`LayerDrawing.credits`: a map layer credits
/// its source when it drew a feature; a plugin may credit its own data), each once, joined with
/// ` | `; nothing is written when no layer credited anything. It floats over the map: it reserves
/// no band and never moves the fit.
public struct AttributionLayer: CardLayer {
    /// `"attribution"`.
    public static let type = "attribution"
    /// One sentence for the style reference.
    public static let summary = "The credits of everything drawn, each once; drawn after the other layers, floating over the map."
    /// Drawn after the others, with their credits.
    public static let capabilities: LayerCapabilities = [.readsCredits]
    /// The canvas-label keys with this layer's defaults (10 pt, bottom-right, on a translucent white box).
    public static let label = CanvasLabelProperties(position: .bottomRight, margin: 8,
                                                    label: LabelProperties(size: 10, color: Color(r: 58, g: 58, b: 60)),
                                                    background: Color(r: 255, g: 255, b: 255, a: 0.75),
                                                    backgroundPadding: 3, backgroundRadius: 3)
    /// Every property, for the reference.
    public static var properties: [PropertySpec] { label.specs }

    /// Where and how the text is placed on the canvas.
    public var placement: CanvasLabel

    /// The warning for a style that draws data to credit without an `attribution` layer.
    public static let missingWarning = "the style draws map data but has no \"attribution\" layer; map data such as "
        + "OpenStreetMap's requires its credit on the picture (\"© OpenStreetMap contributors\"): "
        + "add { \"id\": \"attribution\", \"type\": \"attribution\" }"

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        placement = CanvasLabel(style: style, properties: Self.label, className: "attribution")
    }

    /// The layer with its text's lengths in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.placement = placement.resolved(on: canvas)
        return layer
    }

    /// The small default credit the command line adds when a style has none: the defaults above.
    public init() {
        self.init(style: LayerStyle.empty)
    }

    /// Reports a warning when a layer credits data and no layer shows credits.
    static func checkAttribution(_ layers: [StyleLayer], at location: SourceLocation?, log: DiagnosticLog) {
        let capabilities = layers.map(\.capabilities)
        guard capabilities.contains(where: { $0.contains(.credits) }), !capabilities.contains(where: { $0.contains(.readsCredits) }) else {
            return
        }
        log.report(.warning, code: .missingAttribution, at: location, keyPath: "layers", missingWarning)
    }

    /// The credits joined, or nothing when no layer credited anything.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        let text = context.credits.joined(separator: " | ")
        guard !text.isEmpty else { return [] }
        return LayerDrawing(placement.nodes(for: text, canvas: context.canvas, measurer: context.measurer))
    }
}
