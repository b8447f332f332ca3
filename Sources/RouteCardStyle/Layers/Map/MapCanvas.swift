import RouteCardExpressions
import RouteCardGeo
import RouteCardMap

/// Projects, culls, clips and simplifies map features for one layer drawn in one viewport.
///
/// Features whose bounds miss the canvas plus `cullMargin` are skipped before any projection;
/// the rest are projected, clipped to the canvas plus a per-feature margin and simplified in
/// canvas points. A GeoJSON feature's parts are each shifted by whole worlds to the copy nearest
/// the canvas centre; a tile's features are drawn in the copy of the world its tile was read for.
struct MapCanvas {
    /// A feature that passed the filter and may be visible: its expression input, and the tile it
    /// came from (`nil` for GeoJSON).
    struct Item {
        var feature: MapFeature
        var input: ExpressionInput
        var tile: TilePlacement?
    }

    /// Where a tile's features are drawn: its square (shifted to the copy of the world drawn),
    /// the whole-world shift of its x, and the tile's place in its source.
    struct TilePlacement {
        var box: WorldBox
        var shift: Double
        var index: Int
    }

    let viewport: Viewport
    let zoom: Double
    let tolerance: Double
    let cullBox: WorldBox
    let centreX: Double

    /// The largest stroke margin culling allows for, in points (and the margin around the canvas
    /// whose tiles a card reads).
    static let cullMargin = 64.0

    init(context: LayerContext, viewport: Viewport) {
        self.viewport = viewport
        zoom = viewport.zoom
        tolerance = context.simplifyTolerance
        cullBox = Self.visibleBox(viewport)
        centreX = viewport.originX + viewport.size.width / 2 / viewport.scale
    }

    /// The canvas plus the cull margin, in world units: what map features are drawn from, and the
    /// box whose tiles a card reads.
    static func visibleBox(_ viewport: Viewport) -> WorldBox {
        let margin = cullMargin / viewport.scale
        return WorldBox(minX: viewport.originX - margin, minY: viewport.originY - margin,
                        maxX: viewport.originX + viewport.size.width / viewport.scale + margin,
                        maxY: viewport.originY + viewport.size.height / viewport.scale + margin)
    }

    /// The features of a source that pass a filter and may be visible, with their expression
    /// input: a GeoJSON source's features, or those of the tiles' layer `sourceLayer`.
    func features(of source: MapSource, layer sourceLayer: String?, filter: Expression?) -> [Item] {
        var result: [Item] = []
        func add(_ feature: MapFeature, tile: TilePlacement?) {
            let input = ExpressionInput(feature: feature, zoom: zoom)
            if let filter, !filter.isTrue(input) { return }
            result.append(Item(feature: feature, input: input, tile: tile))
        }
        guard let tiles = source.tiles else {
            for feature in source.data.features where mayBeVisible(feature.bounds) { add(feature, tile: nil) }
            return result
        }
        guard let sourceLayer else { return [] }
        for (index, tile) in tiles.enumerated() {
            guard let features = tile.layers[sourceLayer] else { continue }
            let shift = Double(tile.wrap)
            let placement = TilePlacement(box: Self.shifted(tile.box, by: shift), shift: shift, index: index)
            guard placement.box.intersects(cullBox) else { continue }
            for feature in features where Self.shifted(feature.bounds, by: shift).intersects(cullBox) {
                add(feature, tile: placement)
            }
        }
        return result
    }

    /// Whether bounds meet the canvas (plus the cull margin) in some copy of the world.
    func mayBeVisible(_ bounds: WorldBox) -> Bool {
        [0.0, -1, 1].contains { Self.shifted(bounds, by: $0).intersects(cullBox) }
    }

    /// A box moved east by `shift` world widths.
    static func shifted(_ box: WorldBox, by shift: Double) -> WorldBox {
        guard shift != 0 else { return box }
        return WorldBox(minX: box.minX + shift, minY: box.minY, maxX: box.maxX + shift, maxY: box.maxY)
    }

    /// The whole-world shift of a part (a line, a ring, a point) of an item: its tile's, or for
    /// GeoJSON the one that brings the part to the copy of the world nearest the canvas centre,
    /// so parts either side of the antimeridian meet.
    func shift(for points: [WorldPoint], of item: Item) -> Double {
        if let tile = item.tile { return tile.shift }
        guard let first = points.first else { return 0 }
        return (centreX - first.x).rounded()
    }

