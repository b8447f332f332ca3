import RouteCardGeo

extension RouteLayer {
    /// The route's drawn line as obstacles to labels: one thick piece per step of each segment,
    /// simplified as drawn, as wide as the line or its casing, whichever is wider.
    public func obstacles(_: Void, in context: LayerContext, viewport: Viewport) -> [CollisionShape] {
        guard let strokes = strokes(atZoom: viewport.zoom) else { return [] }
        let radius = max(strokes.line.width, strokes.casing?.width ?? 0) / 2
        guard radius > 0 else { return [] }
        var shapes: [CollisionShape] = []
        for segment in context.track.drawnSegments {
            let points = PolylineSimplifier.simplify(segment.points, in: viewport, tolerance: context.simplifyTolerance)
            if points.count == 1 { shapes.append(.circle(center: points[0], radius: radius)) }
            for (a, b) in zip(points, points.dropFirst()) { shapes.append(.segment(start: a, end: b, radius: radius)) }
        }
        return shapes
    }
}
