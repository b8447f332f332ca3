import Foundation
import RouteCardGeo
import RouteCardScene

/// The vector icons every style can name in `icon-image`, drawn as SVG shapes (never emoji).
///
/// Each is drawn in a box of `icon-size` points high; the width follows the shape's proportions.
public enum BuiltInIcon: String, Sendable, Hashable, CaseIterable {
    /// A map pin; its tip is the bottom centre, so its natural anchor is `bottom`. Width 0.75 × height.
    case pin
    /// A filled circle with a border; anchor `center`.
    case circle
    /// A chequered finish flag on a pole; the pole's foot is the bottom-left; anchor `bottom-left`.
    case flag
    /// A navigation arrow pointing up (north) before rotation; anchor `center`.
    case arrow
    /// A square with rounded corners; anchor `center`.
    case square

    /// The anchor a style gets when it sets no `icon-anchor`.
    public var naturalAnchor: CanvasAnchor {
        switch self {
        case .pin: .bottom
        case .flag: .bottomLeft
        case .circle, .arrow, .square: .center
        }
    }

    /// The default `icon-size` in points.
    public var defaultSize: Double {
        switch self {
        case .pin: 36
        case .flag: 30
        case .circle: 16
        case .arrow: 22
        case .square: 14
        }
    }

    /// Width over height.
    public var aspectRatio: Double {
        switch self {
        case .pin: 0.75
        case .flag: 0.9
        default: 1
        }
    }

    /// The icon's nodes in a box with its top-left at the origin.
    ///
    /// - Parameters:
    ///   - size: box height in points.
    ///   - color: the main fill.
    ///   - border: the outline (`icon-halo-color`, `icon-halo-width`), if any.
    public func nodes(size: Double, color: Color, border: Stroke?) -> [SceneNode] {
        let h = size, w = size * aspectRatio
        switch self {
        case .pin:
            let r = w / 2
            let outline = Self.pinOutline(width: w, height: h, outset: 0)
            return [
                .path(ScenePath(classes: ["icon"], data: outline, fill: .color(color), stroke: border)),
                .circle(SceneCircle(classes: ["icon-dot"], center: CanvasPoint(x: r, y: r), radius: r * 0.4, fill: .color(.white))),
            ]
        case .circle:
            return [.circle(SceneCircle(classes: ["icon"], center: CanvasPoint(x: w / 2, y: h / 2), radius: h / 2,
                                        fill: .color(color), stroke: border))]
        case .square:
            return [.rect(SceneRect(classes: ["icon"], box: CanvasBox(x: 0, y: 0, width: w, height: h), cornerRadius: h * 0.2,
                                    fill: .color(color), stroke: border))]
        case .arrow:
            let outline = PathData(polygon: Self.arrowCorners(width: w, height: h))
            return [.path(ScenePath(classes: ["icon"], data: outline, fill: .color(color), stroke: border))]
        case .flag:
            let (pole, flagHeight) = Self.flagProportions(height: h)
            let flagLeft = pole, flagWidth = w - pole
            var nodes: [SceneNode] = [
                .rect(SceneRect(classes: ["icon-pole"], box: CanvasBox(x: 0, y: 0, width: pole, height: h), fill: .color(color))),
                .rect(SceneRect(classes: ["icon"], box: CanvasBox(x: flagLeft, y: 0, width: flagWidth, height: flagHeight),
                                fill: .color(.white), stroke: border)),
            ]
            // A 4 × 3 chequerboard in the icon colour.
            let cellW = flagWidth / 4, cellH = flagHeight / 3
            var squares = PathData()
            for row in 0..<3 {
                for column in 0..<4 where (row + column) % 2 == 0 {
                    let x = flagLeft + Double(column) * cellW, y = Double(row) * cellH
                    squares.commands += PathData(polygon: [
                        CanvasPoint(x: x, y: y), CanvasPoint(x: x + cellW, y: y),
                        CanvasPoint(x: x + cellW, y: y + cellH), CanvasPoint(x: x, y: y + cellH),
                    ]).commands
                }
            }
            nodes.append(.path(ScenePath(classes: ["icon-check"], data: squares, fill: .color(color))))
            return nodes
        }
    }

    /// The outline of everything the icon paints — its fills and the outer half of a `border`
    /// wide border (mitred, as ``nodes(size:color:border:)`` strokes it) — as one path whose parts
    /// all wind clockwise, so one nonzero fill covers their union exactly once.
    ///
    /// A shadow is this path filled translucent black: one paint, which composites once. (The
    /// icon's own shapes in black under a group opacity look the same, but librsvg draws every
    /// group opacity on a temporary surface the size of the whole canvas.)
    public func silhouette(size: Double, border: Double) -> PathData {
        let h = size, w = size * aspectRatio, d = max(border, 0) / 2
        switch self {
        case .pin:
            return Self.pinOutline(width: w, height: h, outset: d)
        case .circle:
            let r = h / 2 + d
            return PathData([
                .move(CanvasPoint(x: w / 2 + r, y: h / 2)),
                .arc(radiusX: r, radiusY: r, largeArc: false, sweep: true, to: CanvasPoint(x: w / 2 - r, y: h / 2)),
                .arc(radiusX: r, radiusY: r, largeArc: false, sweep: true, to: CanvasPoint(x: w / 2 + r, y: h / 2)),
                .close,
            ])
        case .square:
            return Self.roundedRectangle(CanvasBox(x: -d, y: -d, width: w + 2 * d, height: h + 2 * d), radius: h * 0.2 + d)
        case .arrow:
            return PathData(polygon: Self.mitredOutset(Self.arrowCorners(width: w, height: h), by: d))
        case .flag:
            let (pole, flagHeight) = Self.flagProportions(height: h)
            var path = PathData(polygon: [CanvasPoint(x: 0, y: 0), CanvasPoint(x: pole, y: 0),
                                          CanvasPoint(x: pole, y: h), CanvasPoint(x: 0, y: h)])
            path.commands += PathData(polygon: [CanvasPoint(x: pole - d, y: -d), CanvasPoint(x: w + d, y: -d),
                                                CanvasPoint(x: w + d, y: flagHeight + d), CanvasPoint(x: pole - d, y: flagHeight + d)]).commands
            return path
        }
    }

