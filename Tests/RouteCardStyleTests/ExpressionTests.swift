@testable import RouteCard
import RouteCardExpressions
import RouteCardGeo
import RouteCardScene
import RouteCardStyle
import XCTest

/// `match`, `step` and `case` in paint values, and the located diagnostics of expression mistakes.
final class ExpressionTests: XCTestCase {
    func input(_ properties: [String: FeatureValue], zoom: Double = 16) -> ExpressionInput {
        ExpressionInput(properties: properties, geometryType: "LineString", zoom: zoom)
    }

    /// Decodes a `line` layer's paint object (JSON text) in a style with one source.
    func lineLayer(paint: String) throws -> LineLayer {
        let style = try Style.decode(Array("""
        {"version": 1, "sources": {"osm": {"type": "geojson", "data": "x.geojson"}},
         "layers": [{"id": "l", "type": "line", "source": "osm", "paint": \(paint)}, {"id": "a", "type": "attribution"}]}
        """.utf8), file: "style.json", resources: .inMemory([:]))
        return try XCTUnwrap(style.layers[0].layer as? LineLayer)
    }

    func testMatchPicksTheOutputOfTheLabel() throws {
        let layer = try lineLayer(paint: #"{"line-width": ["match", ["get", "type"], "primary", 5, "secondary", 4, 2]}"#)
        XCTAssertEqual(layer.look.width.value(for: input(["type": .string("primary")])), 5)
        XCTAssertEqual(layer.look.width.value(for: input(["type": .string("secondary")])), 4)
        XCTAssertEqual(layer.look.width.value(for: input(["type": .string("footway")])), 2, "the fallback")
        XCTAssertEqual(layer.look.width.value(for: input([:])), 2, "a missing property takes the fallback")
    }

    func testMatchWithLabelListsAndColours() throws {
        let layer = try lineLayer(paint: """
        {"line-color": ["match", ["get", "class"], ["highway", "path"], "#ffffff", "railway", "rgb(10, 20, 30)", "#000"],
         "line-width": ["match", ["get", "lanes"], [1, 2], 3, 4, 6, 1]}
        """)
        XCTAssertEqual(layer.look.color.value(for: input(["class": .string("path")])), .white)
        XCTAssertEqual(layer.look.color.value(for: input(["class": .string("railway")])), Color(r: 10, g: 20, b: 30))
        XCTAssertEqual(layer.look.color.value(for: input(["class": .string("water")])), .black)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(2)])), 3)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(4)])), 6)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .string("4")])), 1, "labels match by type too")
    }

    func testStepTakesTheLastStopNotAboveTheInput() throws {
        // Stops 2 → 3 and 4 → 6 over a base of 1.
        let layer = try lineLayer(paint: #"{"line-width": ["step", ["get", "lanes"], 1, 2, 3, 4, 6], "line-opacity": ["step", ["zoom"], 0.2, 14, 0.5, 16, 1]}"#)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(1)])), 1)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(2)])), 3)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(3.9)])), 3)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(4)])), 6)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(40)])), 6)
        XCTAssertEqual(layer.look.width.value(for: input([:])), 1, "a non-number input takes the base")
        XCTAssertEqual(layer.look.opacity.value(for: input([:], zoom: 10)), 0.2)
        XCTAssertEqual(layer.look.opacity.value(for: input([:], zoom: 15.5)), 0.5)
        XCTAssertEqual(layer.look.opacity.value(for: input([:], zoom: 16)), 1)
    }

    func testInterpolateBlendsBetweenStops() throws {
        // Linear: halfway between zoom 14 (width 2) and 18 (width 10) is zoom 16, width 6.
        // Exponential base 2 between 10 (0) and 12 (30): at 11, (2¹ − 1) / (2² − 1) = 1/3 of the way, 10.
        // Colours: halfway from #000000 to #ffffff is 127.5 in every channel.
        let layer = try lineLayer(paint: """
        {"line-width": ["interpolate", ["linear"], ["zoom"], 14, 2, 18, 10],
         "line-opacity": ["interpolate", ["exponential", 2], ["get", "x"], 10, 0, 12, 0.3],
         "line-color": ["interpolate", ["linear"], ["get", "x"], 0, "#000000", 10, "#ffffff"]}
        """)
        XCTAssertEqual(layer.look.width.value(for: input([:], zoom: 16)), 6, accuracy: 1e-12)
        XCTAssertEqual(layer.look.width.value(for: input([:], zoom: 10)), 2, "below the first stop: its output")
        XCTAssertEqual(layer.look.width.value(for: input([:], zoom: 20)), 10, "above the last stop: its output")
        XCTAssertEqual(layer.look.opacity.value(for: input(["x": .number(11)])), 0.1, accuracy: 1e-12)
        let grey = layer.look.color.value(for: input(["x": .number(5)]))
        XCTAssertEqual(grey.red * 255, 127.5, accuracy: 1e-9)
        XCTAssertEqual(grey.blue * 255, 127.5, accuracy: 1e-9)
        XCTAssertEqual(layer.look.color.value(for: input(["x": .number(10)])), .white)
    }

    func testCaseAndComputedValues() throws {
        let layer = try lineLayer(paint: #"{"line-width": ["case", ["has", "name"], 3, [">", ["get", "lanes"], 2], 2, 1], "line-color": ["get", "colour"]}"#)
        XCTAssertEqual(layer.look.width.value(for: input(["name": .string("x"), "lanes": .number(4)])), 3)
        XCTAssertEqual(layer.look.width.value(for: input(["lanes": .number(4)])), 2)
        XCTAssertEqual(layer.look.width.value(for: input([:])), 1)
        XCTAssertEqual(layer.look.color.value(for: input(["colour": .string("#ff0000")])), Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(layer.look.color.value(for: input(["colour": .string("no colour")])), .black, "unconvertible: the default")
    }

    // MARK: Mistakes: every one reported with line:column and key path

    func diagnostics(_ json: String) -> [String] {
        do {
            _ = try Style.decode(Array(json.utf8), file: "map.json", resources: .inMemory([:]))
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The 1-based column of the first occurrence of `marker` on line `line` of `text`.
    func column(of marker: String, line: Int, in text: String) -> Int {
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        return lineText.distance(from: lineText.startIndex, to: lineText.range(of: marker)!.lowerBound) + 1
    }

    func testUnknownOperatorsWrongAritiesAndWrongOutputs() {
        let json = """
        {"version": 1, "sources": {"osm": {"type": "geojson", "data": "x.geojson"}},
         "layers": [
          {"id": "a", "type": "fill", "source": "osm", "filter": ["==", ["gett", "class"], "building"]},
          {"id": "b", "type": "fill", "source": "osm", "filter": ["==", ["get", "class"]]},
          {"id": "c", "type": "line", "source": "osm", "paint": {"line-width": ["match", ["get", "type"], "primary", 5]}},
          {"id": "d", "type": "line", "source": "osm", "paint": {"line-width": ["match", ["get", "type"], "primary", "wide", 2]}},
          {"id": "e", "type": "line", "source": "osm", "paint": {"line-width": ["step", ["zoom"], 1, 16, 2, 14, 3]}},
          {"id": "f", "type": "fill", "source": "osm", "paint": {"fill-color": ["match", ["get", "class"], "x", "#zzz", "#fff"]}},
          {"id": "g", "type": "fill", "source": "osmm", "filter": []},
          {"id": "h", "type": "circle", "source": "osm", "filter": ["in", ["get", "type"]], "paint": {"circle-radius": ["get"]}},
          {"id": "i", "type": "attribution"}
         ]}
        """
        XCTAssertEqual(diagnostics(json), [
            "map.json:3:65: error: layers[0].filter[1][0]: unknown expression operator \"gett\" (did you mean \"get\"?); known: "
                + ExpressionParser.operators.joined(separator: ", "),
            "map.json:4:58: error: layers[1].filter: \"==\" expects 2 arguments, 1 given",
            "map.json:5:72: error: layers[2].paint.line-width: \"match\" expects an input, label/output pairs and a fallback "
                + "(an even number of at least 4 arguments), 3 given",
            "map.json:6:110: error: layers[3].paint.line-width[3]: a number in 0…500 expected, \"wide\" found",
            "map.json:7:101: error: layers[4].paint.line-width[5]: step stops must increase, 14 follows 16",
            "map.json:8:105: error: layers[5].paint.fill-color[3]: a colour (\"#rrggbb\", \"rgba(r, g, b, a)\" or a name) expected, \"#zzz\" found",
            "map.json:9:41: error: layers[6].source: unknown source \"osmm\"; declared sources: osm",
            "map.json:9:59: error: layers[6].filter: an expression expected, an empty array found",
            "map.json:10:67: error: layers[7].filter[1]: a property name (a string) expected, an array found",
            "map.json:10:112: error: layers[7].paint.circle-radius: \"get\" expects 1 argument (a property name) or 2 (a name and an object), 0 given",
        ])
        // The columns above, found independently of the parser from the text itself.
        XCTAssertEqual(column(of: #"["gett""#, line: 3, in: json), 65)
        XCTAssertEqual(column(of: #"["==", ["get", "class"]]"#, line: 4, in: json), 58)
        XCTAssertEqual(column(of: #"["match""#, line: 5, in: json), 72)
        XCTAssertEqual(column(of: #""wide""#, line: 6, in: json), 110)
        XCTAssertEqual(column(of: "14", line: 7, in: json), 101)
        XCTAssertEqual(column(of: ##""#zzz""##, line: 8, in: json), 105)
        XCTAssertEqual(column(of: #""osmm""#, line: 9, in: json), 41)
        XCTAssertEqual(column(of: "[]", line: 9, in: json), 59)
        XCTAssertEqual(column(of: #"["get", "type"]"#, line: 10, in: json), 67)
        XCTAssertEqual(column(of: #"["get"]"#, line: 10, in: json), 112)
    }

    func testInterpolateMistakes() {
        let json = """
        {"version": 1, "sources": {"osm": {"type": "geojson", "data": "x.geojson"}}, "layers": [
          {"id": "a", "type": "line", "source": "osm", "paint": {"line-width": ["interpolate", ["cubic"], ["zoom"], 1, 2, 3, 4]}},
          {"id": "b", "type": "line", "source": "osm", "paint": {"line-width": ["interpolate", ["linear"], ["zoom"], 5, 2, 3, -4]}},
          {"id": "c", "type": "attribution"}]}
        """
        XCTAssertEqual(diagnostics(json), [
            "map.json:2:88: error: layers[0].paint.line-width[1]: an interpolation type expected ([\"linear\"], [\"exponential\", BASE > 0] or [\"cubic-bezier\", X1, Y1, X2, Y2] with X1, X2 in 0…1), an array found",
            "map.json:3:116: error: layers[1].paint.line-width[5]: interpolate stops must increase, 3 follows 5",
            "map.json:3:119: error: layers[1].paint.line-width[6]: a number in 0…500 expected, -4 found",
        ])
        XCTAssertEqual(column(of: #"["cubic"]"#, line: 2, in: json), 88)
        XCTAssertEqual(column(of: "3, -4", line: 3, in: json), 116)
        XCTAssertEqual(column(of: "-4", line: 3, in: json), 119)
    }

    func testSourceDeclarationMistakes() {
        let json = """
        {"version": 1, "sources": {"osm": {"type": "webmap", "url": "x"}, "b": {"data": ""}},
         "layers": [{"id": "l", "type": "line", "paint": {}}, {"id": "a", "type": "attribution"}]}
        """
        XCTAssertEqual(diagnostics(json), [
            "map.json:1:35: error: sources.osm.data: missing key \"data\" (a GeoJSON file path)",
            "map.json:1:44: error: sources.osm.type: unsupported source type \"webmap\" (supported: \"geojson\", \"vector\", \"raster\")",
            "map.json:1:54: error: sources.osm.url: unknown key \"url\"",
            "map.json:1:72: error: sources.b.type: missing key \"type\" (use \"geojson\", \"vector\" or \"raster\")",
            "map.json:1:81: error: sources.b.data: a file path expected, an empty string found",
            "map.json:2:13: error: layers[0].source: missing key \"source\" (the id of a source in the style's \"sources\")",
        ])
        XCTAssertEqual(column(of: #"{"type": "webmap""#, line: 1, in: json), 35)
        XCTAssertEqual(column(of: #""webmap""#, line: 1, in: json), 44)
        XCTAssertEqual(column(of: #""url""#, line: 1, in: json), 54)
        XCTAssertEqual(column(of: #"{"data""#, line: 1, in: json), 72)
        XCTAssertEqual(column(of: #""""#, line: 1, in: json), 81)
        XCTAssertEqual(column(of: #"{"id": "l""#, line: 2, in: json), 13)
    }
}
