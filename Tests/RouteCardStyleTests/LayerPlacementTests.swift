@testable import RouteCard
import RouteCardGeo
import RouteCardMap
import RouteCardScene
import RouteCardStyle
import XCTest

/// Where layers put things, checked against the projection and hand arithmetic.
final class LayerPlacementTests: XCTestCase {
    let track = Track(name: "Test", segments: [TrackSegment(points: [
        TrackPoint(latitude: 37.425105, longitude: -122.126424),
        TrackPoint(latitude: 37.430285, longitude: -122.168309),
    ])])

    func style(_ layers: String, canvas: String = "{\"width\": 400, \"height\": 300, \"padding\": 40}",
               resources: ResourceResolver = .none) throws -> Style {
        try Style.decode(Array("{\"version\": 1, \"canvas\": \(canvas), \"layers\": [\(layers)]}".utf8), resources: resources)
    }

    func render(_ style: Style) -> (Scene, Viewport) {
        let context = LayerContext(track: track, style: style)
        return (CardComposer().scene(style: style, context: context), CardComposer().viewport(for: style, context: context))
    }

    func children(of layer: String, in scene: Scene) -> [SceneNode] {
        for case .group(let group) in scene.nodes where group.id == layer { return group.children }
        XCTFail("no layer \(layer)")
        return []
    }

    /// Seed 001 draws `MKPinAnnotationView`'s image at `point − size/2 + centerOffset`. With
    /// `icon-anchor: center` and `icon-offset` = centerOffset, an image icon lands on the same spot.
    func testPinImageWithCentreOffsetReproducesSeed001() throws {
        // A PNG header announcing 32 × 39 pixels (the classic pin image's size) is all the layer reads.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 32, 0, 0, 0, 39, 8, 6, 0, 0, 0]
        let style = try style("""
            {"id": "pins", "type": "markers", "source": "endpoints",
             "layout": {"icon-image": "pin.png", "icon-size": 39, "icon-anchor": "center", "icon-offset": [8, -15]}}
            """, resources: .inMemory(["pin.png": png]))
        let (scene, viewport) = render(style)
        let markers = children(of: "pins", in: scene)
        XCTAssertEqual(markers.count, 2)
        for (marker, point) in zip(markers, track.segments[0].points) {
            let p = viewport.point(for: point.coordinate)
            guard case .group(let group) = marker, case .group(let icon)? = group.children.first,
                  case .image(let image)? = icon.children.first, let transform = icon.transform else {
                return XCTFail("unexpected marker shape \(marker)")
            }
            // Seed 001: x = p.x − 32/2 + 8, y = p.y − 39/2 − 15.
            XCTAssertEqual(transform.x + image.box.minX, p.x - 16 + 8, accuracy: 1e-9)
            XCTAssertEqual(transform.y + image.box.minY, p.y - 19.5 - 15, accuracy: 1e-9)
            XCTAssertEqual(image.box.width, 32, accuracy: 1e-9)
        }
    }

