import RouteCardExpressions
import RouteCardGeo
import RouteCardScene
@testable import RouteCardStyle
import RouteCardText
import Testing

/// The MapLibre expression operators beyond filters: conversions, assertions, `let`, math, strings,
/// objects, `cubic-bezier`, `format` and `number-format`. Expected values are facts of JavaScript and
/// of the MapLibre style specification (e.g. `Number("")` is 0, `["round", -1.5]` is −2), worked by hand.
@Suite struct ExpressionOperatorTests {
    static let feature: [String: FeatureValue] = ["name": .string("Monaco"), "width": .number(4), "s": .string("x"),
                                                  "n": .number(5), "empty": .string(""), "nothing": .null]

    /// Parses an expression (JSON text) and its diagnostics as `line:column keyPath: message`.
    func parse(_ json: String, zoomRule: Bool = false) -> (RouteCardExpressions.Expression?, [String]) {
        let log = DiagnosticLog(file: "e.json", text: Array(json.utf8))
        guard let node = try? JSONParser().parse(Array(json.utf8)) else { return (nil, ["syntax"]) }
        let expression = ExpressionParser(log: log, zoomOnlyAtTop: zoomRule).parse(node, keyPath: "e")
        return (expression, log.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.keyPath): \($0.message)" })
    }

