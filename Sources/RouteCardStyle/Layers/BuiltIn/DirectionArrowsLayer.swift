import Foundation
import RouteCardGeo
import RouteCardScene

/// Small chevrons on the route line pointing the way it was travelled. Style type `direction-arrows`.
///
/// Spacing is measured along each drawn segment in canvas points (after the fit, on the line as
/// simplified for drawing), so arrows are as far apart on a thumbnail as on a poster: a segment
/// `L` points long gets `floor(L / spacing)` arrows, spread so the leftover is split evenly
/// between its two ends. Each points along the line's chord over its own length (a kink in the
/// line does not turn it); chevrons are symmetric, so none is ever upside down. Arrows on a bend
/// sharper than 60°, within `ends-clearance` of the first or last visible point (the start and
/// finish markers), or within 1.5 sizes of an arrow kept before (a route run out and back) are
/// left out. All arrows are one `<path class="arrows">`, one `M L L` per arrow.
public struct DirectionArrowsLayer: CardLayer {
    /// `"direction-arrows"`.
    public static let type = "direction-arrows"
    /// One sentence for the style reference.
    public static let summary = "Chevrons on the route line at a spacing, pointing in the direction of travel."
    /// `layout.spacing`.
    public static let spacingProperty = LayerProperty.length("spacing", .layout, default: 72, in: .closed(4...100_000),
                                                             doc: "The distance between arrows along the drawn line.")
    /// `layout.arrow-size`.
    public static let sizeProperty = LayerProperty.length("arrow-size", .layout, default: 8, in: .closed(1...500),
                                                          doc: "The chevron's width across the line (its length is 0.6 of it).")
    /// `layout.ends-clearance`.
    public static let endsClearance = LayerProperty.length("ends-clearance", .layout, default: 18, in: .closed(0...1000),
                                                           doc: "Arrows closer than this to the first or last visible point are left out.")
    /// `paint.arrow-color`.
    public static let colorProperty = LayerProperty.color("arrow-color", .paint, default: .white, doc: "The chevrons' colour.")
    /// `paint.arrow-width`.
    public static let widthProperty = LayerProperty.length("arrow-width", .paint, default: 1.8, in: .closed(0.1...100),
                                                           doc: "The chevrons' stroke width.")
    /// `paint.arrow-halo-color`.
    public static let haloColorProperty = LayerProperty.color("arrow-halo-color", .paint, default: Color(r: 10, g: 132, b: 255),
                                                              doc: "An outline around the chevrons, so they read where they reach past the line.")
    /// `paint.arrow-halo-width`.
    public static let haloWidthProperty = LayerProperty.length("arrow-halo-width", .paint, default: 0, in: .closed(0...100),
                                                               doc: "The outline's width on each side of the stroke; 0 for none.")
    /// `paint.arrow-opacity`.
    public static let opacityProperty = LayerProperty.number("arrow-opacity", .paint, default: 1, in: .closed(0...1),
                                                             doc: "The chevrons' opacity.")

    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [spacingProperty.spec, sizeProperty.spec, endsClearance.spec, colorProperty.spec, widthProperty.spec, haloColorProperty.spec,
         haloWidthProperty.spec, opacityProperty.spec]
    }

    /// One arrow: where it stands and which way it points.
    public struct Arrow: Sendable, Hashable {
        /// Its centre on the drawn line, in canvas points.
        public var point: CanvasPoint
        /// Its direction in degrees, clockwise from the canvas's +x axis (y points down).
        public var angle: Double
    }

    /// The distance between arrows.
    public var spacing: StyleLength
    /// The chevron's width across the line.
    public var size: StyleLength
    /// Arrows closer than this to the route's visible ends are left out.
    public var clearance: StyleLength
    /// The chevrons' colour.
    public var color: Color
    /// The chevrons' stroke width.
    public var width: StyleLength
    /// Their outline's colour.
    public var haloColor: Color
    /// The outline's width on each side of the stroke (0: none).
    public var haloWidth: StyleLength
    /// Their opacity.
    public var opacity: Double

    /// Decodes the `layout` and `paint` keys.
    public init(style: LayerStyle) {
        spacing = style[Self.spacingProperty]
        size = style[Self.sizeProperty]
        clearance = style[Self.endsClearance]
        color = style[Self.colorProperty]
        width = style[Self.widthProperty]
        haloColor = style[Self.haloColorProperty]
        haloWidth = style[Self.haloWidthProperty]
        opacity = style[Self.opacityProperty]
    }

    /// The arrows along one polyline in points on `canvas`: `floor(length / spacing)` of them, centred.
    public func arrows(along points: [CanvasPoint], on canvas: CanvasStyle) -> [Arrow] {
        let spacing = spacing.points(on: canvas), size = size.points(on: canvas)
        var distances = [0.0]
        for (a, b) in zip(points, points.dropFirst()) { distances.append(distances.last! + hypot(b.x - a.x, b.y - a.y)) }
        let length = distances.last!
        guard length > 0, length.isFinite, spacing > 0 else { return [] }
        let count = Int(min((length / spacing).rounded(.down), 100_000))
        guard count > 0 else { return [] }
        let first = (length - Double(count - 1) * spacing) / 2
        func point(at distance: Double) -> CanvasPoint {
            let d = min(max(distance, 0), length)
            // The first point at least `d` along (binary search over the running lengths).
            var low = 1, high = points.count - 1
            while low < high {
                let middle = (low + high) / 2
                if distances[middle] < d { low = middle + 1 } else { high = middle }
            }
            let index = low
            let a = points[index - 1], b = points[index]
            let span = distances[index] - distances[index - 1]
            let t = span > 0 ? (d - distances[index - 1]) / span : 0
            return CanvasPoint(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
        }
        return (0..<count).compactMap { k in
            let at = first + Double(k) * spacing
            let back = point(at: at - size / 2), middle = point(at: at), ahead = point(at: at + size / 2)
            // On a sharp bend an arrow points nowhere useful: left out when the line turns over 60° under it.
            let turn = abs(remainder(atan2(ahead.y - middle.y, ahead.x - middle.x) - atan2(middle.y - back.y, middle.x - back.x), 2 * .pi))
            guard turn <= .pi / 3 else { return nil }
            return Arrow(point: middle, angle: atan2(ahead.y - back.y, ahead.x - back.x) * 180 / .pi)
        }
    }

    /// The arrows of every drawn segment at a viewport, clear of the route's visible ends.
    public func arrows(in context: LayerContext, viewport: Viewport) -> [Arrow] {
        let segments = context.track.drawnSegments
        let clearance = clearance.points(on: context.canvas), size = size.points(on: context.canvas)
        let ends = [segments.first?.points.first, segments.last?.points.last].compactMap { $0 }.map { viewport.point(for: $0.coordinate) }
        return segments.flatMap { segment in
            arrows(along: PolylineSimplifier.simplify(segment.points, in: viewport, tolerance: context.simplifyTolerance), on: context.canvas)
        }.filter { arrow in
            !ends.contains { hypot($0.x - arrow.point.x, $0.y - arrow.point.y) < clearance }
        }.reduce(into: []) { kept, arrow in
            // Where the route runs over itself (out and back), an arrow on top of one kept before is left out.
            if !kept.contains(where: { hypot($0.point.x - arrow.point.x, $0.point.y - arrow.point.y) < 1.5 * size }) { kept.append(arrow) }
        }
    }

    /// One `<path class="arrows">` with a chevron (`M L L`) per arrow, over a `<path class="arrows-halo">` when there is a halo.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        let arrows = arrows(in: context, viewport: viewport)
        guard !arrows.isEmpty else { return [] }
        let size = size.points(on: context.canvas), half = size / 2, reach = size * 0.3
        let stroke = Stroke(color: color, width: width.points(on: context.canvas), cap: .round, join: .round)
        let haloWidth = haloWidth.points(on: context.canvas)
        let halo = haloWidth > 0 ? Stroke(color: haloColor, width: stroke.width + 2 * haloWidth, cap: .round, join: .round) : nil
        var commands: [PathCommand] = []
        for arrow in arrows {
            let radians = arrow.angle * .pi / 180
            let c = cos(radians), s = sin(radians)
            func place(_ x: Double, _ y: Double) -> CanvasPoint {
                CanvasPoint(x: arrow.point.x + x * c - y * s, y: arrow.point.y + x * s + y * c)
            }
            commands += [.move(place(-reach, -half)), .line(place(reach, 0)), .line(place(-reach, half))]
        }
        let data = PathData(commands)
        return LayerDrawing((halo.map { [SceneNode.path(ScenePath(classes: ["arrows-halo"], data: data, stroke: $0, opacity: opacity))] } ?? [])
                            + [.path(ScenePath(classes: ["arrows"], data: data, stroke: stroke, opacity: opacity))])
    }
}
