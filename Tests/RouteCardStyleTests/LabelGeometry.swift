import Foundation
import RouteCardGeo
import RouteCardScene
import RouteCardStyle

/// The labels a scene draws, measured from its nodes alone: each glyph run's rectangle (advance
/// width × ascent + descent of DejaVu Sans, from its anchor and baseline, turned by its group's
/// rotation) as four corners — so tests can check overlaps and distances geometrically.
struct LabelGeometry {
    /// One label: its text (`data-text`, or the text node's text) and the corners of its runs.
    struct Label {
        var text: String
        var kind: String
        var quads: [[CanvasPoint]]
        var angles: [Double]
        var centers: [CanvasPoint]
    }

    var labels: [Label] = []

    /// The groups of class `label` (map labels) and the texts of `marker` groups, in a scene's nodes.
    init(_ nodes: [SceneNode]) {
        for node in nodes { collect(node) }
    }

    private mutating func collect(_ node: SceneNode) {
        guard case .group(let group) = node else { return }
        if group.classes.contains("label") {
            var label = Label(text: group.data["text"] ?? "", kind: group.classes.last ?? "", quads: [], angles: [], centers: [])
            for child in group.children { Self.add(child, transform: nil, to: &label) }
            labels.append(label)
        } else if group.classes.contains("marker") {
            for case .text(var text) in group.children {
                text.halo = nil // one node draws a marker label's halo and glyphs
                var label = Label(text: text.text, kind: "marker", quads: [], angles: [], centers: [])
                Self.add(.text(text), transform: nil, to: &label)
                labels.append(label)
            }
        } else {
            for child in group.children { collect(child) }
        }
    }

    private static func add(_ node: SceneNode, transform: Transform?, to label: inout Label) {
        switch node {
        case .group(let group): for child in group.children { add(child, transform: group.transform, to: &label) }
        case .text(let text):
            guard text.halo == nil else { return } // the halo copy of a glyph run
            let measurer = TextMeasurer()
            let width = measurer.width(of: text.text, fontSize: text.font.size, bold: text.font.isBold)
            let shift = text.anchor == .start ? 0 : text.anchor == .middle ? width / 2 : width
            let x0 = text.position.x - shift, y0 = text.position.y - measurer.ascent(fontSize: text.font.size)
            let y1 = text.position.y + measurer.descent(fontSize: text.font.size)
            let corners = [(x0, y0), (x0 + width, y0), (x0 + width, y1), (x0, y1)]
            let angle = transform?.rotation ?? 0
            let radians = angle * .pi / 180
            let dx = transform?.x ?? 0, dy = transform?.y ?? 0
            label.quads.append(corners.map { x, y in
                CanvasPoint(x: dx + x * cos(radians) - y * sin(radians), y: dy + x * sin(radians) + y * cos(radians))
            })
            label.angles.append(angle)
            label.centers.append(CanvasPoint(x: dx, y: dy))
        default: break
        }
    }

    /// Whether two convex quads overlap with positive area (separating axis test).
    static func overlap(_ a: [CanvasPoint], _ b: [CanvasPoint], tolerance: Double = 1e-6) -> Bool {
        for quad in [a, b] {
            for i in 0..<quad.count {
                let p = quad[i], q = quad[(i + 1) % quad.count]
                let axis = CanvasPoint(x: q.y - p.y, y: p.x - q.x)
                func project(_ points: [CanvasPoint]) -> (Double, Double) {
                    let values = points.map { $0.x * axis.x + $0.y * axis.y }
                    return (values.min()!, values.max()!)
                }
                let (a0, a1) = project(a), (b0, b1) = project(b)
                let length = (axis.x * axis.x + axis.y * axis.y).squareRoot()
                if a1 <= b0 + tolerance * length || b1 <= a0 + tolerance * length { return false }
            }
        }
        return true
    }

    /// The distance from a segment to a convex quad (0 when they cross), sampled along the segment
    /// and the quad's edges every 0.1 pt.
    static func distance(_ a: CanvasPoint, _ b: CanvasPoint, to quad: [CanvasPoint]) -> Double {
        func pointToSegment(_ p: CanvasPoint, _ s: CanvasPoint, _ t: CanvasPoint) -> Double {
            let dx = t.x - s.x, dy = t.y - s.y, l2 = dx * dx + dy * dy
            let u = l2 > 0 ? min(max(((p.x - s.x) * dx + (p.y - s.y) * dy) / l2, 0), 1) : 0
            return hypot(s.x + u * dx - p.x, s.y + u * dy - p.y)
        }
        func inside(_ p: CanvasPoint) -> Bool {
            var sign = 0.0
            for i in 0..<4 {
                let s = quad[i], t = quad[(i + 1) % 4]
                let cross = (t.x - s.x) * (p.y - s.y) - (t.y - s.y) * (p.x - s.x)
                if cross != 0 { if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false } }
            }
            return true
        }
        var best = Double.infinity
        let steps = max(Int(hypot(b.x - a.x, b.y - a.y) / 0.1), 1)
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            let p = CanvasPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            if inside(p) { return 0 }
            for e in 0..<4 { best = min(best, pointToSegment(p, quad[e], quad[(e + 1) % 4])) }
        }
        for corner in quad { best = min(best, pointToSegment(corner, a, b)) }
        return best
    }
}
