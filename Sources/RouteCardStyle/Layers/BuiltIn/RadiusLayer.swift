import RouteCardGeo
import RouteCardScene

/// The live map's area of interest: the region's circle (a geodesic circle, so it is the exact
/// edge beyond which annotations disappear) and a dot at its centre. Style type `radius`.
///
/// Draws nothing without a region (`LayerContext.annotations.region`). Paint keys: `fill-color`
/// (default `#0a84ff`), `fill-opacity` 0…1 (default 0.06), `line-color` (default `#0a84ff`),
/// `line-width` in points (default 1.5; 0 for none), `line-opacity` 0…1 (default 0.6),
/// `line-dasharray` in line widths (default solid), `center-color` (default `#0a84ff`),
/// `center-radius` in points (default 7; 0 for no dot), `center-halo-color` (default white),
/// `center-halo-width` in points (default 3). The circle never moves the viewport: a live map's
/// viewport is fitted to the region by `CardComposer`.
public struct RadiusLayer: CardLayer {
    /// `"radius"`.
    public static let type = "radius"
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
        let paint = style.paint
        let blue = Color(r: 10, g: 132, b: 255)
        fill = paint.color("fill-color", default: blue)
        fillOpacity = paint.number("fill-opacity", default: 0.06, in: 0...1)
        let width = paint.number("line-width", default: 1.5, in: 0...500)
        let dash = paint.numbers("line-dasharray", in: 0...1000) ?? []
        let lineColor = paint.color("line-color", default: blue)
        line = width > 0 ? Stroke(color: lineColor, width: width, dash: dash.map { $0 * width }) : nil
        lineOpacity = paint.number("line-opacity", default: 0.6, in: 0...1)
        centerColor = paint.color("center-color", default: blue)
        centerRadius = paint.number("center-radius", default: 7, in: 0...500)
        let haloWidth = paint.number("center-halo-width", default: 3, in: 0...100)
        let haloColor = paint.color("center-halo-color", default: .white)
        centerHalo = haloWidth > 0 ? Stroke(color: haloColor, width: haloWidth) : nil
    }

    /// Nothing: the composer fits live viewports to the region itself.
    public func fitGroups(in context: LayerContext) -> [FitGroup] { [] }

    /// A `<path class="radius">` for the circle (fill, then outline) and a `<circle class="center">`.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
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
        return nodes
    }
}
