// The README's plugin snippet (the ```swift block under "### Your own layer types"), built as the
// program it describes: the whole `routecard` command plus the snippet's layer type.
// ReadmePluginTests checks that the lines between the two markers equal that block (ignoring
// leading and trailing whitespace), runs this program with a style that uses the layer, and
// imports it (@testable) to check what the layer does. When the README's snippet changes, paste
// it between the markers (or run the test with RECORD_SNAPSHOTS=1, which copies it here).

// BEGIN README SNIPPET
import RouteCardCLI
import RouteCardGeo
import RouteCardScene
import RouteCardStyle

struct WeatherStripLayer: CardLayer {
    static let type = "weather-strip"
    static let summary = "A strip along the bottom of the card with the weather of the run."
    static let capabilities: LayerCapabilities = [.credits]
    static let text = LayerProperty.optionalString("text-field", .layout, isRequired: true, doc: "What the strip says.")
    static let height = LayerProperty.number("strip-height", .paint, default: 40, in: .closed(12...200), unit: "pt",
                                             doc: "The strip's height.")
    static let color = LayerProperty.color("strip-color", .paint, default: Color(r: 28, g: 28, b: 30), doc: "The strip's fill.")
    static let label = LabelProperties(size: 16, color: .white)   // the usual text-* keys, with this layer's defaults
    static var properties: [PropertySpec] { [text.spec, height.spec, color.spec] + label.specs }

    var text: String
    var stripHeight: Double
    var fill: Color
    var look: LabelStyle

    init(style: LayerStyle) {
        text = style[Self.text] ?? ""
        stripHeight = style[Self.height]
        fill = style[Self.color]
        look = LabelStyle(style: style, properties: Self.label)
    }

    /// The label's lengths (a style's `"4vmin"` text size) in points on the card's canvas.
    func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.look = look.resolved(on: canvas)
        return layer
    }

    /// The strip's box, handed on to `draw`; the band it covers is kept clear of the route.
    func place(in context: LayerContext) -> LayerPlacement<CanvasBox> {
        let box = CanvasBox(x: 0, y: context.canvas.height - stripHeight, width: context.canvas.width, height: stripHeight)
        return LayerPlacement(box, reserved: [ReservedBand(edge: .bottom, depth: stripHeight)])
    }

    func draw(_ box: CanvasBox, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        let middle = CanvasPoint(x: 16, y: (box.minY + box.maxY) / 2)
        return LayerDrawing([.rect(SceneRect(classes: ["strip"], box: box, fill: .color(fill))),
                             .text(look.node(text, at: middle, anchor: .left, measurer: context.measurer))],
                            credits: ["Weather: Open-Meteo.com"])
    }
}

// The whole `routecard` command, plus your layer type, in one line of main.swift:
RouteCardCommand(registry: LayerRegistry.builtIn.registering(WeatherStripLayer.self)).runAndExit()
// END README SNIPPET