    func testBuiltInPinTipSitsOnTheCoordinate() throws {
        let (scene, viewport) = render(try style("{\"id\": \"m\", \"type\": \"markers\", \"source\": \"start\"}"))
        guard case .group(let marker)? = children(of: "m", in: scene).first,
              case .group(let icon)? = marker.children.last(where: { if case .group(let g) = $0 { g.classes == ["icon"] } else { false } }),
              case .path(let pin)? = icon.children.first, case .move(let tip)? = pin.data.commands.first,
              let transform = icon.transform else { return XCTFail("unexpected marker shape") }
        let p = viewport.point(for: track.segments[0].points[0].coordinate)
        XCTAssertEqual(transform.x + tip.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(transform.y + tip.y, p.y, accuracy: 1e-9)
    }

    func testEveryAnchorPlacesTheIconBoxAroundTheCoordinate() throws {
        let expected: [String: (Double, Double)] = [
            "center": (-10, -10), "left": (0, -10), "right": (-20, -10), "top": (-10, 0), "bottom": (-10, -20),
            "top-left": (0, 0), "top-right": (-20, 0), "bottom-left": (0, -20), "bottom-right": (-20, -20),
        ]
        for (anchor, origin) in expected {
            let (scene, viewport) = render(try style("""
                {"id": "m", "type": "markers", "source": "start",
                 "layout": {"icon-image": "square", "icon-size": 20, "icon-anchor": "\(anchor)", "icon-offset": [3, -4]},
                 "paint": {"icon-halo-width": 0, "icon-shadow": false}}
                """))
            guard case .group(let marker)? = children(of: "m", in: scene).first, case .group(let icon)? = marker.children.first,
                  case .rect(let rect)? = icon.children.first, let transform = icon.transform else { return XCTFail(anchor) }
            let p = viewport.point(for: track.segments[0].points[0].coordinate)
            XCTAssertEqual(transform.x + rect.box.minX, p.x + origin.0 + 3, accuracy: 1e-9, anchor)
            XCTAssertEqual(transform.y + rect.box.minY, p.y + origin.1 - 4, accuracy: 1e-9, anchor)
        }
    }

    func testRouteAndMarkersStayInsideThePadding() throws {
        let style = try style("""
            {"id": "route", "type": "route", "paint": {"line-width": 10}},
            {"id": "m", "type": "markers", "source": "endpoints", "layout": {"icon-image": "pin", "icon-size": 40}}
            """)
        let (scene, viewport) = render(style)
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for case .path(let path) in children(of: "route", in: scene) {
            for case .move(let p) in path.data.commands { minX = min(minX, p.x - 5); maxX = max(maxX, p.x + 5); minY = min(minY, p.y - 5); maxY = max(maxY, p.y + 5) }
            for case .line(let p) in path.data.commands { minX = min(minX, p.x - 5); maxX = max(maxX, p.x + 5); minY = min(minY, p.y - 5); maxY = max(maxY, p.y + 5) }
        }
        // Pins: 30 wide, 40 tall, tip on the point, plus a 1-point border (half of the default 2).
        for point in track.segments[0].points {
            let p = viewport.point(for: point.coordinate)
            minX = min(minX, p.x - 16); maxX = max(maxX, p.x + 16); minY = min(minY, p.y - 41); maxY = max(maxY, p.y + 1)
        }
        XCTAssertGreaterThanOrEqual(minX, 40 - 1e-6)
        XCTAssertLessThanOrEqual(maxX, 360 + 1e-6)
        XCTAssertGreaterThanOrEqual(minY, 40 - 1e-6)
        XCTAssertLessThanOrEqual(maxY, 260 + 1e-6)
        // The limiting axis touches the padding on both sides.
        XCTAssertTrue(abs(minX - 40) < 1e-6 && abs(maxX - 360) < 1e-6 || abs(minY - 40) < 1e-6 && abs(maxY - 260) < 1e-6)
    }

    func testSegmentsAreDrawnSeparately() throws {
        let twoSegments = Track(segments: [
            TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0), TrackPoint(latitude: 0, longitude: 0.01)]),
            TrackSegment(points: [TrackPoint(latitude: 0.01, longitude: 0), TrackPoint(latitude: 0.01, longitude: 0.01)]),
        ])
        let style = try style("{\"id\": \"route\", \"type\": \"route\"}")
        let scene = try CardRenderer().scene(for: twoSegments, style: style)
        XCTAssertEqual(children(of: "route", in: scene).count, 2)
    }

    func testSimplificationToleranceFollowsTheScale() throws {
        // A dense zigzag of 0.2-point amplitude at scale 1 disappears; at scale 8 (tolerance 1/32 pt) it stays.
        var points: [TrackPoint] = []
        for i in 0..<2000 { points.append(TrackPoint(latitude: (i % 2 == 0 ? 0 : 2e-6), longitude: Double(i) * 1e-5)) }
        let dense = Track(segments: [TrackSegment(points: points)])
        func count(scale: Double) throws -> Int {
            let style = try style("{\"id\": \"route\", \"type\": \"route\"}",
                                  canvas: "{\"width\": 800, \"height\": 800, \"scale\": \(scale), \"padding\": 40}")
            let scene = try CardRenderer().scene(for: dense, style: style)
            guard case .path(let path)? = children(of: "route", in: scene).first else { return 0 }
            return path.data.commands.count
        }
        XCTAssertLessThan(try count(scale: 1), 50)
        XCTAssertGreaterThan(try count(scale: 8), 1000)
    }

    func testTextTokens() throws {
        let style = try style("{\"id\": \"t\", \"type\": \"text\", \"layout\": {\"text-field\": \"{name} · {distance} · {{x}}\"}}")
        let scene = try CardRenderer().scene(for: track, style: style, title: "Palo Alto")
        guard case .text(let text)? = children(of: "t", in: scene).first else { return XCTFail() }
        // 3,751.58 m between the two points (GeographicLib, WGS84) → "3.75 km".
        XCTAssertEqual(text.text, "Palo Alto · 3.75 km · {x}")
    }
}
