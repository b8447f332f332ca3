@testable import RouteCard
import RouteCardExpressions
import RouteCardGeo
import RouteCardScene
import RouteCardStyle
import XCTest

/// `match`, `interpolate` and `step` in `icon-color`/`icon-opacity` of a `markers` layer on
/// `annotations`: the same MapLibre expressions map layers use, decoded once with locations and
/// evaluated per annotation. Expected values are worked out by hand in the comments.
final class AnnotationLookTests: XCTestCase {
    private func json(_ paint: String) -> String {
        """
        {"version": 1, "layers": [
          {"id": "d", "type": "markers", "source": "annotations", "paint": \(paint)}
        ]}
        """
    }

    private func look(_ paint: String) throws -> AnnotationLook {
        let style = try Style.decode(Array(json(paint).utf8), file: "t.json")
        return try XCTUnwrap((style.layers[0].layer as? MarkersLayer)?.annotationLook)
    }

    private func errors(_ paint: String) -> [String] {
        do {
            _ = try Style.decode(Array(json(paint).utf8), file: "t.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private func input(_ values: [String: FeatureValue]) -> ExpressionInput {
        ExpressionInput(properties: values)
    }

    func testMatchChoosesTheColourByStatus() throws {
        let look = try look(##"{"icon-color": ["match", ["get", "status"], "matched", "#ff9500", ["busy", "offline"], "#8e8e93", "#0a84ff"]}"##)
        XCTAssertEqual(look.color.value(for: input(["status": .string("matched")])), Color(r: 255, g: 149, b: 0))
        XCTAssertEqual(look.color.value(for: input(["status": .string("offline")])), Color(r: 142, g: 142, b: 147))
        XCTAssertEqual(look.color.value(for: input(["status": .string("available")])), Color(r: 10, g: 132, b: 255))
        XCTAssertEqual(look.color.value(for: input([:])), Color(r: 10, g: 132, b: 255), "no status: the fallback")
    }

    func testInterpolateRampsTheOpacityByDistance() throws {
        // 1 up to half the radius, then linear to 0.35 at the edge: at 0.75, 1 + 0.5 × (0.35 − 1) = 0.675.
        let look = try look(##"{"icon-opacity": ["interpolate", ["linear"], ["get", "distance-ratio"], 0.5, 1, 1, 0.35]}"##)
        let cases: [(Double, Double)] = [(0, 1), (0.5, 1), (0.75, 0.675), (0.9, 0.48), (1, 0.35), (1.2, 0.35)]
        for (ratio, expected) in cases {
            XCTAssertEqual(look.opacity.value(for: input(["distance-ratio": .number(ratio)])), expected, accuracy: 1e-12)
        }
    }

    func testAnAnnotationsInputCarriesItsDistanceRatio() {
        // 30 km from the centre of a 40 km circle: ratio 0.75.
        let region = GeoRegion(center: GeoCoordinate(latitude: 37.5665, longitude: 126.978), radius: 40_000)
        let annotation = Annotation(id: "car 7", coordinate: GeoCoordinate(latitude: 37.6, longitude: 127.0),
                                    properties: ["status": "matched"])
        let input = AnnotationLook.expressionInput(for: annotation, distance: 30_000, region: region)
        XCTAssertEqual(input.properties["distance-ratio"], .number(0.75))
        XCTAssertEqual(input.properties["status"], .string("matched"))
        XCTAssertEqual(input.properties["id"], .string("car 7"))
        XCTAssertEqual(AnnotationLook.expressionInput(for: annotation, distance: nil, region: nil).properties["distance-ratio"], .null)
    }

    func testStepAndPlainValues() throws {
        let stepped = try look(##"{"icon-opacity": ["step", ["get", "distance"], 1, 1000, 0.8, 2000, 0.5]}"##)
        XCTAssertEqual(stepped.opacity.value(for: input(["distance": .number(999)])), 1)
        XCTAssertEqual(stepped.opacity.value(for: input(["distance": .number(1000)])), 0.8)
        XCTAssertEqual(stepped.opacity.value(for: input(["distance": .number(5000)])), 0.5)
        let plain = try look(##"{"icon-color": "#ff0000", "icon-opacity": 0.5}"##)
        XCTAssertEqual(plain.color.constant, Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(plain.opacity.constant, 0.5)
    }

    /// Line 2 is `  {"id": "d", …, "paint": ` (67 characters, counted with Python `len`) then the
    /// paint object, so a value at offset k of the paint text is at column 68 + k.
    func testMistakesAreReportedWithTheirLocation() {
        let cases: [(paint: String, offsetOf: String)] = [
            // An unknown operator is reported at its expression (the array).
            (##"{"icon-color": ["wobble", true, "#fff", "#000"]}"##, ##"["wobble""##),
            (##"{"icon-color": ["match", ["get", "status"], "matched", "orangey", "#0a84ff"]}"##, ##""orangey""##),
            (##"{"icon-opacity": ["interpolate", ["linear"], ["get", "distance"], 0, 1, 100, 2]}"##, ##", 2]"##),
        ]
        for (paint, marker) in cases {
            let found = errors(paint)
            XCTAssertEqual(found.count, 1, "\(found)")
            var offset = paint.distance(from: paint.startIndex, to: paint.range(of: marker)!.lowerBound)
            if marker.hasPrefix(", ") { offset += 2 }
            let key = paint.contains("icon-color") ? "icon-color" : "icon-opacity"
            XCTAssertTrue(found.first?.hasPrefix("t.json:2:\(68 + offset): error: layers[0].paint.\(key)") ?? false, "\(found)")
        }
        XCTAssertEqual(errors(##"{"icon-color": ["match", ["get", "status"], "matched", "#ff9500"]}"##).count, 1, "no fallback")
    }
}
