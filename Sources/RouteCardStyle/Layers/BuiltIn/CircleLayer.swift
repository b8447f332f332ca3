import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// Points and multipoints of a map source drawn as circles. Style type `circle`.
///
/// Every paint value may be an expression. Never moves the fit; credits its source when it drew.
public struct CircleLayer: CardLayer, MapDataLayer {
    /// `"circle"`.
    public static let type = "circle"
    /// One sentence for the style reference.
    public static let summary = "Points of a map source as circles; credits the source."
    /// Credits its source.
    public static let capabilities: LayerCapabilities = [.credits]
    /// `paint.circle-radius`.
    public static let radiusProperty = LayerProperty.numberExpression("circle-radius", .paint, default: 5, in: .closed(0...500),
                                                                      unit: "pt", doc: "The circle's radius.")
    /// `paint.circle-color`.
    public static let colorProperty = LayerProperty.colorExpression("circle-color", .paint, default: .black, doc: "The fill.")
    /// `paint.circle-opacity`.
    public static let opacityProperty = LayerProperty.numberExpression("circle-opacity", .paint, default: 1, in: .closed(0...1),
                                                                       doc: "The fill's opacity.")
    /// `paint.circle-stroke-width`.
    public static let strokeWidthProperty = LayerProperty.numberExpression("circle-stroke-width", .paint, default: 0,
                                                                           in: .closed(0...500), unit: "pt", doc: "The outline's width.")
    /// `paint.circle-stroke-color`.
    public static let strokeColorProperty = LayerProperty.colorExpression("circle-stroke-color", .paint, default: .black,
                                                                          doc: "The outline's colour.")
    /// `paint.circle-stroke-opacity`.
    public static let strokeOpacityProperty = LayerProperty.numberExpression("circle-stroke-opacity", .paint, default: 1,
                                                                             in: .closed(0...1), doc: "The outline's opacity.")
    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        MapLayerOptions.specs + [radiusProperty.spec, colorProperty.spec, opacityProperty.spec, strokeWidthProperty.spec,
                                 strokeColorProperty.spec, strokeOpacityProperty.spec]
    }
    /// Source, filter and zoom range.
    public var options: MapLayerOptions
    /// The source drawn from (`source`).
    public var mapSource: String { options.source }
    /// The layer of its tiles drawn (`source-layer`).
    public var mapSourceLayer: String? { options.sourceLayer }
    /// Map data: the source and `source-layer` drawn.
    public var role: LayerRole { .mapData(source: mapSource, sourceLayer: mapSourceLayer) }
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

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        options = MapLayerOptions(style: style)
        radius = style[Self.radiusProperty]
        color = style[Self.colorProperty]
        opacity = style[Self.opacityProperty]
        strokeWidth = style[Self.strokeWidthProperty]
        strokeColor = style[Self.strokeColorProperty]
        strokeOpacity = style[Self.strokeOpacityProperty]
    }

    /// One circle per visible point.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let source = options.visibleSource(in: context, viewport: viewport) else { return [] }
        let canvas = MapCanvas(context: context, viewport: viewport)
        var nodes: [SceneNode] = []
        for item in options.items(of: source, in: canvas) {
            guard case .points(let points) = item.feature.geometry else { continue }
            let input = item.input
            let r = radius.value(for: input)
            let width = strokeWidth.value(for: input)
            for point in points {
                guard let center = canvas.point(point, of: item, radius: r + width / 2) else { continue }
                let stroke = width > 0 ? Stroke(color: strokeColor.value(for: input).withOpacity(strokeOpacity.value(for: input)), width: width) : nil
                let fill = color.value(for: input).withOpacity(opacity.value(for: input))
                nodes.append(.circle(SceneCircle(classes: ["circle"], center: center, radius: r, fill: .color(fill), stroke: stroke)))
            }
        }
        return options.drawing(nodes, from: source)
    }
}
