import RouteCardGeo

/// Projects, culls, clips and simplifies map features for one layer drawn in one viewport.
///
/// Features whose bounds miss the canvas plus `cullMargin` are skipped before any projection;
/// the rest are projected (each part shifted by whole worlds to the copy nearest the canvas centre), clipped
/// to the canvas plus a per-feature margin and simplified in canvas points.
struct MapCanvas {
    let viewport: Viewport
    let zoom: Double
    let tolerance: Double
    let cullBox: WorldBox
    let centreX: Double

    /// The largest stroke margin culling allows for, in points.
    static let cullMargin = 64.0

    init(context: LayerContext, viewport: Viewport) {
        self.viewport = viewport
        zoom = viewport.zoom
        tolerance = context.simplifyTolerance
        let margin = Self.cullMargin / viewport.scale
        cullBox = WorldBox(minX: viewport.originX - margin, minY: viewport.originY - margin,
                           maxX: viewport.originX + viewport.size.width / viewport.scale + margin,
                           maxY: viewport.originY + viewport.size.height / viewport.scale + margin)
        centreX = viewport.originX + viewport.size.width / 2 / viewport.scale
    }

    /// The features of a source that pass a filter and may be visible, with their expression input.
    func features(of source: MapSource, filter: Expression?) -> [(feature: MapFeature, input: ExpressionInput)] {
        var result: [(MapFeature, ExpressionInput)] = []
        for feature in source.data.features where mayBeVisible(feature.bounds) {
            let input = ExpressionInput(feature: feature, zoom: zoom)
            if let filter, !filter.isTrue(input) { continue }
            result.append((feature, input))
        }
        return result
    }

    /// Whether bounds meet the canvas (plus the cull margin) in some copy of the world.
    func mayBeVisible(_ bounds: WorldBox) -> Bool {
        for shift in [0.0, -1, 1] {
            var moved = bounds
            moved.minX += shift
            moved.maxX += shift
            if moved.intersects(cullBox) { return true }
        }
        return false
    }

    /// The whole-world shift that brings a part (a line, a ring, a point) to the copy of the
    /// world nearest the canvas centre, so parts either side of the antimeridian meet.
    func shift(for points: [WorldPoint]) -> Double {
        guard let first = points.first else { return 0 }
        return (centreX - first.x).rounded()
    }

    /// The clip box for strokes reaching `margin` points beyond a line.
    func clipBox(margin: Double) -> CanvasBox {
        let m = max(margin, 0) + 1
        return CanvasBox(minX: -m, minY: -m, maxX: viewport.size.width + m, maxY: viewport.size.height + m)
    }

    /// Canvas points of world points shifted by whole worlds; a step longer than half the world
    /// crosses the antimeridian and is unwrapped (as the route is), so a line never jumps across the card.
    func project(_ points: [WorldPoint], shift: Double) -> [CanvasPoint] {
        let scale = viewport.scale
        let dx = (shift - viewport.originX) * scale, dy = -viewport.originY * scale
        var result: [CanvasPoint] = []
        result.reserveCapacity(points.count)
        var wrap = 0.0
        var previous = points.first?.x ?? 0
        for point in points {
            let step = point.x - previous
            if step > 0.5 { wrap -= 1 } else if step < -0.5 { wrap += 1 }
            previous = point.x
            result.append(CanvasPoint(x: (point.x + wrap) * scale + dx, y: point.y * scale + dy))
        }
        return result
    }

    /// A line cut to the clip box and simplified: zero or more parts.
    func lineParts(_ points: [WorldPoint], shift: Double, margin: Double) -> [[CanvasPoint]] {
        CanvasClipper.clip(polyline: project(points, shift: shift), to: clipBox(margin: margin)).compactMap { part in
            let simplified = PolylineSimplifier.simplify(part, tolerance: tolerance)
            return simplified.count >= 2 ? simplified : nil
        }
    }

    /// A closed ring cut to the clip box and simplified; `nil` when nothing visible is left.
    func ring(_ points: [WorldPoint], shift: Double, margin: Double) -> [CanvasPoint]? {
        let clipped = CanvasClipper.clip(ring: project(points, shift: shift), to: clipBox(margin: margin))
        guard clipped.count >= 4 else { return nil }
        let simplified = PolylineSimplifier.simplify(clipped, tolerance: tolerance)
        return simplified.count >= 4 ? simplified : nil
    }

    /// The point of a world position, or `nil` when a circle of `radius` there would be off the canvas.
    func point(_ point: WorldPoint, shift: Double, radius: Double) -> CanvasPoint? {
        let p = project([point], shift: shift)[0]
        let box = clipBox(margin: radius)
        guard p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY else { return nil }
        return p
    }
}
