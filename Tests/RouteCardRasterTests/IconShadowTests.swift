import Foundation
import Testing
import RouteCardGeo
import RouteCardScene
import RouteCardStyle
import RouteCardSVG
@testable import RouteCardRaster

/// A marker's shadow is one path, the icon's silhouette, filled translucent black. It must cover
/// what the icon's own shapes (with their border), every paint made black, cover under one group
/// opacity — the SVG specification's way of compositing them once — to within the antialiasing of
/// their edges (a shadow a pixel too small or too large would differ by the shadow's whole 56
/// steps), for every built-in icon, with and without a border.
@Suite struct IconShadowTests {
    static let scale = 4.0

    /// The icon drawn at (10, 10) on white, its shadow made both ways side by side.
    static func pixels(_ icon: BuiltInIcon, border: Double, silhouette: Bool) throws -> PixelImage {
        let size = 30.0
        let canvas = CanvasSize(width: 60, height: 60)
        var nodes: [SceneNode] = [.rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: 60, height: 60), fill: .color(.white)))]
        if silhouette {
            nodes.append(.path(ScenePath(data: icon.silhouette(size: size, border: border).transformed(scale: 1, dx: 10, dy: 10),
                                         fill: .color(.black), opacity: 0.22)))
        } else {
            let shapes = icon.nodes(size: size, color: .black, border: border > 0 ? Stroke(color: .black, width: border) : nil).map(black)
            nodes.append(.group(SceneGroup(transform: Transform(x: 10, y: 10), opacity: 0.22, children: shapes)))
        }
        let svg = SVGWriter().write(Scene(size: canvas, nodes: nodes))
        return try PixelImage(png: Rasterizer().png(svg: svg, scale: scale))
    }

    /// The node with every fill and stroke black (the pin's dot and the flag's cloth are white).
    static func black(_ node: SceneNode) -> SceneNode {
        switch node {
        case .path(var path):
            if case .color = path.fill { path.fill = .color(.black) }
            path.stroke?.color = .black
            return .path(path)
        case .circle(var circle):
            if case .color = circle.fill { circle.fill = .color(.black) }
            circle.stroke?.color = .black
            return .circle(circle)
        case .rect(var rect):
            if case .color = rect.fill { rect.fill = .color(.black) }
            rect.stroke?.color = .black
            return .rect(rect)
        default:
            return node
        }
    }

    @Test(arguments: BuiltInIcon.allCases, [0.0, 3])
    func theSilhouetteCoversWhatTheShapesCover(icon: BuiltInIcon, border: Double) throws {
        let shapes = try Self.pixels(icon, border: border, silhouette: false)
        let silhouette = try Self.pixels(icon, border: border, silhouette: true)
        let differences = zip(shapes.rgba, silhouette.rgba).map { abs(Int($0) - Int($1)) }
        let largest = differences.max() ?? 0
        #expect(largest <= 16, "\(icon) border \(border): largest difference \(largest)")
        // The shadow is there: 22 % black over white is 199 (the icon's middle row, somewhere dark).
        let darkest = silhouette.rgba.enumerated().filter { $0.offset % 4 == 0 }.map(\.element).min() ?? 255
        #expect(abs(Int(darkest) - 199) <= 1, "\(icon): darkest red \(darkest)")
    }
}
