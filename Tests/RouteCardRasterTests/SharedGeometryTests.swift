import Foundation
import Testing
import RouteCard
import RouteCardGeo
import RouteCardRaster
import RouteCardScene
import RouteCardSVG

/// Geometry drawn twice (a casing and its line, a glow under the line) is written once in
/// `<defs>` and referenced by `<use>`s that carry their own paint: the pixels librsvg draws are
/// those of the same card written with every path in full.
@Suite struct SharedGeometryTests {
    /// The example card in a built-in style, as a scene.
    static func exampleScene(style name: String) throws -> Scene {
        let style = try #require(try BuiltInStyles.style(named: name))
        return try CardRenderer().scene(for: try ExampleRoute.track(), style: style)
    }

    /// How many times `part` occurs in `text`.
    static func count(_ part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    @Test func twoRoutePathsWithTheSameLongDataShareIt() throws {
        let points = (0..<40).map { CanvasPoint(x: Double($0) * 5.25, y: Double($0 % 7) * 11.5) }
        let data = PathData(polyline: points)
        let short = PathData(polyline: [CanvasPoint(x: 1, y: 2), CanvasPoint(x: 3, y: 4)])
        let other = PathData(polyline: points.map { CanvasPoint(x: $0.y, y: $0.x) })
        let scene = Scene(size: CanvasSize(width: 300, height: 100), nodes: [
            .path(ScenePath(classes: ["casing"], data: data, stroke: Stroke(color: .white, width: 8), role: .routeCasing)),
            .group(SceneGroup(id: "line", children: [
                .path(ScenePath(id: "route-line", classes: ["segment"], data: data, stroke: Stroke(color: .black, width: 3, cap: .round),
                                role: .routeLine)),
            ])),
            .path(ScenePath(data: short, stroke: Stroke(color: .black, width: 1), role: .routeLine)),
            .path(ScenePath(data: short, stroke: Stroke(color: .white, width: 1), role: .routeLine)),
            // A map layer's casing and line (no role) stay two full paths.
            .path(ScenePath(classes: ["line"], data: other, stroke: Stroke(color: .white, width: 5))),
            .path(ScenePath(classes: ["line"], data: other, stroke: Stroke(color: .black, width: 2))),
        ])
        let svg = SVGWriter().string(scene)
        let full = try #require(svg.range(of: #"<path id="geometry-1" d=""#))
        // The long data once, geometry only (no paint of its own to override the <use>'s), in <defs>.
        let definition = String(svg[full.lowerBound...].prefix { $0 != "\n" })
        #expect(definition.hasSuffix("\"/>") && !definition.contains("stroke") && !definition.contains("fill"))
        #expect(svg.range(of: "<defs>")!.lowerBound < full.lowerBound && full.upperBound < svg.range(of: "</defs>")!.lowerBound)
        #expect(Self.count("M0 0L5.25 11.5", in: svg) == 1)
        #expect(svg.contains(##"<use class="casing" xlink:href="#geometry-1" fill="none" stroke="#ffffff" stroke-width="8"/>"##))
        #expect(svg.contains(##"<use id="route-line" class="segment" xlink:href="#geometry-1" fill="none" stroke="#000000" stroke-width="3" stroke-linecap="round"/>"##))
        // Short data stays inline, twice.
        #expect(Self.count(#"d="M1 2L3 4""#, in: svg) == 2)
        #expect(!svg.contains("geometry-2"))
        #expect(Self.count(#"<path class="line" d="M0 0L11.5 5.25"#, in: svg) == 2)
        // Writing every path in full is still possible.
        let inline = SVGWriter(sharedGeometryMinimum: .max).string(scene)
        #expect(!inline.contains("<use") && Self.count("M0 0L5.25 11.5", in: inline) == 2)
    }

    @Test(arguments: ["default", "dark"])
    func theRouteIsWrittenOnceAndDrawnAsBefore(style name: String) throws {
        let scene = try Self.exampleScene(style: name)
        let shared = SVGWriter().write(scene)
        let inline = SVGWriter(sharedGeometryMinimum: .max).write(scene)
        let text = String(decoding: shared, as: UTF8.self)
        #expect(text.contains(#"<path id="geometry-1" d="M"#), "\(name): nothing shared")
        #expect(Self.count(##" xlink:href="#geometry-"##, in: text) >= 2)
        #expect(shared.count * 3 < inline.count * 2, "\(name): \(shared.count) bytes shared, \(inline.count) inline")
        for scale in [1.0, 2.0] {
            let before = try PixelImage(png: try Rasterizer().png(svg: inline, scale: scale))
            let after = try PixelImage(png: try Rasterizer().png(svg: shared, scale: scale))
            let comparison = PixelComparison(expected: before, actual: after, tolerance: 1)
            #expect(comparison.differingPixels == 0, "\(name) at \(scale)×: \(comparison.differingPixels) pixels differ, by up to \(comparison.maxDifference)")
        }
    }

    @Test(arguments: ["default", "dark"])
    func everyAnimatedRouteLineKeepsItsAnimation(style name: String) throws {
        let scene = try Self.exampleScene(style: name)
        let animated = RouteAnimator(duration: 6).animate(scene)
        let text = SVGWriter().string(animated)
        #expect(text.contains("<use "), "\(name): nothing shared")
        // Every route element (path or use, casing or line) is closed after its own <animate>.
        let lines = text.split(separator: "\n").map(String.init)
        var routeElements = 0
        for (index, line) in lines.enumerated() where line.contains("class=\"segment\"") || line.contains("class=\"casing\"") {
            routeElements += 1
            #expect(!line.hasSuffix("/>"), "\(name): \(line.prefix(60)) has no animation")
            #expect(index + 2 < lines.count && lines[index + 1].hasPrefix("<animate attributeName=\"stroke-dasharray\"")
                && (lines[index + 2] == "</use>" || lines[index + 2] == "</path>"))
        }
        #expect(routeElements >= 2)
    }
}