    /// The value of an expression for `feature` at a zoom level; fails on any error.
    func value(_ json: String, zoom: Double = 0, _ properties: [String: FeatureValue] = feature,
               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> FeatureValue? {
        let (expression, messages) = parse(json)
        #expect(messages.allSatisfy { !$0.contains("error") } && expression != nil, "\(messages)", sourceLocation: sourceLocation)
        return expression?.evaluate(ExpressionInput(properties: properties, zoom: zoom))
    }

    @Test(arguments: [
        (#"["to-number", "12"]"#, 12), (#"["to-number", " 12.5 "]"#, 12.5), (#"["to-number", ""]"#, 0),
        (#"["to-number", true]"#, 1), (#"["to-number", false]"#, 0), (#"["to-number", null]"#, 0),
        (#"["to-number", "0x10"]"#, 16), (#"["to-number", "1e3"]"#, 1000), (#"["to-number", "-.5"]"#, -0.5),
        (#"["to-number", "abc", 7]"#, 7), (#"["to-number", "12px", "3"]"#, 3),
        (#"["to-number", ["get", "missing"], 5]"#, 0), (#"["to-number", ["get", "n"]]"#, 5),
        (#"["to-number", ["literal", [4]]]"#, 4), (#"["to-number", ["literal", []]]"#, 0),
    ] as [(String, Double)])
    func toNumber(json: String, expected: Double) {
        #expect(value(json) == .number(expected), "\(json)")
    }

    @Test func toNumberWithoutAConversionIsNull() {
        for json in [#"["to-number", "abc"]"#, #"["to-number", "inf"]"#, #"["to-number", "nan"]"#, #"["to-number", "1_000"]"#,
                     #"["to-number", "0x1p3"]"#, #"["to-number", ["literal", [1, 2]]]"#] {
            #expect(value(json) == .null, "\(json)")
        }
        #expect(value(#"["to-number", "Infinity"]"#) == .number(.infinity))
    }

    @Test func toBooleanAndAssertions() {
        #expect(value(#"["to-boolean", ""]"#) == .bool(false))
        #expect(value(#"["to-boolean", "0"]"#) == .bool(true))
        #expect(value(#"["to-boolean", 0]"#) == .bool(false))
        #expect(value(#"["to-boolean", -2]"#) == .bool(true))
        #expect(value(#"["to-boolean", ["get", "missing"]]"#) == .bool(false))
        #expect(value(#"["to-boolean", ["literal", []]]"#) == .bool(true))
        #expect(value(#"["number", ["get", "s"], 3]"#) == .number(3))
        #expect(value(#"["number", ["get", "n"], 3]"#) == .number(5))
        #expect(value(#"["number", ["get", "s"]]"#) == .null, "no operand of the type: an evaluation error, null")
        #expect(value(#"["string", ["get", "n"], ["get", "name"]]"#) == .string("Monaco"))
        #expect(value(#"["boolean", ["get", "n"], false]"#) == .bool(false))
        #expect(value(#"["array", ["literal", [1, 2]]]"#) == .array([.number(1), .number(2)]))
        #expect(value(#"["array", "number", 2, ["get", "s"]]"#) == .null)
        #expect(value(#"["array", "number", 2, ["literal", [1, 2]]]"#) == .array([.number(1), .number(2)]))
        #expect(value(#"["array", "number", 3, ["literal", [1, 2]]]"#) == .null, "the wrong length")
        #expect(value(#"["array", "string", ["literal", [1, 2]]]"#) == .null, "the wrong item type")
        #expect(value(#"["array", "string", ["literal", []]]"#) == .array([]), "no items, none of the wrong type")
        #expect(value(##"["to-color", "nope", "#f00"]"##).flatMap { $0.string.flatMap(Color.init(css:)) } == Color(r: 255, g: 0, b: 0))
        #expect(value(#"["to-color", ["literal", [0, 0, 255]]]"#).flatMap { $0.string.flatMap(Color.init(css:)) } == Color(r: 0, g: 0, b: 255))
    }

    @Test(arguments: [
        (#"["typeof", 1]"#, "number"), (#"["typeof", "a"]"#, "string"), (#"["typeof", true]"#, "boolean"),
        (#"["typeof", null]"#, "null"), (#"["typeof", ["get", "missing"]]"#, "null"),
        (#"["typeof", ["literal", [1, 2]]]"#, "array<number, 2>"), (#"["typeof", ["literal", [1, "a"]]]"#, "array<value, 2>"),
        (#"["typeof", ["literal", []]]"#, "array<value, 0>"), (#"["typeof", ["literal", {"a": 1}]]"#, "object"),
    ])
    func typeOf(json: String, expected: String) {
        #expect(value(json) == .string(expected), "\(json)")
    }

    @Test func letAndVar() {
        #expect(value(#"["let", "a", 2, "b", 3, ["*", ["var", "a"], ["var", "b"]]]"#) == .number(6))
        #expect(value(#"["let", "w", ["get", "width"], ["*", ["var", "w"], 2]]"#) == .number(8))
        // Values are bound in the scope outside the let: b sees the outer a (1), not the inner (2): 2 + 1.
        #expect(value(#"["let", "a", 1, ["let", "a", 2, "b", ["var", "a"], ["+", ["var", "a"], ["var", "b"]]]]"#) == .number(3))
        #expect(value(#"["let", "a", 1, ["let", "b", ["+", ["var", "a"], 1], ["let", "a", 10, ["var", "b"]]]]"#) == .number(2),
                "a variable's value is read where it was written")
        #expect(parse(#"["let", "a", 1, ["var", "b"]]"#).1 == ["1:25 e[3][1]: unknown variable \"b\": bind it in an enclosing \"let\" first (did you mean \"a\"?)"])
        #expect(parse(#"["let", "a", 1, "b", ["var", "a"], 0]"#).1 == ["1:30 e[4][1]: unknown variable \"a\": bind it in an enclosing \"let\" first"],
                "a binding cannot read its siblings")
        #expect(parse(#"["let", "a b", 1, 0]"#).1.count == 1)
        #expect(parse(#"["let", "a", 1]"#).1 == ["1:1 e: \"let\" expects name/value pairs and a body (an odd number of at least 3 arguments), 2 given"])
    }

    @Test(arguments: [
        (#"["+", 1, 2, 3]"#, 6), (#"["-", 10, 4]"#, 6), (#"["-", 5]"#, -5), (#"["*", 2, 3, 4]"#, 24), (#"["/", 7, 2]"#, 3.5),
        (#"["%", 7, 3]"#, 1), (#"["%", -7, 3]"#, -1), (#"["^", 2, 10]"#, 1024), (#"["sqrt", 16]"#, 4), (#"["abs", -3]"#, 3),
        (#"["floor", -1.5]"#, -2), (#"["ceil", -1.5]"#, -1), (#"["round", -1.5]"#, -2), (#"["round", 2.5]"#, 3), (#"["round", 2.4]"#, 2),
        (#"["min", 3, 1, 2]"#, 1), (#"["max", 3, 1, 2]"#, 3), (#"["ln", ["e"]]"#, 1), (#"["log10", 1000]"#, 3), (#"["log2", 8]"#, 3),
        (#"["sin", 0]"#, 0), (#"["cos", 0]"#, 1), (#"["tan", 0]"#, 0), (#"["acos", 1]"#, 0),
        (#"["*", ["get", "width"], 1.5]"#, 6), (#"["+", ["to-number", "2"], ["get", "n"]]"#, 7),
    ] as [(String, Double)])
    func math(json: String, expected: Double) throws {
        let result = try #require(value(json)?.number, "\(json)")
        #expect(abs(result - expected) < 1e-12, "\(json)")
    }

    @Test func mathConstantsAndTrigonometry() throws {
        #expect(value(#"["pi"]"#) == .number(3.141592653589793))
        #expect(value(#"["e"]"#) == .number(2.718281828459045))
        #expect(value(#"["ln2"]"#) == .number(0.6931471805599453))
        #expect(abs(try #require(value(#"["asin", 1]"#)?.number) - 3.141592653589793 / 2) < 1e-12)
        #expect(abs(try #require(value(#"["atan", 1]"#)?.number) - 3.141592653589793 / 4) < 1e-12)
        #expect(value(#"["+", ["get", "s"], 1]"#) == .null, "a non-number operand at evaluation: null")
        #expect(parse(#"["+", 1, "a"]"#).1 == ["1:10 e[2]: a number expected, \"a\" found"])
        #expect(parse(#"["/", 1]"#).1 == ["1:1 e: \"/\" expects 2 arguments, 1 given"])
        #expect(parse(#"["-", 1, 2, 3]"#).1 == ["1:1 e: \"-\" expects 1 or 2 arguments, 3 given"])
        #expect(parse(#"["sqrt", ["concat", "a"]]"#).1 == ["1:10 e[1]: a number expected, an expression giving a string found"])
    }

    @Test func strings() {
        #expect(value(#"["upcase", ["get", "name"]]"#) == .string("MONACO"))
        #expect(value(#"["downcase", "ÄB"]"#) == .string("äb"))
        #expect(value(#"["length", "héllo"]"#) == .number(5))
        #expect(value(#"["length", "👍a"]"#) == .number(2), "characters are Unicode scalars, as [...text] in JavaScript")
        #expect(value(#"["length", ["literal", [1, 2, 3]]]"#) == .number(3))
        #expect(value(#"["slice", "abcdef", 2]"#) == .string("cdef"))
        #expect(value(#"["slice", "abcdef", 1, 3]"#) == .string("bc"))
        #expect(value(#"["slice", "abcdef", -2]"#) == .string("ef"))
        #expect(value(#"["slice", "abcdef", 4, 2]"#) == .string(""))
        #expect(value(#"["slice", "a👍b", 1, 2]"#) == .string("👍"))
        #expect(value(#"["slice", ["literal", [1, 2, 3]], 1]"#) == .array([.number(2), .number(3)]))
        #expect(value(#"["index-of", "c", "abcabc"]"#) == .number(2))
        #expect(value(#"["index-of", "c", "abcabc", 3]"#) == .number(5))
        #expect(value(#"["index-of", "z", "abc"]"#) == .number(-1))
        #expect(value(#"["index-of", "", "abc"]"#) == .number(0))
        #expect(value(#"["index-of", 1, "a1"]"#) == .number(1), "a number needle is searched as its text")
        #expect(value(#"["index-of", 2, ["literal", [1, 2, 3]]]"#) == .number(1))
        #expect(value(#"["index-of", 1, ["literal", [1, 2, 1]], -1]"#) == .number(2))
        #expect(parse(#"["upcase", 3]"#).1 == ["1:12 e[1]: a string expected, 3 found"])
        #expect(parse(#"["index-of", ["literal", [1]], "a"]"#).1.count == 1)
    }

    @Test func objectsGetHasAndAt() {
        let object = #"["literal", {"a": 1, "b": {"c": 2}}]"#
        #expect(value(#"["get", "a", \#(object)]"#) == .number(1))
        #expect(value(#"["get", "c", ["get", "b", \#(object)]]"#) == .number(2))
        #expect(value(#"["get", "z", \#(object)]"#) == .null)
        #expect(value(#"["has", "b", \#(object)]"#) == .bool(true))
        #expect(value(#"["has", "z", \#(object)]"#) == .bool(false))
        #expect(value(#"["has", "name", \#(object)]"#) == .bool(false), "the object's members, not the feature's properties")
        #expect(value(#"["let", "o", ["literal", {"x": 5}], ["get", "x", ["var", "o"]]]"#) == .number(5))
        #expect(value(#"["get", "a", ["object", ["literal", {"a": 3}]]]"#) == .number(3))
        #expect(parse(#"["get", "a", "text"]"#).1 == ["1:14 e[2]: an object expected, \"text\" found"])
        #expect(value(#"["get", "name", ["properties"]]"#) == .string("Monaco"))
        #expect(value(#"["has", "nothing", ["properties"]]"#) == .bool(true), "a property that is null exists")
        #expect(value(#"["has", "missing", ["properties"]]"#) == .bool(false))
        #expect(value(#"["typeof", ["properties"]]"#) == .string("object"))
        #expect(value(#"["is-supported-script", ["get", "name"]]"#) == .bool(true))
        #expect(value(#"["at", 1, ["literal", ["a", "b", "c"]]]"#) == .string("b"))
        #expect(value(#"["at", 3, ["literal", ["a", "b", "c"]]]"#) == .null)
        #expect(value(#"["at", 1.5, ["literal", ["a", "b", "c"]]]"#) == .null)
    }

    @Test func cubicBezierInterpolation() throws {
        // Control points (0, 0) and (1, 1): x(t) = y(t) = 3t² − 2t³, so y = x: linear, 50 at zoom 5.
        #expect(value(#"["interpolate", ["cubic-bezier", 0, 0, 1, 1], ["zoom"], 0, 0, 10, 100]"#, zoom: 5) == .number(50))
        // Control points (0, 0) and (0, 1): x(t) = t³, y(t) = 3t² − 2t³. At zoom 1 the fraction is 1/8 = x(½),
        // so y = 3/4 − 1/4 = 1/2: 50.
        let eased = try #require(value(#"["interpolate", ["cubic-bezier", 0, 0, 0, 1], ["zoom"], 0, 0, 8, 100]"#, zoom: 1)?.number)
        #expect(abs(eased - 50) < 1e-3)
        // Ease-in-out (0.42, 0, 0.58, 1) is symmetric: the middle stays in the middle.
        let middle = try #require(value(#"["interpolate", ["cubic-bezier", 0.42, 0, 0.58, 1], ["zoom"], 10, 0, 20, 1]"#, zoom: 15)?.number)
        #expect(abs(middle - 0.5) < 1e-4)
        #expect(parse(#"["interpolate", ["cubic-bezier", 2, 0, 0.5, 1], ["zoom"], 0, 0, 1, 1]"#).1.count == 1, "x1 outside 0…1")
        #expect(value(#"["interpolate", ["linear"], ["zoom"], 0, ["literal", [0, 10]], 10, ["literal", [10, 30]]]"#, zoom: 5)
                == .array([.number(5), .number(20)]), "arrays of numbers blend element by element")
    }

    @Test func formatNumberFormatImageAndFeatureState() {
        #expect(value(#"["format", "Hello ", {"font-scale": 1.2}, ["get", "name"], {"text-font": ["literal", ["Noto Sans Bold"]]}]"#)
                == .string("Hello Monaco"))
        #expect(value(#"["format", ["image", "pin"], "x"]"#) == .string("x"))
        // Intl.NumberFormat("en-US") facts: 3 decimals at most by default, halves away from zero, comma groups.
        #expect(value(#"["number-format", 1234.5678, {}]"#) == .string("1,234.568"))
        #expect(value(#"["number-format", 1234.5678, {"max-fraction-digits": 1}]"#) == .string("1,234.6"))
        #expect(value(#"["number-format", 3, {"min-fraction-digits": 2, "max-fraction-digits": 2}]"#) == .string("3.00"))
        #expect(value(#"["number-format", -1234567, {}]"#) == .string("-1,234,567"))
        #expect(value(#"["number-format", 0.5, {"max-fraction-digits": 0}]"#) == .string("1"))
        #expect(value(#"["number-format", 2.5, {"max-fraction-digits": 20}]"#) == .string("2.5"))
        #expect(value(#"["image", ["concat", "shop", "_11"]]"#) == .string("shop_11"))
        let (state, messages) = parse(#"["feature-state", "hover"]"#)
        #expect(state == .literal(.null))
        #expect(messages == ["1:1 e: feature-state is not supported on a static card; it is null here"])
    }
}
