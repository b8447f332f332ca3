import Foundation
import RouteCardGeo
import RouteCardScene
import RouteCardStyle
import Testing

/// `direction-arrows`: the count, spacing and direction of the chevrons, checked against hand
/// arithmetic on straight lines of known length in canvas points.
@Suite struct DirectionArrowsLayerTests {
    func layer(_ json: String = "{}") throws -> DirectionArrowsLayer {
        let style = try Style.decode(Array("{\"version\": 1, \"layers\": [{\"id\": \"a\", \"type\": \"direction-arrows\", \"layout\": \(json)}]}".utf8))
        return try #require(style.layers.first?.layer as? DirectionArrowsLayer)
    }

    @Test func countIsTheWholeNumberOfSpacingsInTheLength() throws {
        let arrows = try layer("{\"spacing\": 50}")
        // A 3-4-5 triangle's hypotenuse scaled: (0,0) → (300,400) is 500 pt; a bend adds 120 pt more.
        let line = [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 300, y: 400), CanvasPoint(x: 420, y: 400)]
        let placed = arrows.arrows(along: line, on: CanvasStyle())
        #expect(placed.count == 12)  // floor(620 / 50)
        // Spread evenly: the leftover 620 − 11·50 = 70 pt is split, 35 pt before the first arrow.
        let first = try #require(placed.first)
        #expect(abs(first.point.x - 35 * 0.6) < 1e-9 && abs(first.point.y - 35 * 0.8) < 1e-9)
        for (a, b) in zip(placed, placed.dropFirst()) where a.point.y < 399 && b.point.y < 399 {
            #expect(abs(hypot(b.point.x - a.point.x, b.point.y - a.point.y) - 50) < 1e-9)
        }
        #expect(arrows.arrows(along: [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 49, y: 0)], on: CanvasStyle()).isEmpty)
        #expect(arrows.arrows(along: [CanvasPoint(x: 5, y: 5)], on: CanvasStyle()).isEmpty)
    }

    @Test func arrowsPointTheWayTheLineRuns() throws {
        let arrows = try layer("{\"spacing\": 40}")
        // Right (0°), down (90° clockwise on a y-down canvas), left (180°), up (−90°).
        let cases: [(CanvasPoint, Double)] = [(CanvasPoint(x: 100, y: 0), 0), (CanvasPoint(x: 0, y: 100), 90),
                                              (CanvasPoint(x: -100, y: 0), 180), (CanvasPoint(x: 0, y: -100), -90)]
        for (end, angle) in cases {
            let placed = arrows.arrows(along: [CanvasPoint(x: 0, y: 0), end], on: CanvasStyle())
            #expect(placed.count == 2)
            for arrow in placed { #expect(abs(arrow.angle - angle) < 1e-9) }
        }
    }

    @Test func anArrowOnASharpBendIsLeftOut() throws {
        let arrows = try layer("{\"spacing\": 100, \"arrow-size\": 10}")
        // 100 pt with a right angle halfway: its one arrow would sit on the corner.
        #expect(arrows.arrows(along: [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 50, y: 0), CanvasPoint(x: 50, y: 50)], on: CanvasStyle()).isEmpty)
        // 200 pt with the corner at 50 pt: the arrow at 100 pt is clear of it.
        #expect(arrows.arrows(along: [CanvasPoint(x: 0, y: 0), CanvasPoint(x: 50, y: 0), CanvasPoint(x: 50, y: 150)], on: CanvasStyle()).count == 1)
    }

    @Test func aRouteRunOutAndBackGetsNoArrowOnTopOfAnother() throws {
        let style = try Style.decode(Array("""
            {"version": 1, "canvas": {"width": 400, "height": 300, "padding": 40},
             "layers": [{"id": "r", "type": "route", "paint": {"line-width": 1}},
                        {"id": "a", "type": "direction-arrows", "layout": {"spacing": 50, "arrow-size": 10}}]}
            """.utf8))
        // East along the equator and back: the line is 319 pt long each way (the padded canvas less
        // the caps), 638 pt in all, so floor(638 / 50) = 12 arrows 44, 94, … 594 pt along. Those on
        // the way back stand exactly on the six going out and are left out.
        let points = [0.0, 0.005, 0.01, 0.005, 0.0].map { TrackPoint(latitude: 0, longitude: $0) }
        let context = LayerContext(track: Track(segments: [TrackSegment(points: points)]), style: style)
        let layer = try #require(style.layers[1].layer as? DirectionArrowsLayer)
        let kept = layer.arrows(in: context, viewport: CardComposer().viewport(for: style, context: context))
        #expect(kept.count == 6)
        #expect(kept.allSatisfy { abs($0.angle) < 1e-6 })
    }

    @Test func chevronTipIsAheadOfItsArms() throws {
        let style = try Style.decode(Array("""
            {"version": 1, "canvas": {"width": 400, "height": 300, "padding": 40},
             "layers": [{"id": "r", "type": "route", "paint": {"line-width": 1}},
                        {"id": "a", "type": "direction-arrows", "layout": {"spacing": 60, "arrow-size": 10}}]}
            """.utf8))
        // Due east along the equator: the drawn line runs left to right.
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0), TrackPoint(latitude: 0, longitude: 0.01)])])
        let context = LayerContext(track: track, style: style)
        let scene = CardComposer().scene(style: style, context: context)
        guard case .group(let group)? = scene.nodes.last, case .path(let path)? = group.children.first else {
            Issue.record("no arrows path")
            return
        }
        let commands = path.data.commands
        // The line fills 319 pt (the canvas less its padding and the 1-pt line's caps): floor(319 / 60) = 5
        // chevrons, the first 39.5 pt from the start, so none is dropped near the ends.
        #expect(commands.count == 5 * 3)
        for index in stride(from: 0, to: commands.count, by: 3) {
            guard case .move(let arm) = commands[index], case .line(let tip) = commands[index + 1],
                  case .line(let other) = commands[index + 2] else { continue }
            #expect(tip.x > arm.x && tip.x > other.x)             // pointing east
            #expect(abs(arm.y - other.y - -10) < 1e-9 || abs(other.y - arm.y - 10) < 1e-9)  // 10 pt across
        }
    }
}
