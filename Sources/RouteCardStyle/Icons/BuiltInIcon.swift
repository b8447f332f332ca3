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
            let d = h - r
            let half = r * (1 - (r / d) * (r / d)).squareRoot()
            let tangentY = r + r * r / d
            let outline = PathData([
                .move(CanvasPoint(x: r, y: h)),
                .line(CanvasPoint(x: r - half, y: tangentY)),
                .arc(radiusX: r, radiusY: r, largeArc: true, sweep: true, to: CanvasPoint(x: r + half, y: tangentY)),
                .close,
            ])
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
            let outline = PathData(polygon: [
                CanvasPoint(x: w / 2, y: 0), CanvasPoint(x: w * 0.92, y: h),
                CanvasPoint(x: w / 2, y: h * 0.74), CanvasPoint(x: w * 0.08, y: h),
            ])
            return [.path(ScenePath(classes: ["icon"], data: outline, fill: .color(color), stroke: border))]
        case .flag:
            let pole = max(h * 0.08, 1.5)
            let flagLeft = pole, flagHeight = h * 0.6, flagWidth = w - pole
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
}
