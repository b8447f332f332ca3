import XCTest
@testable import RouteCard

/// `match`, `interpolate` and `step` in `icon-color`/`icon-opacity` of a `markers` layer on
/// `annotations`: decoded once with locations, evaluated per annotation. Expected values are
/// worked out by hand in the comments.
final class PropertyExpressionTests: XCTestCase {
    private func look(_ paint: String) throws -> AnnotationLook {
        let json = """
        {"version": 1, "layers": [
          {"id": "d", "type": "markers", "source": "annotations", "paint": \(paint)}
        ]}
        """
        let style = try Style.decode(Array(json.utf8), file: "t.json")
        return try XCTUnwrap((style.layers[0].layer as? MarkersLayer)?.annotationLook)
    }

    private func errors(_ paint: String) -> [String] {
        let json = """
        {"version": 1, "layers": [
          {"id": "d", "type": "markers", "source": "annotations", "paint": \(paint)}
        ]}
        """
        do {
            _ = try Style.decode(Array(json.utf8), file: "t.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private func properties(_ values: [String: ExpressionValue]) -> (String) -> ExpressionValue {
        { values[$0] ?? .null }
    }

    func testMatchChoosesTheColourByStatus() throws {
        let look = try look(##"{"icon-color": ["match", ["get", "status"], "matched", "#ff9500", ["busy", "offline"], "#8e8e93", "#0a84ff"]}"##)
        XCTAssertEqual(look.color.evaluate(properties(["status": .string("matched")])), .color(Color(r: 255, g: 149, b: 0)))
        XCTAssertEqual(look.color.evaluate(properties(["status": .string("offline")])), .color(Color(r: 142, g: 142, b: 147)))
        XCTAssertEqual(look.color.evaluate(properties(["status": .string("available")])), .color(Color(r: 10, g: 132, b: 255)))
        XCTAssertEqual(look.color.evaluate(properties([:])), .color(Color(r: 10, g: 132, b: 255)), "no status: the fallback")
    }

    func testInterpolateRampsTheOpacityByDistance() throws {
        // 1 up to half the radius, then linear to 0.35 at the edge: at 0.75, 1 + 0.5 × (0.35 − 1) = 0.675.
        let look = try look(##"{"icon-opacity": ["interpolate", ["linear"], ["get", "distance-ratio"], 0.5, 1, 1, 0.35]}"##)
        let cases: [(Double, Double)] = [(0, 1), (0.5, 1), (0.75, 0.675), (0.9, 0.48), (1, 0.35), (1.2, 0.35)]
        for (ratio, expected) in cases {
            XCTAssertEqual(look.opacity.evaluate(properties(["distance-ratio": .number(ratio)])).number!, expected, accuracy: 1e-12)
        }
        // Properties from a stream are strings; numeric ones still interpolate.
        XCTAssertEqual(look.opacity.evaluate(properties(["distance-ratio": .string("0.75")])).number!, 0.675, accuracy: 1e-12)
    }

    func testStepAndPlainValues() throws {
        let stepped = try look(##"{"icon-opacity": ["step", ["get", "distance"], 1, 1000, 0.8, 2000, 0.5]}"##)
        XCTAssertEqual(stepped.opacity.evaluate(properties(["distance": .number(999)])), .number(1))
        XCTAssertEqual(stepped.opacity.evaluate(properties(["distance": .number(1000)])), .number(0.8))
        XCTAssertEqual(stepped.opacity.evaluate(properties(["distance": .number(5000)])), .number(0.5))
        let plain = try look(##"{"icon-color": "#ff0000", "icon-opacity": 0.5}"##)
        XCTAssertEqual(plain.color, .literal(.color(Color(r: 255, g: 0, b: 0))))
        XCTAssertEqual(plain.opacity, .literal(.number(0.5)))
    }

    /// Columns: line 2 is `  {"id": "d", …, "paint": ` (67 characters, counted with Python `len`) then the
    /// paint object; each column is 68 + the offending value's offset in the paint text.
    func testMistakesAreReportedWithTheirLocation() {
        XCTAssertEqual(errors(##"{"icon-color": ["case", true, "#fff", "#000"]}"##),
                       [##"t.json:2:84: error: layers[0].paint.icon-color: unknown expression operator "case" (supported: "match", "interpolate", "step", "get")"##])
        XCTAssertEqual(errors(##"{"icon-color": ["match", ["get", "status"], "matched", "orangey", "#0a84ff"]}"##),
                       [##"t.json:2:123: error: layers[0].paint.icon-color: a colour ("#rrggbb", "rgba(r, g, b, a)" or a name) or an expression expected, "orangey" found"##])
        XCTAssertEqual(errors(##"{"icon-opacity": ["interpolate", ["linear"], ["get", "distance"], 0, 1, 100, 2]}"##),
                       [##"t.json:2:145: error: layers[0].paint.icon-opacity: a number in 0…1 or an expression expected, 2 found"##])
        XCTAssertEqual(errors(##"{"icon-color": ["match", ["get", "status"], "matched", "#ff9500"]}"##).count, 1, "no fallback")
    }
}
