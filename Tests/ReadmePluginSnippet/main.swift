// The README's plugin snippet (the ```swift block under "### Your own layer types"), built as the
// program it describes: the whole `routecard` command plus the snippet's layer type.
// ReadmeSnippetTests checks that the lines between the two markers equal that block (ignoring
// leading and trailing whitespace) and runs this program with a style that uses the layer.
// When the README's snippet changes, paste it between the markers (or run the test with
// RECORD_SNAPSHOTS=1, which copies it here), then rebuild.
import RouteCard
import RouteCardCLI

// BEGIN README SNIPPET
struct HaloLayer: CardLayer {
    static let type = "halo"
    var radius: Double
    init(style: LayerStyle) {
        radius = style.paint.number("halo-radius", default: 30, in: 0...500)   // typos are reported
    }
    // Placement runs once: the start point is kept in view and handed on to `draw`.
    func place(in context: LayerContext) -> LayerPlacement<GeoCoordinate?> {
        guard let start = context.track.drawnSegments.first?.points.first?.coordinate else { return LayerPlacement(nil) }
        return LayerPlacement(start, fit: [FitGroup(coordinates: [start], box: .around(radius: radius))])
    }
    func draw(_ start: GeoCoordinate?, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let start else { return [] }
        return [.circle(SceneCircle(center: viewport.point(for: start), radius: radius,
                                    fill: .color(Color(css: "#0a84ff33")!)))]
    }
}

// The whole `routecard` command, plus your layer type, in one line of main.swift:
RouteCardCommand(registry: LayerRegistry.builtIn.registering(HaloLayer.self)).runAndExit()
// END README SNIPPET
