import RouteCardGeo
import RouteCardScene

/// The region a blurred group's filter computes: the box of what the group draws (strokes
/// included), grown by three standard deviations of the blur and kept inside the canvas.
///
/// A blur's cost grows with its region: over the whole canvas, the route glow of a 1080×1350 card
/// at 2× took about 60 % of its rasterization (librsvg blurs every pixel of the region, in each
/// drawing band). Beyond three standard deviations a Gaussian has less than 0.3 % of its weight,
/// which no 8-bit pixel shows. Where the drawn box cannot be known exactly — text, images, a
/// transformed child group — the region stays the whole canvas.
enum BlurRegion {
    /// The region in the group's user space, or `nil` for the whole canvas.
    static func of(_ group: SceneGroup, deviation: Double, canvas: CanvasSize) -> CanvasBox? {
        guard let drawn = bounds(group.children) else { return nil }
        let margin = 3 * deviation + 1
        let canvasBox = CanvasBox(minX: 0, minY: 0, maxX: canvas.width, maxY: canvas.height)
        if let transform = group.transform, transform != Transform() {
            // The canvas in the group's own coordinates is not an axis box once rotated: keep the
            // drawn box unclipped.
            return drawn.grown(by: margin)
        }
        let grown = drawn.grown(by: margin)
        let region = CanvasBox(minX: max(grown.minX, canvasBox.minX), minY: max(grown.minY, canvasBox.minY),
                               maxX: min(grown.maxX, canvasBox.maxX), maxY: min(grown.maxY, canvasBox.maxY))
        // Nothing of the blur shows on the canvas: a minimal region (librsvg draws nothing then).
        guard region.maxX > region.minX, region.maxY > region.minY else {
            return CanvasBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
        }
        return region
    }

    /// The box of everything the nodes draw, or `nil` when it cannot be known.
    static func bounds(_ nodes: [SceneNode]) -> CanvasBox? {
        var box: CanvasBox?
        func add(_ other: CanvasBox) { box = box.map { $0.union(other) } ?? other }
        for node in nodes {
            switch node {
            case .group(let group):
                guard group.transform == nil || group.transform == Transform() else { return nil }
                guard group.filter == nil else { return nil }   // a nested filter draws beyond its content
                if let inner = bounds(group.children) { add(inner) } else if !group.children.isEmpty { return nil }
            case .path(let path):
                guard var pathBox = bounds(path.data) else { continue }
                if let stroke = path.stroke { pathBox = pathBox.grown(by: reach(stroke)) }
                add(pathBox)
            case .circle(let circle):
                let reach = circle.radius + (circle.stroke.map(Self.reach) ?? 0)
                add(CanvasBox(minX: circle.center.x - reach, minY: circle.center.y - reach,
                              maxX: circle.center.x + reach, maxY: circle.center.y + reach))
            case .rect(let rect):
                add(rect.box.grown(by: rect.stroke.map(Self.reach) ?? 0))
            case .text, .image:
                return nil
            }
        }
        guard let box, [box.minX, box.minY, box.maxX, box.maxY].allSatisfy(\.isFinite) else { return nil }
        return box
    }

    /// How far a stroke reaches beyond its path: half its width, four times that at a miter
    /// (SVG's default miter limit is 4).
    static func reach(_ stroke: Stroke) -> Double {
        stroke.join == .miter ? 2 * stroke.width : stroke.width / 2
    }

    /// The box of a path's points, control points included (a Bézier curve stays inside their
    /// hull); an arc may bulge up to its diameter past its end points.
    static func bounds(_ data: PathData) -> CanvasBox? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ point: CanvasPoint, _ reach: Double = 0) {
            minX = min(minX, point.x - reach)
            minY = min(minY, point.y - reach)
            maxX = max(maxX, point.x + reach)
            maxY = max(maxY, point.y + reach)
        }
        for command in data.commands {
            switch command {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .arc(let rx, let ry, _, _, let p): add(p, 2 * max(abs(rx), abs(ry)))
            case .close: continue
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return CanvasBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}

private extension AxisBox {
    /// The box grown by `margin` on every side.
    func grown(by margin: Double) -> AxisBox {
        AxisBox(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }
}
