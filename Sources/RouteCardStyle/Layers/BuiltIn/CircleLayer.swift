import RouteCardGeo
import RouteCardScene

/// Points and multipoints of a map source drawn as circles. Style type `circle`.
///
/// Keys: the `MapLayerOptions` keys (`source`, `filter`, `minzoom`, `maxzoom`). Paint (each may be
/// an expression): `circle-radius` in points (default 5), `circle-color` (default black),
/// `circle-opacity` 0…1 (default 1), `circle-stroke-width` in points (default 0),
/// `circle-stroke-color` (default black), `circle-stroke-opacity` 0…1 (default 1). Never moves the fit.
public struct CircleLayer: MapLayer {
    /// `"circle"`.
    public static let type = "circle"
    /// Source, filter and zoom range.
    public var options: MapLayerOptions
    /// `circle-radius`.
    public var radius: StyleProperty<Double>
    /// `circle-color`.
    public var color: StyleProperty<Color>
    /// `circle-opacity`.
    public var opacity: StyleProperty<Double>
    /// `circle-stroke-width`.
    public var strokeWidth: StyleProperty<Double>
    /// `circle-stroke-color`.
    public var strokeColor: StyleProperty<Color>
    /// `circle-stroke-opacity`.
    public var strokeOpacity: StyleProperty<Double>

    /// The source id.
    public var sourceID: String { options.source }

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        options = MapLayerOptions(style: style)
        let paint = style.paint
        radius = paint.numberProperty("circle-radius", default: 5, in: 0...500)
        color = paint.colorProperty("circle-color", default: .black)
        opacity = paint.numberProperty("circle-opacity", default: 1, in: 0...1)
        strokeWidth = paint.numberProperty("circle-stroke-width", default: 0, in: 0...500)
        strokeColor = paint.colorProperty("circle-stroke-color", default: .black)
        strokeOpacity = paint.numberProperty("circle-stroke-opacity", default: 1, in: 0...1)
    }

    /// One circle per visible point.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        guard let source = context.sources[options.source], options.isVisible(atZoom: viewport.zoom) else { return [] }
        let canvas = MapCanvas(context: context, viewport: viewport)
        var nodes: [SceneNode] = []
        for (feature, input) in canvas.features(of: source, filter: options.filter) {
            guard case .points(let points) = feature.geometry else { continue }
            let r = radius.value(for: input)
            let width = strokeWidth.value(for: input)
            for point in points {
                guard let center = canvas.point(point, shift: canvas.shift(for: [point]), radius: r + width / 2) else { continue }
                let stroke = width > 0 ? Stroke(color: strokeColor.value(for: input).withOpacity(strokeOpacity.value(for: input)), width: width) : nil
                let fill = color.value(for: input).withOpacity(opacity.value(for: input))
                nodes.append(.circle(SceneCircle(classes: ["circle"], center: center, radius: r, fill: .color(fill), stroke: stroke)))
            }
        }
        return nodes
    }
}
