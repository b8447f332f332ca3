import Foundation
import Testing
import RouteCardGeo
import RouteCardScene
import RouteCardSVG
@testable import RouteCardRaster

/// A blur's filter region is what the group draws grown by 3σ (plus the strokes' reach), not the
/// whole canvas: the pixels must be those of the whole-canvas blur (librsvg's own result, with
/// the region widened back to the canvas in the same document) to within one 8-bit step.
@Suite struct BlurRegionTests {
    static let canvas = CanvasSize(width: 400, height: 300)

    static func scene(_ children: [SceneNode], sigma: Double) -> Scene {
        var glow = SceneGroup(classes: ["blur"], opacity: 0.6, children: children)
        glow.filter = .gaussianBlur(standardDeviation: sigma)
        return Scene(size: canvas, nodes: [
            .rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: canvas.width, height: canvas.height), fill: .color(.white))),
            .group(glow),
        ])
    }

    /// The `x y width height` of the document's first filter.
    static func region(_ svg: String) throws -> [Double] {
        let filter = try #require(svg.range(of: #"<filter id="filter-1"[^>]*>"#, options: .regularExpression).map { String(svg[$0]) })
        return try ["x", "y", "width", "height"].map { name in
            let value = try #require(filter.range(of: #" \#(name)="[^"]*""#, options: .regularExpression).map { filter[$0] })
            return try #require(Double(value.split(separator: "\"")[1]))
        }
    }

    @Test func theRegionIsTheDrawnBoxGrownByThreeDeviations() throws {
        let curve = SceneNode.path(ScenePath(classes: ["route"], data: PathData([
            .move(CanvasPoint(x: 120, y: 90)), .cubic(CanvasPoint(x: 180, y: 40), CanvasPoint(x: 240, y: 200), CanvasPoint(x: 290, y: 150)),
            .line(CanvasPoint(x: 300, y: 210)),
        ]), stroke: Stroke(color: Color(r: 26, g: 102, b: 230), width: 9, cap: .round, join: .round)))
        let svg = String(decoding: SVGWriter().write(Self.scene([curve], sigma: 6)), as: UTF8.self)
        let region = try Self.region(svg)
        // Control points 120…300 × 40…210, the stroke's reach 4.5, 3σ + 1 = 19, whole points outward.
        #expect(region == [96, 16, 228, 218])
        let wide = svg.replacingOccurrences(of: #"x="96" y="16" width="228" height="218""#, with: #"x="0" y="0" width="400" height="300""#)
        #expect(wide != svg)
        let tight = try PixelImage(png: Rasterizer().png(svg: Array(svg.utf8), scale: 2))
        let reference = try PixelImage(png: Rasterizer().png(svg: Array(wide.utf8), scale: 2))
        #expect(tight.size == reference.size)
        let largest = zip(tight.rgba, reference.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largest <= 1, "largest difference \(largest)")
    }

    @Test func regionsStayOnTheCanvasAndTextKeepsTheWholeCanvas() throws {
        let edge = SceneNode.path(ScenePath(classes: ["route"], data: PathData(polyline: [CanvasPoint(x: -50, y: 10), CanvasPoint(x: 200, y: 10)]),
                                            stroke: Stroke(color: .black, width: 4, cap: .round, join: .round)))
        let clipped = String(decoding: SVGWriter().write(Self.scene([edge], sigma: 5)), as: UTF8.self)
        #expect(try Self.region(clipped) == [0, 0, 218, 28])
        let label = SceneNode.text(SceneText(text: "Glow", position: CanvasPoint(x: 50, y: 50), font: FontSpec(size: 12), fill: .black))
        let whole = String(decoding: SVGWriter().write(Self.scene([edge, label], sigma: 5)), as: UTF8.self)
        #expect(try Self.region(whole) == [0, 0, 400, 300])
    }

    @Test func oneBlurOverTwoRegionsIsWrittenTwice() {
        let a = SceneNode.path(ScenePath(data: PathData(polyline: [CanvasPoint(x: 10, y: 10), CanvasPoint(x: 60, y: 10)]),
                                         stroke: Stroke(color: .black, width: 2, cap: .round, join: .round)))
        let b = SceneNode.path(ScenePath(data: PathData(polyline: [CanvasPoint(x: 200, y: 200), CanvasPoint(x: 260, y: 250)]),
                                         stroke: Stroke(color: .black, width: 2, cap: .round, join: .round)))
        var first = SceneGroup(children: [a]), second = SceneGroup(children: [b]), third = SceneGroup(children: [a])
        for index in [0, 1, 2] {
            switch index {
            case 0: first.filter = .gaussianBlur(standardDeviation: 3)
            case 1: second.filter = .gaussianBlur(standardDeviation: 3)
            default: third.filter = .gaussianBlur(standardDeviation: 3)
            }
        }
        let svg = String(decoding: SVGWriter().write(Scene(size: Self.canvas, nodes: [.group(first), .group(second), .group(third)])),
                         as: UTF8.self)
        #expect(svg.components(separatedBy: "<filter ").count - 1 == 2)
        #expect(svg.components(separatedBy: "filter=\"url(#filter-1)\"").count - 1 == 2)
        #expect(svg.contains("filter=\"url(#filter-2)\""))
    }
}
