import RouteCardGeo
import RouteCardScene

/// The live map's area of interest: the region's circle (a geodesic circle, so it is the exact
/// edge beyond which annotations disappear) and a dot at its centre. Style type `radius`.
///
/// Draws nothing without a region (`LayerContext.annotations.region`). The circle never moves the
/// viewport: a live map's viewport is fitted to the region by `CardComposer`.
public struct RadiusLayer: CardLayer {
    /// `"radius"`.
    public static let type = "radius"
    /// One sentence for the style reference.
    public static let summary = "The live map's circle and its centre dot."
    private static let blue = Color(r: 10, g: 132, b: 255)
    /// `paint.fill-color`.
    public static let fillColor = LayerProperty.color("fill-color", .paint, default: blue, doc: "The circle's fill.")
    /// `paint.fill-opacity`.
    public static let fillOpacity = LayerProperty.number("fill-opacity", .paint, default: 0.06, in: .closed(0...1), doc: "The fill's opacity.")
    /// `paint.line-color`.
    public static let lineColor = LayerProperty.color("line-color", .paint, default: blue, doc: "The circle's outline.")
    /// `paint.line-width`.
    public static let lineWidth = LayerProperty.length("line-width", .paint, default: 1.5, in: .closed(0...500),
                                                       doc: "The outline's width; 0 for none.")
    /// `paint.line-opacity`.
    public static let lineOpacity = LayerProperty.number("line-opacity", .paint, default: 0.6, in: .closed(0...1), doc: "The outline's opacity.")
    /// `paint.line-dasharray`.
    public static let lineDash = LayerProperty.numbers("line-dasharray", .paint, in: .closed(0...1000), unit: "line widths",
                                                       defaultText: "solid", doc: "The outline's dash and gap lengths.")
    /// `paint.center-color`.
    public static let centerColorProperty = LayerProperty.color("center-color", .paint, default: blue, doc: "The centre dot's fill.")
    /// `paint.center-radius`.
    public static let centerRadiusProperty = LayerProperty.length("center-radius", .paint, default: 7, in: .closed(0...500),
                                                                  doc: "The centre dot's radius; 0 for none.")
    /// `paint.center-halo-color`.
    public static let centerHaloColor = LayerProperty.color("center-halo-color", .paint, default: .white, doc: "The centre dot's border.")
    /// `paint.center-halo-width`.
    public static let centerHaloWidth = LayerProperty.length("center-halo-width", .paint, default: 3, in: .closed(0...100),
                                                             doc: "The border's width; 0 for none.")
    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [fillColor.spec, fillOpacity.spec, lineColor.spec, lineWidth.spec, lineOpacity.spec, lineDash.spec,
         centerColorProperty.spec, centerRadiusProperty.spec, centerHaloColor.spec, centerHaloWidth.spec]
    }
    /// The circle's fill colour.
    public var fill: Color
    /// The fill's opacity.
    public var fillOpacity: Double
    /// The outline's colour.
    public var lineColor: Color
    /// The outline's width (0: none).
    public var lineWidth: StyleLength
    /// The outline's dash and gap lengths, in line widths (empty: solid).
    public var lineDash: [Double]
    /// The outline's opacity.
    public var lineOpacity: Double
    /// The centre dot's fill.
    public var centerColor: Color
    /// The centre dot's radius (0: none).
    public var centerRadius: StyleLength
    /// The centre dot's border colour.
    public var centerHaloColor: Color
    /// The border's width (0: none).
    public var centerHaloWidth: StyleLength

    /// Decodes the `paint` keys.
    public init(style: LayerStyle) {
        fill = style[Self.fillColor]
        fillOpacity = style[Self.fillOpacity]
        lineWidth = style[Self.lineWidth]
        lineDash = style[Self.lineDash] ?? []
        lineColor = style[Self.lineColor]
        lineOpacity = style[Self.lineOpacity]
        centerColor = style[Self.centerColorProperty]
        centerRadius = style[Self.centerRadiusProperty]
        centerHaloWidth = style[Self.centerHaloWidth]
        centerHaloColor = style[Self.centerHaloColor]
    }

    /// A `<path class="radius">` for the circle (fill, then outline) and a `<circle class="center">`.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let region = context.annotations.region else { return [] }
        var nodes: [SceneNode] = []
        let width = lineWidth.points(on: context.canvas)
        let line = width > 0 ? Stroke(color: lineColor, width: width, dash: lineDash.map { $0 * width }) : nil
        if region.radius > 0 {
            let outline = PathData(polygon: viewport.points(along: context.annotations.outline ?? region.boundary(count: 128)))
            if fillOpacity > 0 {
                nodes.append(.path(ScenePath(classes: ["radius", "fill"], data: outline, fill: .color(fill), opacity: fillOpacity)))
            }
            if let line {
                nodes.append(.path(ScenePath(classes: ["radius", "outline"], data: outline, stroke: line, opacity: lineOpacity)))
            }
        }
        let centerRadius = centerRadius.points(on: context.canvas), haloWidth = centerHaloWidth.points(on: context.canvas)
        let centerHalo = haloWidth > 0 ? Stroke(color: centerHaloColor, width: haloWidth) : nil
        if centerRadius > 0 {
            nodes.append(.circle(SceneCircle(classes: ["center"], center: viewport.point(for: region.center), radius: centerRadius,
                                             fill: .color(centerColor), stroke: centerHalo)))
        }
        return LayerDrawing(nodes)
    }
}
