import RouteCardGeo
import RouteCardScene

/// The marker of a loop's finish when it is back at the start: a chequered ring around the start
/// marker (which stays visible through the ring's open middle), instead of a finish icon on top
/// of it.
enum StartFinishRing {
    /// Cells of each colour around each of the two rows.
    static let cellPairs = 8

    /// The ring's outer radius for an icon of `size` points.
    static func radius(size: Double) -> Double { size * 0.55 }

    /// The ring's nodes centred on `center`: a light band, two rows of dark cells offset by one
    /// cell (a chequer), and the border (if any) along both edges.
    static func nodes(center: CanvasPoint, size: Double, dark: Color, light: Color, border: Stroke?) -> [SceneNode] {
        let outer = radius(size: size)
        let width = size / 5
        func ring(_ radius: Double, _ stroke: Stroke) -> SceneNode {
            .circle(SceneCircle(classes: ["ring"], center: center, radius: radius, fill: .none, stroke: stroke))
        }
        var nodes: [SceneNode] = [ring(outer - width / 2, Stroke(color: light, width: width))]
        for (row, radius) in [outer - width * 3 / 4, outer - width / 4].enumerated() {
            let cell = 2 * Double.pi * radius / Double(2 * cellPairs)
            // The outer row starts with a gap one cell long: a zero-length dash first (period two cells).
            let dash = row == 0 ? [cell, cell] : [0, cell, cell, 0]
            nodes.append(ring(radius, Stroke(color: dark, width: width / 2, dash: dash)))
        }
        if let border {
            let line = Stroke(color: border.color, width: max(border.width / 2, 0.5))
            nodes += [ring(outer, line), ring(outer - width, line)]
        }
        return nodes
    }
}
