import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardScene

/// The soft edge of a map whose data ends inside the canvas (`"edge": "fade"`, the default): on
/// each side where the data's bounds (a GeoJSON source's features', a tile archive's bounds) fall
/// inside the canvas, a rectangle of the background colour
/// from that canvas edge to the data's edge, and inside the data a band (8 % of the canvas's
/// short side) with a linear gradient from the background colour at the data's edge to fully
/// transparent. Corners where two sides fade get both. No rectangle when
/// the data covers the canvas, misses it, or is empty, or when its bounds are not known.
///
/// `CardComposer` draws these just above the topmost map layer of the source (below the route,
/// markers and text); the map never moves the fit.
public struct MapEdgeFade: Sendable {
    /// The fade's width as a fraction of the canvas's short side.
    public static let bandFraction = 0.08

    /// The card's background: the paint and opacity of the style's `background` layer under the
    /// map (white without one), and whether the canvas is transparent where nothing paints.
    public var background: Paint
    /// The background layer's opacity.
    public var opacity: Double
    /// Whether the canvas stays transparent where nothing paints (`canvas.transparent`).
    public var transparentCanvas: Bool

    /// Creates a fade towards a background.
    public init(background: Paint = .color(.white), opacity: Double = 1, transparentCanvas: Bool = false) {
        self.background = background
        self.opacity = opacity
        self.transparentCanvas = transparentCanvas
    }

    /// The fade rectangles for a source drawn in a viewport, in canvas points; none unless the
    /// source fades (`edge` `.fade`) and its data (`MapSource.dataBounds`) ends inside the canvas.
    public func nodes(for source: MapSource, viewport: Viewport) -> [SceneNode] {
        guard source.edge == .fade, let bounds = source.dataBounds else { return [] }
        let width = viewport.size.width, height = viewport.size.height, scale = viewport.scale
        guard width > 0, height > 0 else { return [] }
        // The copy of the world nearest the canvas centre, as map features are drawn.
        let centreX = viewport.originX + width / 2 / scale
        let shift = (centreX - (bounds.minX + bounds.maxX) / 2).rounded()
        let left = (bounds.minX + shift - viewport.originX) * scale, right = (bounds.maxX + shift - viewport.originX) * scale
        let top = (bounds.minY - viewport.originY) * scale, bottom = (bounds.maxY - viewport.originY) * scale
        guard left < width, right > 0, top < height, bottom > 0 else { return [] }
        let band = Self.bandFraction * min(width, height)
        let canvas = viewport.size
        var nodes: [SceneNode] = []
        // Each side: the uncovered part, the band inside the data's edge, the gradient's angle
        // (CSS: from the data's edge inwards) and where the background's colour is taken.
        if left > 0 {
            nodes += side(CanvasBox(x: 0, y: 0, width: left, height: height), CanvasBox(x: left, y: 0, width: band, height: height),
                          angle: 90, colourAt: CanvasPoint(x: 0, y: height / 2), canvas: canvas)
        }
        if right < width {
            nodes += side(CanvasBox(x: right, y: 0, width: width - right, height: height),
                          CanvasBox(x: right - band, y: 0, width: band, height: height),
                          angle: 270, colourAt: CanvasPoint(x: width, y: height / 2), canvas: canvas)
        }
        if top > 0 {
            nodes += side(CanvasBox(x: 0, y: 0, width: width, height: top), CanvasBox(x: 0, y: top, width: width, height: band),
                          angle: 180, colourAt: CanvasPoint(x: width / 2, y: 0), canvas: canvas)
        }
        if bottom < height {
            nodes += side(CanvasBox(x: 0, y: bottom, width: width, height: height - bottom),
                          CanvasBox(x: 0, y: bottom - band, width: width, height: band),
                          angle: 0, colourAt: CanvasPoint(x: width / 2, y: height), canvas: canvas)
        }
        return nodes
    }

    /// One side: the background's colour over the uncovered part, then over the band a gradient
    /// from it (at the data's edge) to transparent.
    private func side(_ uncovered: CanvasBox, _ band: CanvasBox, angle: Double, colourAt point: CanvasPoint,
                      canvas: CanvasSize) -> [SceneNode] {
        let color = colour(at: point, canvas: canvas)
        let gradient = LinearGradient(angle: angle, stops: [GradientStop(offset: 0, color: color),
                                                            GradientStop(offset: 1, color: color.withOpacity(0))])
        return [.rect(SceneRect(classes: ["map-edge-cover"], box: uncovered, fill: .color(color))),
                .rect(SceneRect(classes: ["map-edge-fade"], box: band, fill: .linearGradient(gradient)))]
    }

    /// The background's colour at a canvas point (a gradient's colour there), as it shows:
    /// over white unless the canvas is transparent.
    func colour(at point: CanvasPoint, canvas: CanvasSize) -> Color {
        var color: Color
        switch background {
        case .none: color = .white
        case .color(let solid): color = solid
        case .linearGradient(let gradient): color = Self.colour(of: gradient, at: point, canvas: canvas)
        }
        color = color.withOpacity(opacity)
        guard !transparentCanvas, color.alpha < 1 else { return color }
        let a = color.alpha
        return Color(red: color.red * a + (1 - a), green: color.green * a + (1 - a), blue: color.blue * a + (1 - a))
    }

    /// A gradient's colour at a point of a canvas-sized box it fills, as `SVGWriter` writes it
    /// (endpoints through the box's centre in bounding-box units, CSS angle).
    static func colour(of gradient: LinearGradient, at point: CanvasPoint, canvas: CanvasSize) -> Color {
        guard let first = gradient.stops.first, let last = gradient.stops.last else { return .white }
        let radians = gradient.angle * .pi / 180
        let dx = sin(radians), dy = -cos(radians)
        let u = point.x / canvas.width - 0.5, v = point.y / canvas.height - 0.5
        let t = (u * dx + v * dy) / (dx * dx + dy * dy) + 0.5
        guard t > first.offset else { return first.color }
        guard t < last.offset else { return last.color }
        var lower = first
        for stop in gradient.stops {
            if stop.offset >= t {
                let f = stop.offset > lower.offset ? (t - lower.offset) / (stop.offset - lower.offset) : 1
                func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
                return Color(red: mix(lower.color.red, stop.color.red), green: mix(lower.color.green, stop.color.green),
                             blue: mix(lower.color.blue, stop.color.blue), alpha: mix(lower.color.alpha, stop.color.alpha))
            }
            lower = stop
        }
        return last.color
    }
}
