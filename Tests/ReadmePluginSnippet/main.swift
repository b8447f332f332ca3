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
    func fitGroups(in context: LayerContext) -> [FitGroup] {
        guard let start = context.track.drawnSegments.first?.points.first else { return [] }
        return [FitGroup(coordinates: [start.coordinate], box: .around(radius: radius))]
    }
    func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        guard let start = context.track.drawnSegments.first?.points.first else { return [] }
        return [.circle(SceneCircle(center: viewport.point(for: start.coordinate), radius: radius,
                                    fill: .color(Color(css: "#0a84ff33")!)))]
    }
}

// The whole `routecard` command, plus your layer type, in one line of main.swift:
RouteCardCommand(registry: LayerRegistry.builtIn.registering(HaloLayer.self)).runAndExit()
// END README SNIPPET