    /// The pin's outline grown by `outset`: two lines from the tip tangent to the head's circle,
    /// and the circle's upper arc between them; grown, the lines move out by `outset` (meeting at
    /// the mitred tip), the arc's radius grows by it and the tangent points move out along their radii.
    static func pinOutline(width w: Double, height h: Double, outset d: Double) -> PathData {
        let r = w / 2
        let tipToCentre = h - r
        let sine = r / tipToCentre   // of the half angle at the tip
        let half = r * (1 - sine * sine).squareRoot()
        let tangentY = r + r * sine
        // The unit vector from the centre (r, r) to the right tangent point.
        let nx = half / r, ny = (tangentY - r) / r
        let R = r + d
        return PathData([
            .move(CanvasPoint(x: r, y: h + d / sine)),
            .line(CanvasPoint(x: r - R * nx, y: r + R * ny)),
            .arc(radiusX: R, radiusY: R, largeArc: true, sweep: true, to: CanvasPoint(x: r + R * nx, y: r + R * ny)),
            .close,
        ])
    }

    /// The arrow's corners, clockwise from its point.
    static func arrowCorners(width w: Double, height h: Double) -> [CanvasPoint] {
        [CanvasPoint(x: w / 2, y: 0), CanvasPoint(x: w * 0.92, y: h), CanvasPoint(x: w / 2, y: h * 0.74), CanvasPoint(x: w * 0.08, y: h)]
    }

    /// The flag's pole width and cloth height for an icon `height` points high.
    static func flagProportions(height h: Double) -> (pole: Double, cloth: Double) {
        (max(h * 0.08, 1.5), h * 0.6)
    }

    /// A rectangle with corners rounded to `radius`, clockwise from the top edge.
    static func roundedRectangle(_ box: CanvasBox, radius: Double) -> PathData {
        let r = min(max(radius, 0), box.width / 2, box.height / 2)
        let (x0, y0, x1, y1) = (box.minX, box.minY, box.minX + box.width, box.minY + box.height)
        func corner(_ x: Double, _ y: Double) -> PathCommand { .arc(radiusX: r, radiusY: r, largeArc: false, sweep: true, to: CanvasPoint(x: x, y: y)) }
        return PathData([
            .move(CanvasPoint(x: x0 + r, y: y0)), .line(CanvasPoint(x: x1 - r, y: y0)), corner(x1, y0 + r),
            .line(CanvasPoint(x: x1, y: y1 - r)), corner(x1 - r, y1), .line(CanvasPoint(x: x0 + r, y: y1)), corner(x0, y1 - r),
            .line(CanvasPoint(x: x0, y: y0 + r)), corner(x0 + r, y0), .close,
        ])
    }

    /// The outer edge of a clockwise polygon stroked `2 × distance` wide with mitred joins (SVG's
    /// default miter limit of 4; a sharper corner is bevelled, as the stroke is): each edge moved
    /// out by `distance`, neighbours meeting where the moved edges cross.
    static func mitredOutset(_ corners: [CanvasPoint], by distance: Double) -> [CanvasPoint] {
        guard distance > 0, corners.count >= 3 else { return corners }
        let n = corners.count
        func normal(_ a: CanvasPoint, _ b: CanvasPoint) -> (x: Double, y: Double) {
            let length = hypot(b.x - a.x, b.y - a.y)
            return length > 0 ? ((b.y - a.y) / length, -(b.x - a.x) / length) : (0, 0)
        }
        var outline: [CanvasPoint] = []
        for i in 0..<n {
            let previous = corners[(i + n - 1) % n], corner = corners[i], next = corners[(i + 1) % n]
            let n1 = normal(previous, corner), n2 = normal(corner, next)
            let cosine = n1.x * n2.x + n1.y * n2.y
            let convex = (corner.x - previous.x) * (next.y - corner.y) - (corner.y - previous.y) * (next.x - corner.x) > 0
            // The mitre reaches 1 / sin(θ/2) = √(2 / (1 + cos φ)) times the distance (φ between the normals).
            if convex && (1 + cosine <= 2.0 / 16 || cosine <= -1) {
                outline.append(CanvasPoint(x: corner.x + n1.x * distance, y: corner.y + n1.y * distance))
                outline.append(CanvasPoint(x: corner.x + n2.x * distance, y: corner.y + n2.y * distance))
            } else {
                let k = distance / (1 + cosine)
                outline.append(CanvasPoint(x: corner.x + (n1.x + n2.x) * k, y: corner.y + (n1.y + n2.y) * k))
            }
        }
        return outline
    }
}
