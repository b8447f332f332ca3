import Testing
import RouteCard
import RouteCardGeo
import RouteCardImages
import RouteCardScene
import RouteCardStyle
@testable import RouteCardRaster

/// What librsvg draws for a title stays inside the box the layout measured and reserved for it —
/// Latin, and Korean (full-width syllables, drawn by whatever CJK font fontconfig falls back to,
/// or by its missing-glyph boxes, both no wider than the 1 em measured).
@Suite struct TextInkTests {
    @Test(arguments: ["Helsinki morning run along the seaside to Lauttasaari and back", "서울 한강 자전거길 아침 라이딩 기록 반포에서 잠실까지"])
    func theInkOfATitleIsInsideItsMeasuredBox(title: String) throws {
        var style = try #require(try BuiltInStyles.style(named: "default"))
        style.canvas.width = 400
        style.canvas.height = 400
        style.canvas.scale = 1
        let track = try ExampleRoute.track()
        let scene = try CardRenderer().scene(for: track, style: style, title: title)
        let measurer = TextMeasurer()
        var boxes: [CanvasBox] = []
        for case .group(let layer) in scene.nodes where layer.id == "title" {
            for case .text(let text) in layer.children {
                let width = measurer.width(of: text.text, fontSize: text.font.size, bold: text.font.isBold)
                boxes.append(CanvasBox(minX: text.position.x, minY: text.position.y - measurer.ascent(fontSize: text.font.size),
                                       maxX: text.position.x + width, maxY: text.position.y + measurer.descent(fontSize: text.font.size)))
            }
        }
        #expect(boxes.count == 2)
        let image = try PixelImage(png: try CardRenderer().png(for: track, style: style, title: title))
        // The title's near-black ink (the stats line is grey, the route below the text band).
        let bottom = Int(boxes.map(\.maxY).max()!.rounded(.up)) + 2
        var inkMinX = Int.max, inkMaxX = Int.min, inkMinY = Int.max, inkMaxY = Int.min
        for y in 0..<bottom {
            for x in 0..<image.width where image.rgba(x: x, y: y)[0] < 90 && image.rgba(x: x, y: y)[2] < 90 {
                inkMinX = min(inkMinX, x); inkMaxX = max(inkMaxX, x); inkMinY = min(inkMinY, y); inkMaxY = max(inkMaxY, y)
            }
        }
        #expect(inkMaxX > inkMinX, "no title ink found")
        let union = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
        #expect(Double(inkMinX) >= union.minX - 1 && Double(inkMaxX + 1) <= union.maxX + 1, "ink x \(inkMinX)…\(inkMaxX), box \(union)")
        #expect(Double(inkMinY) >= union.minY - 1 && Double(inkMaxY + 1) <= union.maxY + 1, "ink y \(inkMinY)…\(inkMaxY), box \(union)")
        #expect(Double(inkMaxX + 1) <= 400)
    }
}
