import RouteCardGeo
import RouteCardScene

/// Polygons and multipolygons of a map source, filled (holes drawn as holes). Style type `fill`.
///
/// Keys: the `MapLayerOptions` keys (`source`, `filter`, `minzoom`, `maxzoom`). Paint (each a value
/// or an expression such as `["match", ["get", "class"], "water", "#a8d4f0", "#e8e4da"]`):
/// `fill-color` (default black), `fill-opacity` 0…1 (default 1), `fill-outline-color` (a one-pixel
/// outline, default none). Never moves the fit. Features that share a look are written as one path.
public struct FillLayer: MapLayer {
    /// `"fill"`.
    public static let type = "fill"
    /// Source, filter and zoom range.
    public var options: MapLayerOptions
    /// `fill-color`.
    public var color: StyleProperty<Color>
    /// `fill-opacity`.
    public var opacity: StyleProperty<Double>
    /// `fill-outline-color`, if given.
    public var outlineColor: StyleProperty<Color>?

    /// The source id.
    public var sourceID: String { options.source }

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        options = MapLayerOptions(style: style)
        color = style.paint.colorProperty("fill-color", default: .black)
        opacity = style.paint.numberProperty("fill-opacity", default: 1, in: 0...1)
        outlineColor = style.paint.has("fill-outline-color") ? style.paint.colorProperty("fill-outline-color", default: .black) : nil
    }

    private struct Look: Hashable {
        var color: Color
        var opacity: Double
        var outline: Color?
    }

    /// One path per distinct look, every polygon clipped to the canvas.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        guard let source = context.sources[options.source], options.isVisible(atZoom: viewport.zoom) else { return [] }
        let canvas = MapCanvas(context: context, viewport: viewport)
        let outlineWidth = 1 / max(context.canvas.scale, 0.01)
        var batch = PathBatch<Look>()
        for (feature, input) in canvas.features(of: source, filter: options.filter) {
            guard case .polygons(let polygons) = feature.geometry else { continue }
            let look = Look(color: color.value(for: input), opacity: opacity.value(for: input), outline: outlineColor?.value(for: input))
            guard look.opacity > 0 else { continue }
            for polygon in polygons {
                let shift = canvas.shift(for: polygon[0])
                // Without its outer ring a polygon is not visible; its holes are only added with it.
                guard let outer = canvas.ring(polygon[0], shift: shift, margin: outlineWidth) else { continue }
                batch.add(ring: outer, for: look)
                for hole in polygon.dropFirst() {
                    if let ring = canvas.ring(hole, shift: shift, margin: outlineWidth) { batch.add(ring: ring, for: look) }
                }
            }
        }
        return batch.paths.map { look, data in
            .path(ScenePath(classes: ["fill"], data: data, fill: .color(look.color),
                            stroke: look.outline.map { Stroke(color: $0, width: outlineWidth, join: .round) }, opacity: look.opacity))
        }
    }
}
