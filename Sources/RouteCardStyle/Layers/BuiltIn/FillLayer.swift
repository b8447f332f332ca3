import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// Polygons and multipolygons of a map source, filled (holes drawn as holes). Style type `fill`.
///
/// Paint values may be expressions such as `["match", ["get", "class"], "water", "#a8d4f0", "#e8e4da"]`.
/// Never moves the fit. Features that share a look are written as one path; the source is credited
/// when anything is drawn.
public struct FillLayer: CardLayer, MapDataLayer {
    /// `"fill"`.
    public static let type = "fill"
    /// One sentence for the style reference.
    public static let summary = "Polygons of a map source, filled (holes drawn as holes); credits the source."
    /// Credits its source.
    public static let capabilities: LayerCapabilities = [.credits]
    /// `paint.fill-color`.
    public static let colorProperty = LayerProperty.colorExpression("fill-color", .paint, default: .black, doc: "The fill's colour.")
    /// `paint.fill-opacity`.
    public static let opacityProperty = LayerProperty.numberExpression("fill-opacity", .paint, default: 1, in: .closed(0...1),
                                                                       doc: "The fill's opacity.")
    /// `paint.fill-outline-color`.
    public static let outlineProperty = LayerProperty<StyleProperty<Color>?>(
        spec: PropertySpec(key: "fill-outline-color", group: .paint, kind: "colour", defaultValue: "none", allowsExpressions: true,
                           doc: "A one-pixel outline around each polygon.")) { object, spec in
        object.has(spec.key) ? object.colorProperty(spec.key, default: .black) : nil
    }
    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        MapLayerOptions.specs + [colorProperty.spec, opacityProperty.spec, outlineProperty.spec]
    }
    /// Source, filter and zoom range.
    public var options: MapLayerOptions
    /// The source drawn from (`source`).
    public var mapSource: String { options.source }
    /// The layer of its tiles drawn (`source-layer`).
    public var mapSourceLayer: String? { options.sourceLayer }
    /// Map data: the source and `source-layer` drawn.
    public var role: LayerRole { .mapData(source: mapSource, sourceLayer: mapSourceLayer) }
    /// `fill-color`.
    public var color: StyleProperty<Color>
    /// `fill-opacity`.
    public var opacity: StyleProperty<Double>
    /// `fill-outline-color`, if given.
    public var outlineColor: StyleProperty<Color>?

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        options = MapLayerOptions(style: style)
        color = style[Self.colorProperty]
        opacity = style[Self.opacityProperty]
        outlineColor = style[Self.outlineProperty]
    }

    private struct Look: Hashable {
        var color: Color
        var opacity: Double
        var outline: Color?
    }

    /// One path per distinct look, every polygon clipped to the canvas. A tile source's outlines
    /// are their own paths, without the stretches along tile edges (a polygon cut by its tile
    /// shows no outline where the next tile's part of it goes on).
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let source = options.visibleSource(in: context, viewport: viewport) else { return [] }
        let canvas = MapCanvas(context: context, viewport: viewport)
        let outlineWidth = 1 / max(context.canvas.scale, 0.01)
        var batch = PathBatch<Look>()
        var outlineOrder: [Color] = []
        var outlinePieces: [Color: [LineStitcher.Piece]] = [:]
        for item in options.items(of: source, in: canvas) {
            guard case .polygons(let polygons) = item.feature.geometry else { continue }
            var look = Look(color: color.value(for: item.input), opacity: opacity.value(for: item.input),
                            outline: outlineColor?.value(for: item.input))
            guard look.opacity > 0 else { continue }
            if source.isTiled, let outline = look.outline {
                look.outline = nil
                if outlinePieces[outline] == nil { outlineOrder.append(outline) }
                outlinePieces[outline, default: []] += canvas.linePieces(of: item, includingRings: true)
            }
            for polygon in polygons {
                // Without its outer ring a polygon is not visible; its holes are only added with it.
                guard let outer = canvas.ring(polygon[0], of: item, margin: outlineWidth) else { continue }
                batch.add(ring: outer, for: look)
                for hole in polygon.dropFirst() {
                    if let ring = canvas.ring(hole, of: item, margin: outlineWidth) { batch.add(ring: ring, for: look) }
                }
            }
        }
        var nodes: [SceneNode] = batch.paths.map { look, data in
            .path(ScenePath(classes: ["fill"], data: data, fill: .color(look.color),
                            stroke: look.outline.map { Stroke(color: $0, width: outlineWidth, join: .round) }, opacity: look.opacity))
        }
        for outline in outlineOrder {
            var lines = PathBatch<Color>()
            for line in LineStitcher.join(outlinePieces[outline] ?? [], tolerance: canvas.stitchTolerance(for: source)) {
                for piece in canvas.clip(line: line, margin: outlineWidth) { lines.add(polyline: piece, for: outline) }
            }
            nodes += lines.paths.map { color, data in
                .path(ScenePath(classes: ["fill-outline"], data: data, stroke: Stroke(color: color, width: outlineWidth, join: .round)))
            }
        }
        return options.drawing(nodes, from: source)
    }
}
