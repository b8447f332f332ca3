import RouteCardGeo
import RouteCardInput
import RouteCardSVG
import RouteCardScene
import RouteCardStyle
import XCTest
@testable import RouteCard

/// `render --animate`: lengths and timings worked out by hand from 3-4-5 triangles.
final class RouteAnimatorTests: XCTestCase {
    func path(_ classes: [String], _ points: [(Double, Double)], role: SceneRole? = nil) -> SceneNode {
        .path(ScenePath(classes: classes, data: PathData(polyline: points.map { CanvasPoint(x: $0.0, y: $0.1) }),
                        stroke: Stroke(color: Color(r: 255, g: 0, b: 0), width: 4),
                        role: role ?? (classes == ["casing"] ? .routeCasing : classes == ["segment"] ? .routeLine : nil)))
    }

    func testPathsAreFoundByRoleNotByClass() throws {
        // A plugin layer named like the route, with a path classed `route segment` but no role: untouched.
        let impostor = SceneGroup(id: "route", classes: ["layer", "route"], children: [
            path(["route", "segment-like"], [(0, 0), (10, 0)]),
        ])
        // A plugin layer of another type whose nested path has the route-line role: animated, and the marker follows it.
        let plugin = SceneGroup(id: "my-trail", classes: ["layer", "my-trail"], children: [
            .group(SceneGroup(classes: ["inner"], children: [path(["trail"], [(0, 0), (30, 40)], role: .routeLine)])),
        ])
        let scene = Scene(size: CanvasSize(width: 100, height: 100), nodes: [.group(impostor), .group(plugin)])
        let animated = RouteAnimator(duration: 2).animate(scene)
        XCTAssertEqual(animated.nodes.count, 3)
        XCTAssertEqual(animated.nodes[0], scene.nodes[0], "a path without a role is not animated")
        guard case .group(let drawn) = animated.nodes[1], case .group(let inner) = drawn.children.first,
              case .path(let trail) = inner.children.first else { return XCTFail("nested path expected") }
        XCTAssertEqual(trail.animation, .draw(length: 50, duration: 2, start: 0, end: 1))
        guard case .group(let moving) = animated.nodes[2] else { return XCTFail("marker layer expected") }
        XCTAssertEqual(moving.id, "animation")
    }

    func testSegmentsDrawInTurnAndTheMarkerEndsAtTheFinish() throws {
        // Segment 1: (0,0)→(30,40)→(30,50): 50 + 10 = 60 pt. Segment 2: (100,100)→(100,120): 20 pt. Total 80.
        let route = SceneGroup(id: "route", classes: ["layer", "route"], children: [
            path(["casing"], [(0, 0), (30, 40), (30, 50)]), path(["casing"], [(100, 100), (100, 120)]),
            path(["segment"], [(0, 0), (30, 40), (30, 50)]), path(["segment"], [(100, 100), (100, 120)]),
        ])
        let finish = SceneGroup(id: "finish", classes: ["layer", "markers"])
        let scene = Scene(size: CanvasSize(width: 200, height: 200), nodes: [.group(route), .group(finish)])
        let animated = RouteAnimator(duration: 8).animate(scene)
        XCTAssertEqual(animated.nodes.count, 3)
        guard case .group(let layer) = animated.nodes[0], case .group(let moving) = animated.nodes[1],
              case .group(let last) = animated.nodes[2] else { return XCTFail("groups expected") }
        XCTAssertEqual(last.id, "finish", "the marker layer goes right above the route")
        let draws = layer.children.map { node -> SceneAnimation? in
            if case .path(let path) = node { return path.animation }
            return nil
        }
        XCTAssertEqual(draws, [.draw(length: 60, duration: 8, start: 0, end: 0.75), .draw(length: 20, duration: 8, start: 0.75, end: 1),
                               .draw(length: 60, duration: 8, start: 0, end: 0.75), .draw(length: 20, duration: 8, start: 0.75, end: 1)])
        XCTAssertEqual(moving.id, "animation")
        guard case .group(let marker) = moving.children.first else { return XCTFail("marker expected") }
        XCTAssertEqual(marker.transform, Transform(x: 100, y: 120), "resting at the finish for static renderers")
        // Relative to the finish (100,120); a jump (move) between the segments.
        XCTAssertEqual(marker.animation, .motion(path: PathData([
            .move(CanvasPoint(x: -100, y: -120)), .line(CanvasPoint(x: -70, y: -80)), .line(CanvasPoint(x: -70, y: -70)),
            .move(CanvasPoint(x: 0, y: -20)), .line(CanvasPoint(x: 0, y: 0)),
        ]), duration: 8))

        let svg = SVGWriter().string(animated)
        XCTAssertTrue(svg.contains(#"<animate attributeName="stroke-dasharray" values="0 61;61 0;61 0" keyTimes="0;0.75;1" dur="8s" fill="freeze"/>"#), svg)
        XCTAssertTrue(svg.contains(#"<animate attributeName="stroke-dasharray" values="0 21;0 21;21 0" keyTimes="0;0.75;1" dur="8s" fill="freeze"/>"#), svg)
        XCTAssertTrue(svg.contains(#"<animateMotion path="M-100 -120L-70 -80 -70 -70M0 -20L0 0" dur="8s" fill="freeze"/>"#), svg)
    }

    func testASceneWithoutRoutesIsUnchanged() {
        let scene = Scene(size: CanvasSize(width: 10, height: 10), nodes: [.group(SceneGroup(id: "paper", classes: ["layer", "background"]))])
        XCTAssertEqual(RouteAnimator(duration: 3).animate(scene), scene)
    }

    func testLiveMapWithARouteIsFittedToTheRoute() throws {
        let track = try GPXReader().read(ExampleRoute.bytes, path: "example.gpx")
        let style = try XCTUnwrap(BuiltInStyles.style(named: "live"))
        let map = LiveMap(style: style, region: GeoRegion(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), radius: 50_000),
                          track: track)
        let context = LayerContext(track: track, style: style)
        XCTAssertEqual(map.frameViewport, CardComposer().viewport(for: style, context: context))
    }
}
