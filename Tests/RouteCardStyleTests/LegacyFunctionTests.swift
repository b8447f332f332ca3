import RouteCardExpressions
import RouteCardGeo
import RouteCardScene
@testable import RouteCardStyle
import RouteCardText
import Testing

/// Legacy function objects (`{"stops": …}`) against MapLibre's documented semantics; every expected
/// number is worked out by hand in the comment beside it.
@Suite struct LegacyFunctionTests {
    /// The expression a property value (JSON text) decodes to, and the diagnostics as `line:column: message`.
    func parse(_ json: String, output: OutputType? = .number(in: 0...1000)) -> (Expression?, [String]) {
        let log = DiagnosticLog(file: "f.json", text: Array(json.utf8))
        guard let node = try? JSONParser().parse(Array(json.utf8)) else { return (nil, ["syntax"]) }
        let expression = ExpressionParser(log: log).parse(node, keyPath: "p", output: output)
        return (expression, log.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.keyPath): \($0.message)" })
    }

    /// The value of a function at a zoom level for a feature's properties (fails on any diagnostic).
    func value(_ json: String, zoom: Double = 0, _ properties: [String: FeatureValue] = [:], output: OutputType? = .number(in: 0...1000),
               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> FeatureValue? {
        let (expression, messages) = parse(json, output: output)
        #expect(messages == [], sourceLocation: sourceLocation)
        return expression?.evaluate(ExpressionInput(properties: properties, zoom: zoom))
    }

    func number(_ json: String, zoom: Double = 0, _ properties: [String: FeatureValue] = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Double? {
        value(json, zoom: zoom, properties, sourceLocation: sourceLocation)?.number
    }

    @Test func zoomFunctionsAreExponentialWithBaseOneByDefault() throws {
        // Base 1.4 between 12 (1) and 18 (6) at zoom 15: (1.4³ − 1) / (1.4⁶ − 1) = 1.744 / 6.529536 = 0.26709…
        // of the way, 1 + 5 · 0.26709 = 2.33547.
        let curve = #"{"stops": [[12, 1], [18, 6]], "base": 1.4}"#
        #expect(abs(try #require(number(curve, zoom: 15)) - 2.33547) < 1e-5)
        #expect(number(curve, zoom: 10) == 1, "below the first stop: its output")
        #expect(number(curve, zoom: 20) == 6, "above the last stop: its output")
        // Base 1 (the default): halfway-proportional, at 14 one third of the way from 1 to 7 is 3.
        #expect(number(#"{"stops": [[12, 1], [18, 7]]}"#, zoom: 14) == 3)
        #expect(number(#"{"type": "exponential", "stops": [[12, 1], [18, 7]]}"#, zoom: 16) == 5)
        #expect(number(#"{"stops": [[10, 4]]}"#, zoom: 3) == 4, "a single stop is a constant")
        #expect(number(#"{"stops": [[10, 4]]}"#, zoom: 30) == 4)
    }

    @Test func intervalFunctionsStep() {
        let steps = #"{"type": "interval", "stops": [[0, 1], [10, 2], [15, 3]]}"#
        #expect(number(steps, zoom: -5) == 1, "below the first stop: the first output")
        #expect(number(steps, zoom: 9.99) == 1)
        #expect(number(steps, zoom: 10) == 2)
        #expect(number(steps, zoom: 14.9) == 2)
        #expect(number(steps, zoom: 15) == 3)
        #expect(number(#"{"type": "interval", "stops": [[10, 4]]}"#, zoom: 3) == 4)
        // Outputs that do not blend (strings where any value may go) default to interval.
        #expect(value(#"{"stops": [[10, "a"], [15, "b"]]}"#, zoom: 12, output: nil) == .string("a"))
        #expect(value(#"{"stops": [[10, "a"], [15, "b"]]}"#, zoom: 15, output: nil) == .string("b"))
        #expect(value(#"{"stops": [[10, true], [15, false]]}"#, zoom: 16, output: .boolean) == .bool(false))
    }

    @Test func repeatedStopInputsAreSkippedAsMapLibreDoes() {
        // [10, 5] repeats zoom 10 and is dropped: halfway from 10 (1) to 20 (10) is 5.5.
        #expect(number(#"{"stops": [[10, 1], [10, 5], [20, 10]]}"#, zoom: 15) == 5.5)
        // Interval: the first stop gives the base, [10, 2] the step at 10, the repeated [10, 3] is dropped.
        #expect(number(#"{"type": "interval", "stops": [[5, 1], [10, 2], [10, 3]]}"#, zoom: 10) == 2)
        #expect(number(#"{"type": "interval", "stops": [[10, 1], [10, 2]]}"#, zoom: 10) == 2)
        #expect(number(#"{"type": "interval", "stops": [[10, 1], [10, 2]]}"#, zoom: 9) == 1)
    }

    @Test func colourStopsBlendInRGB() throws {
        let grey = try #require(value(##"{"stops": [[10, "#000000"], [20, "#ffffff"]]}"##, zoom: 15, output: .color)?.string)
        let color = try #require(Color(css: grey))
        #expect(color == Color(red: 0.5, green: 0.5, blue: 0.5))
        // hsl(0, 100%, 50%) is red (1, 0, 0), hsl(240, 100%, 50%) blue (0, 0, 1): halfway (0.5, 0, 0.5).
        let mixed = try #require(value(#"{"stops": [[0, "hsl(0, 100%, 50%)"], [10, "hsl(240, 100%, 50%)"]]}"#, zoom: 5, output: .color)?.string)
        #expect(Color(css: mixed) == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(value(#"{"type": "interval", "stops": [[0, "red"], [10, "blue"]]}"#, zoom: 5, output: .color) == .string("red"))
    }

    @Test func propertyFunctions() {
        let population = #"{"property": "pop", "stops": [[0, 0], [100, 10]]}"#
        #expect(number(population, ["pop": .number(50)]) == 5)
        #expect(number(population, ["pop": .number(500)]) == 10)
        #expect(value(population, ["pop": .string("50")]) == .null, "not a number, no default: the property's own default")
        #expect(value(population, [:]) == .null)
        let withDefault = #"{"property": "pop", "stops": [[0, 0], [100, 10]], "default": 3}"#
        #expect(number(withDefault, ["pop": .string("x")]) == 3)
        #expect(number(withDefault, [:]) == 3)
        #expect(number(withDefault, ["pop": .number(100)]) == 10)
        let interval = #"{"property": "lanes", "type": "interval", "stops": [[1, 2], [4, 6]], "default": 1}"#
        #expect(number(interval, ["lanes": .number(3)]) == 2)
        #expect(number(interval, ["lanes": .number(4)]) == 6)
        #expect(number(interval, ["lanes": .number(0)]) == 2, "below the first stop: its output")
        #expect(number(interval, ["lanes": .bool(true)]) == 1)
    }

    @Test func categoricalFunctionsMatchByTypeAndValue() {
        let classes = #"{"property": "class", "type": "categorical", "stops": [["motorway", 4], ["primary", 3]], "default": 1}"#
        #expect(number(classes, ["class": .string("motorway")]) == 4)
        #expect(number(classes, ["class": .string("primary")]) == 3)
        #expect(number(classes, ["class": .string("path")]) == 1)
        #expect(number(classes, [:]) == 1)
        let ranks = #"{"property": "rank", "type": "categorical", "stops": [[1, 10], [2, 20]]}"#
        #expect(number(ranks, ["rank": .number(2)]) == 20)
        #expect(value(ranks, ["rank": .string("2")]) == .null, "the string \"2\" is not the number 2")
        let oneway = #"{"property": "oneway", "type": "categorical", "stops": [[true, 2], [false, 1]]}"#
        #expect(number(oneway, ["oneway": .bool(true)]) == 2)
        #expect(number(oneway, ["oneway": .bool(false)]) == 1)
        #expect(number(#"{"type": "categorical", "stops": [[10, 1], [12, 2]], "default": 5}"#, zoom: 12) == 2, "a categorical zoom function")
    }

    @Test func identityFunctions() {
        #expect(number(#"{"property": "w", "type": "identity"}"#, ["w": .number(7)]) == 7)
        #expect(number(#"{"property": "w", "type": "identity", "default": 2}"#, ["w": .string("x")]) == 2)
        #expect(number(#"{"property": "w", "type": "identity", "default": 2}"#, [:]) == 2)
        #expect(value(#"{"property": "c", "type": "identity", "default": "red"}"#, ["c": .string("#00f")], output: .color) == .string("rgba(0.0, 0.0, 255.0, 1.0)"))
        #expect(value(#"{"property": "c", "type": "identity", "default": "red"}"#, ["c": .string("nope")], output: .color) == .string("rgba(255.0, 0.0, 0.0, 1.0)"))
    }

    @Test func zoomAndPropertyFunctionsBlendAcrossZoomLinearly() {
        // At zoom 10, rank 3 lies halfway from rank 1 (2) to 5 (6): 4; at zoom 20 halfway from 12 to 16: 14.
        // Zoom 15 is halfway between the levels: 9. MapLibre uses `base` in neither dimension (linear both ways).
        let composite = #"{"property": "rank", "base": 2, "stops": [[{"zoom": 10, "value": 1}, 2], [{"zoom": 10, "value": 5}, 6], [{"zoom": 20, "value": 1}, 12], [{"zoom": 20, "value": 5}, 16]]}"#
        #expect(number(composite, zoom: 15, ["rank": .number(3)]).map { ($0 * 1e9).rounded() / 1e9 } == 9)
        #expect(number(composite, zoom: 10, ["rank": .number(5)]) == 6)
        #expect(number(composite, zoom: 25, ["rank": .number(1)]) == 12)
        let steps = #"{"property": "kind", "type": "categorical", "stops": [[{"zoom": 0, "value": "a"}, "x"], [{"zoom": 10, "value": "a"}, "y"]]}"#
        #expect(value(steps, zoom: 9, ["kind": .string("a")], output: nil) == .string("x"), "strings step across zoom")
        #expect(value(steps, zoom: 10, ["kind": .string("a")], output: nil) == .string("y"))
    }

    @Test func malformedFunctionsGetLocatedDiagnostics() {
        #expect(parse(#"{"stops": [[1, 2]], "bsae": 2}"#).1 == [
            "1:21 p.bsae: unknown key \"bsae\" in a function (did you mean \"base\"?); known: base, colorSpace, default, property, stops, type"])
        #expect(parse(#"{"type": "cubic", "stops": [[1, 2]]}"#).1 == [
            "1:10 p.type: a function type (categorical, exponential, identity, interval) expected, \"cubic\" found"])
        #expect(parse(#"{"base": 1.5}"#).1 == ["1:1 p: a function needs \"stops\" (or \"type\": \"identity\")"])
        #expect(parse(#"{"stops": 3}"#).1 == ["1:11 p.stops: a non-empty array of [input, output] stops expected, 3 found"])
        #expect(parse(#"{"stops": [[1, 2, 3]]}"#).1 == ["1:12 p.stops[0]: a stop [input, output] expected, an array found"])
        #expect(parse(#"{"stops": [[5, 1], [3, 2]]}"#).1 == ["1:21 p.stops[1][0]: stop inputs must not decrease, 3 follows 5"])
        #expect(parse(#"{"stops": [[5, 1], [8, -2]]}"#).1 == ["1:24 p.stops[1][1]: a number in 0…1000 expected, -2 found"])
        #expect(parse(#"{"stops": [[{"zoom": 1, "value": 2}, 1]]}"#).1 == [
            "1:13 p.stops[0][0]: a zoom-and-property stop {\"zoom\": z, \"value\": v} needs the function's \"property\""])
        #expect(parse(#"{"property": "c", "type": "categorical", "stops": [["a", 1], ["a", 2]]}"#).1 == [
            "1:63 p.stops[1][0]: duplicate categorical stop \"a\""])
        #expect(parse(#"{"type": "identity"}"#).1 == ["1:1 p: an identity function needs \"property\""])
        #expect(parse(#"{"stops": [["a", 1]]}"#).1 == ["1:13 p.stops[0][0]: a stop input (a number) expected, \"a\" found"])
        #expect(parse(#"{"stops": [[1, 1]], "base": -1}"#).1 == ["1:29 p.base: a number > 0 (the exponential base) expected, -1 found"])
        #expect(parse(#"["step", ["zoom"], {"stops": [[1, 1]]}, 5, 2]"#).1.count == 1, "a function only as a whole value")
        #expect(parse(#"["coalesce", {"stops": [[1, 1]]}, 2]"#).1.count == 1)
    }

    @Test func functionsInAStyleProperty() throws {
        // Through StyleObject.numberProperty, as a layer reads line-width: the property default (1) for a null result.
        let json = #"{"line-width": {"property": "w", "stops": [[0, 2], [10, 4]]}}"#
        let log = DiagnosticLog(file: "s.json", text: Array(json.utf8))
        let object = StyleObject(try JSONParser().parse(Array(json.utf8)), keyPath: "paint", log: log)
        let width = object.numberProperty("line-width", default: 1, in: 0...100)
        #expect(log.diagnostics.isEmpty)
        #expect(width.value(for: ExpressionInput(properties: ["w": .number(5)])) == 3)
        #expect(width.value(for: ExpressionInput(properties: [:])) == 1)
    }
}
