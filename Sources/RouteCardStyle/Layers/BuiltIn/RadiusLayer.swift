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
    public static let lineWidth = LayerProperty.number("line-width", .paint, default: 1.5, in: .closed(0...500), unit: "pt",
                                                       doc: "The outline's width; 0 for none.")
    /// `paint.line-opacity`.
    public static let lineOpacity = LayerProperty.number("line-opacity", .paint, default: 0.6, in: .closed(0...1), doc: "The outline's opacity.")
    /// `paint.line-dasharray`.
    public static let lineDash = LayerProperty.numbers("line-dasharray", .paint, in: .closed(0...1000), unit: "line widths",
                                                       defaultText: "solid", doc: "The outline's dash and gap lengths.")
    /// `paint.center-color`.
    public static let centerColorProperty = LayerProperty.color("center-color", .paint, default: blue, doc: "The centre dot's fill.")
    /// `paint.center-radius`.
    public static let centerRadiusProperty = LayerProperty.number("center-radius", .paint, default: 7, in: .closed(0...500), unit: "pt",
                                                                  doc: "The centre dot's radius; 0 for none.")
    /// `paint.center-halo-color`.
    public static let centerHaloColor = LayerProperty.color("center-halo-color", .paint, default: .white, doc: "The centre dot's border.")
    /// `paint.center-halo-width`.
    public static let centerHaloWidth = LayerProperty.number("center-halo-width", .paint, default: 3, in: .closed(0...100), unit: "pt",
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
    /// The circle's outline, if any.
    public var line: Stroke?
    /// The outline's opacity.
    public var lineOpacity: Double
    /// The centre dot's fill.
    public var centerColor: Color
    /// The centre dot's radius in points (0: none).
    public var centerRadius: Double
    /// The centre dot's border, if any.
    public var centerHalo: Stroke?

    /// Decodes the `paint` keys.
    public init(style: LayerStyle) {
        fill = style[Self.fillColor]
        fillOpacity = style[Self.fillOpacity]
        let width = style[Self.lineWidth]
        let dash = style[Self.lineDash] ?? []
        let lineColor = style[Self.lineColor]
        line = width > 0 ? Stroke(color: lineColor, width: width, dash: dash.map { $0 * width }) : nil
        lineOpacity = style[Self.lineOpacity]
        centerColor = style[Self.centerColorProperty]
        centerRadius = style[Self.centerRadiusProperty]
        let haloWidth = style[Self.centerHaloWidth]
        let haloColor = style[Self.centerHaloColor]
        centerHalo = haloWidth > 0 ? Stroke(color: haloColor, width: haloWidth) : nil
    }

    /// A `<path class="radius">` for the circle (fill, then outline) and a `<circle class="center">`.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let region = context.annotations.region else { return [] }
        var nodes: [SceneNode] = []
        if region.radius > 0 {
            let outline = PathData(polygon: viewport.points(along: context.annotations.outline ?? region.boundary(count: 128)))
            if fillOpacity > 0 {
                nodes.append(.path(ScenePath(classes: ["radius", "fill"], data: outline, fill: .color(fill), opacity: fillOpacity)))
            }
            if let line {
                nodes.append(.path(ScenePath(classes: ["radius", "outline"], data: outline, stroke: line, opacity: lineOpacity)))
            }
        }
        if centerRadius > 0 {
            nodes.append(.circle(SceneCircle(classes: ["center"], center: viewport.point(for: region.center), radius: centerRadius,
                                             fill: .color(centerColor), stroke: centerHalo)))
        }
        return LayerDrawing(nodes)
    }
}
