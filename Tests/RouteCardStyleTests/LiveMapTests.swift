import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import RouteCard
import RouteCardGeo
import RouteCardScene
import RouteCardStyle

/// Live frames: one `annotation-ID` group per annotation inside the region, placed at its
/// projected point, turned by its heading, coloured by status and faded by distance.
final class LiveMapTests: XCTestCase {
    let centre = GeoCoordinate(latitude: 37.5665, longitude: 126.9780)

    func style() throws -> Style {
        let json = ##"""
        {"version": 1, "canvas": {"width": 400, "height": 300, "padding": 20}, "layers": [
          {"id": "area", "type": "radius"},
          {"id": "drivers", "type": "markers", "source": "annotations",
           "layout": {"icon-image": "arrow", "icon-size": 20, "text-field": "{id} {status}"},
           "paint": {"icon-color": ["match", ["get", "status"], "matched", "#ff9500", "#0a84ff"],
                     "icon-opacity": ["interpolate", ["linear"], ["get", "distance-ratio"], 0.5, 1, 1, 0.35]}}
        ]}
        """##
        return try Style.decode(Array(json.utf8), file: "live-test.json")
    }

    /// The annotation groups of a scene's `drivers` layer, by id.
    func annotationGroups(_ scene: Scene) -> [String: SceneGroup] {
        var result: [String: SceneGroup] = [:]
        for case .group(let layer) in scene.nodes where layer.id == "drivers" {
            for case .group(let group) in layer.children { result[group.id ?? "?"] = group }
        }
        return result
    }

    func iconFill(_ group: SceneGroup) -> Color? {
        for case .group(let icon) in group.children where icon.classes == ["icon"] {
            for case .path(let path) in icon.children { if case .color(let color) = path.fill { return color } }
        }
        return nil
    }

    func testFrameDrawsEachAnnotationOnceWhereItIsColouredAndFaded() throws {
        let radius = 3000.0
        var map = LiveMap(style: try style(), region: GeoRegion(center: centre, radius: radius))
        let near = GeoRegion(center: centre, radius: 500).point(bearing: 0)
        let far = GeoRegion(center: centre, radius: 2250).point(bearing: 90)      // ratio 0.75
        map.apply(.upsert(id: "a", coordinate: GeoRegion(center: centre, radius: 400).point(bearing: 180), properties: ["status": "matched"]))
        map.apply(.upsert(id: "a", coordinate: near))                              // moves north: heading 0
        map.apply(.upsert(id: "b", coordinate: far, heading: 135, properties: ["status": "available"]))
        map.apply(.upsert(id: "gone", coordinate: GeoRegion(center: centre, radius: 3001).point(bearing: 10)))
        let scene = map.scene()
        let groups = annotationGroups(scene)
        XCTAssertEqual(groups.keys.sorted(), ["annotation-a", "annotation-b"])
        let a = try XCTUnwrap(groups["annotation-a"]), b = try XCTUnwrap(groups["annotation-b"])
        XCTAssertEqual(a.classes, ["annotation"])
        XCTAssertEqual(a.data, ["id": "a", "heading": "0", "status": "matched"])
        XCTAssertEqual(b.data["heading"], "135")
        XCTAssertEqual(iconFill(a), Color(r: 255, g: 149, b: 0))
        XCTAssertEqual(iconFill(b), Color(r: 10, g: 132, b: 255))
        XCTAssertEqual(a.opacity, 1, accuracy: 1e-12)
        XCTAssertEqual(b.opacity, 0.675, accuracy: 1e-6)       // 1 + (0.75 − 0.5)/0.5 × (0.35 − 1)
        let viewport = map.frameViewport
        let pointA = viewport.point(for: near), pointB = viewport.point(for: far)
        XCTAssertEqual(a.transform, Transform(x: pointA.x, y: pointA.y))
        XCTAssertEqual(b.transform, Transform(x: pointB.x, y: pointB.y))
        // The label is written once per annotation with its tokens.
        let svg = String(decoding: map.svg(), as: UTF8.self)
        XCTAssertTrue(svg.contains(">a matched</text>"))
        XCTAssertTrue(svg.contains(#"<g id="annotation-b" class="annotation" data-heading="135" data-id="b" data-status="available""#))
        XCTAssertTrue(svg.contains("rotate(135)"))
        XCTAssertEqual(svg.components(separatedBy: "id=\"annotation-a\"").count, 2)
        XCTAssertTrue(Self.isWellFormed(svg))
    }

    func testUpdatesMoveTheSameGroupAndRemovalDropsIt() throws {
        var map = LiveMap(style: try style(), region: GeoRegion(center: centre, radius: 3000))
        map.apply(.upsert(id: "a", coordinate: centre))
        let first = try XCTUnwrap(annotationGroups(map.scene())["annotation-a"]?.transform)
        map.apply(.upsert(id: "a", coordinate: GeoRegion(center: centre, radius: 1000).point(bearing: 90)))
        let groups = annotationGroups(map.scene())
        XCTAssertEqual(groups.count, 1)
        let second = try XCTUnwrap(groups["annotation-a"])
        XCTAssertGreaterThan(second.transform!.x, first.x + 10, "moved east")
        XCTAssertEqual(Double(second.data["heading"]!)!, 90, accuracy: 0.01)
        map.apply(.remove(id: "a"))
        XCTAssertTrue(annotationGroups(map.scene()).isEmpty)
    }

    func testLabelTokensOfAnAnnotation() throws {
        let json = ##"""
        {"version": 1, "layers": [
          {"id": "drivers", "type": "markers", "source": "annotations",
           "layout": {"text-field": "{id} · {heading} · {distance} · {status} · {count}"}},
          {"id": "title", "type": "text", "layout": {"text-field": "{count} within {radius}"}}
        ]}
        """##
        var map = LiveMap(style: try Style.decode(Array(json.utf8)), region: GeoRegion(center: centre, radius: 3000))
        map.apply(.upsert(id: "b", coordinate: GeoRegion(center: centre, radius: 2250).point(bearing: 90), heading: 135))
        let svg = String(decoding: map.svg(), as: UTF8.self)
        // 2250 m is written like route distances (`2.25 km`); a missing property is left out
        // together with its separator.
        XCTAssertTrue(svg.contains(">b · 135° · 2.25 km · 1</text>"), svg)
        XCTAssertTrue(svg.contains(">1 within 3 km</text>"), svg)
        XCTAssertEqual(LiveMap.formatRadius(50_000, units: .metric), "50 km")
        XCTAssertEqual(LiveMap.formatRadius(2500, units: .metric), "2.50 km")
        XCTAssertEqual(LiveMap.formatRadius(4828.032, units: .imperial), "3 mi")   // 3 × 1609.344 m
    }

    func testIdsAreSanitisedForXMLAndCSS() throws {
        // Hand-encoded: space 0x20, < 0x3c, & 0x26, " 0x22, _ 0x5f, é = C3 A9 in UTF-8.
        XCTAssertEqual(AnnotationLook.sanitizedID("a b<&\"_é"), "a_20b_3c_26_22_5f_c3_a9")
        XCTAssertEqual(AnnotationLook.sanitizedID("driver-7"), "driver-7")
        var map = LiveMap(style: try style(), region: GeoRegion(center: centre, radius: 3000))
        map.apply(.upsert(id: "x\"><script>", coordinate: centre, properties: ["status": "<b>", "Bad Key": "v"]))
        let svg = String(decoding: map.svg(), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"id="annotation-x_22_3e_3cscript_3e""#))
        XCTAssertTrue(svg.contains(#"data-id="x&quot;&gt;&lt;script&gt;""#))
        XCTAssertFalse(svg.contains("Bad Key"))
        XCTAssertTrue(Self.isWellFormed(svg))
    }

    /// The live viewport shows the whole circle: every boundary point is inside the padded box and
    /// the circle touches it (the fit is tight on the limiting axis).
    func testViewportFitsTheWholeCircle() throws {
        let region = GeoRegion(center: centre, radius: 50_000)
        let map = LiveMap(style: try style(), region: region)
        let points = region.boundary(count: 720).map { map.frameViewport.point(for: $0) }
        let minX = points.map(\.x).min()!, maxX = points.map(\.x).max()!
        let minY = points.map(\.y).min()!, maxY = points.map(\.y).max()!
        XCTAssertGreaterThanOrEqual(minX, 20 - 1e-6)
        XCTAssertLessThanOrEqual(maxX, 380 + 1e-6)
        XCTAssertGreaterThanOrEqual(minY, 20 - 1e-6)
        XCTAssertLessThanOrEqual(maxY, 280 + 1e-6)
        // 300 pt tall canvas, 260 pt usable: the circle's height limits the scale.
        XCTAssertEqual(maxY - minY, 260, accuracy: 0.5)
        XCTAssertEqual((minX + maxX) / 2, 200, accuracy: 0.5)
    }

    func testAnnotationsOutsideTheRegionAreNotDrawnEvenWhenGivenDirectly() throws {
        let style = try style()
        var context = LayerContext(track: Track(), style: style)
        let region = GeoRegion(center: centre, radius: 1000)
        context.annotations = AnnotationFrame(annotations: [
            Annotation(id: "in", coordinate: GeoRegion(center: centre, radius: 999).point(bearing: 0)),
            Annotation(id: "out", coordinate: GeoRegion(center: centre, radius: 1001).point(bearing: 0)),
        ], region: region)
        let scene = CardComposer().scene(style: style, context: context)
        XCTAssertEqual(annotationGroups(scene).keys.sorted(), ["annotation-in"])
    }

    static func isWellFormed(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }
}