    /// The clip box for strokes reaching `margin` points beyond a line.
    func clipBox(margin: Double) -> CanvasBox {
        let m = max(margin, 0) + 1
        return CanvasBox(minX: -m, minY: -m, maxX: viewport.size.width + m, maxY: viewport.size.height + m)
    }

    /// Canvas points of an item's world points shifted by whole worlds. In GeoJSON a step longer
    /// than half the world crosses the antimeridian and is unwrapped (as the route is), so a line
    /// never jumps across the card; a tile's geometry stays inside its square and is not unwrapped.
    func project(_ points: [WorldPoint], of item: Item) -> [CanvasPoint] {
        let scale = viewport.scale
        let dx = (shift(for: points, of: item) - viewport.originX) * scale, dy = -viewport.originY * scale
        var result: [CanvasPoint] = []
        result.reserveCapacity(points.count)
        let unwraps = item.tile == nil
        var wrap = 0.0
        var previous = points.first?.x ?? 0
        for point in points {
            if unwraps {
                let step = point.x - previous
                if step > 0.5 { wrap -= 1 } else if step < -0.5 { wrap += 1 }
                previous = point.x
            }
            result.append(CanvasPoint(x: (point.x + wrap) * scale + dx, y: point.y * scale + dy))
        }
        return result
    }

    /// A line in canvas points cut to the clip box and simplified: zero or more parts.
    func clip(line points: [CanvasPoint], margin: Double) -> [[CanvasPoint]] {
        CanvasClipper.clip(polyline: points, to: clipBox(margin: margin)).compactMap { part in
            let simplified = PolylineSimplifier.simplify(part, tolerance: tolerance)
            return simplified.count >= 2 ? simplified : nil
        }
    }

    /// A closed ring of an item cut to the clip box and simplified; `nil` when nothing visible is left.
    func ring(_ points: [WorldPoint], of item: Item, margin: Double) -> [CanvasPoint]? {
        let clipped = CanvasClipper.clip(ring: project(points, of: item), to: clipBox(margin: margin))
        guard clipped.count >= 4 else { return nil }
        let simplified = PolylineSimplifier.simplify(clipped, tolerance: tolerance)
        return simplified.count >= 4 ? simplified : nil
    }

    /// The lines of an item as pieces to stitch (see `LineStitcher`): a GeoJSON feature's line
    /// strings (and polygon rings) whole; a tile feature's cut where its tile cut them, and its
    /// polygon rings without the stretches along the tile's edges (which only the clipping made).
    func linePieces(of item: Item, includingRings: Bool) -> [LineStitcher.Piece] {
        var parts: [[WorldPoint]] = []
        var rings: [[WorldPoint]] = []
        switch item.feature.geometry {
        case .lines(let lines): parts = lines
        case .polygons(let polygons) where includingRings: rings = polygons.flatMap { $0 }
        default: break
        }
        guard let tile = item.tile else {
            return (parts + rings).map { LineStitcher.Piece(points: project($0, of: item)) }
        }
        let box = Self.shifted(tile.box, by: -tile.shift)
        var pieces: [LineStitcher.Piece] = []
        for part in parts where part.count >= 2 {
            pieces.append(LineStitcher.Piece(points: project(part, of: item), opensAtStart: TileEdges.touches(part[0], box),
                                             opensAtEnd: TileEdges.touches(part[part.count - 1], box), tile: tile.index))
        }
        for ring in rings {
            for (part, cut) in TileEdges.outline(of: ring, in: box) {
                pieces.append(LineStitcher.Piece(points: project(part, of: item), opensAtStart: cut, opensAtEnd: cut, tile: tile.index))
            }
        }
        return pieces
    }

    /// How far apart (in points) the ends of a line's pieces either side of a tile edge may be
    /// and still be joined: two steps of a 4096-unit tile grid, for the source's tiles.
    func stitchTolerance(for source: MapSource) -> Double {
        guard let box = source.tiles?.first?.box else { return 0 }
        return max((box.maxX - box.minX) * viewport.scale / 2048, 1e-3)
    }

    /// The point of an item's world position, or `nil` when a circle of `radius` there would be off the canvas.
    func point(_ point: WorldPoint, of item: Item, radius: Double) -> CanvasPoint? {
        let p = project([point], of: item)[0]
        let box = clipBox(margin: radius)
        guard p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY else { return nil }
        return p
    }
}
