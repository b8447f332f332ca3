import RouteCardGeo

/// Marker labels that never collide: each label is tried at a few positions around its icon —
/// first where the style puts it (`text-anchor`/`text-offset`, by default right of the icon), then
/// right, left, above, below and at the four corners, near and a little further away — and takes
/// the first that stays on the canvas and hits nothing taken (the route, every marker icon, reserved bands, the labels placed before);
/// a label with no free position is left out. Markers keep their order as priority.
extension MarkersLayer {
    /// Places labels (see `LayerCapabilities.placesLabels`): drawn after the map and route, before
    /// the `symbol` layers below it.
    public static let capabilities: LayerCapabilities = [.placesLabels]

    /// Room kept between a label's box (which includes its halo) and what it avoids, in points:
    /// none beyond the halo, so the default position 3 pt right of the icon stays free.
    static let labelPadding = 0.0

    /// The marker icons, as obstacles to every label (live annotations are not).
    public func obstacles(_ markers: [Marker], in context: LayerContext, viewport: Viewport) -> [CollisionShape] {
        guard source != .annotations else { return [] }
        let box = iconBox
        return markers.map { marker in
            let point = viewport.point(for: marker.coordinate)
            return .box(box.offsetBy(dx: point.x, dy: point.y))
        }
    }

    /// Where a label may go relative to the coordinate: the style's position first, then right,
    /// left, above, below and the four corners of the icon 3 pt away, then the same 12 pt away
    /// (clear of a bigger marker standing on the same spot, or of the route running past it).
    var labelCandidates: [(point: CanvasPoint, anchor: CanvasAnchor)] {
        let box = iconBox
        let midX = (box.minX + box.maxX) / 2, midY = (box.minY + box.maxY) / 2
        var candidates = [(point: labelPoint, anchor: labelAnchor)]
        for gap in [3.0, 12.0] {
            let corner = gap * 0.7
            let around: [(CanvasPoint, CanvasAnchor)] = [
                (CanvasPoint(x: box.maxX + gap, y: midY), .left), (CanvasPoint(x: box.minX - gap, y: midY), .right),
                (CanvasPoint(x: midX, y: box.minY - gap), .bottom), (CanvasPoint(x: midX, y: box.maxY + gap), .top),
                (CanvasPoint(x: box.maxX + corner, y: box.minY - corner), .bottomLeft),
                (CanvasPoint(x: box.minX - corner, y: box.minY - corner), .bottomRight),
                (CanvasPoint(x: box.maxX + corner, y: box.maxY + corner), .topLeft),
                (CanvasPoint(x: box.minX - corner, y: box.maxY + corner), .topRight),
            ]
            candidates += around.filter { $0.1 != labelAnchor || $0.0 != labelPoint }.map { (point: $0.0, anchor: $0.1) }
        }
        return candidates
    }

    /// Each marker's label position (its anchor point on the canvas and anchor), `nil` when it is
    /// left out, and the boxes the labels took.
    func placeLabels(_ markers: [Marker], in context: LayerContext, viewport: Viewport)
        -> (spots: [(point: CanvasPoint, anchor: CanvasAnchor)?], taken: [CollisionShape]) {
        var index = context.collisions
        let canvas = CanvasBox(x: 0, y: 0, width: context.canvas.width, height: context.canvas.height)
        var taken: [CollisionShape] = []
        let candidates = labelCandidates
        let spots = markers.map { marker -> (point: CanvasPoint, anchor: CanvasAnchor)? in
            guard let text = marker.labelText else { return nil }
            let origin = viewport.point(for: marker.coordinate)
            for candidate in candidates {
                let point = CanvasPoint(x: origin.x + candidate.point.x, y: origin.y + candidate.point.y)
                let p = Self.labelPadding
                let drawn = label.box(of: text, anchor: candidate.anchor, measurer: context.measurer).offsetBy(dx: point.x, dy: point.y)
                let box = CanvasBox(minX: drawn.minX - p, minY: drawn.minY - p, maxX: drawn.maxX + p, maxY: drawn.maxY + p)
                guard drawn.minX >= canvas.minX, drawn.minY >= canvas.minY, drawn.maxX <= canvas.maxX, drawn.maxY <= canvas.maxY,
                      index.insertIfFree([box]) else { continue }
                taken.append(.box(box))
                return (point, candidate.anchor)
            }
            return nil
        }
        return (spots, taken)
    }
}
