import RouteCardExpressions
import RouteCardGeo
import RouteCardMapLibre
@testable import RouteCardStyle
import RouteCardText
import Testing

/// MapLibre's semantics where a reimplementation easily differs, each against MapLibre's own rules
/// (its legacy-filter conversion, its `in` and `get` definitions and integration-test expectations).
@Suite struct MapLibreSemanticsTests {
    /// A filter's result for a feature; fails on any diagnostic.
    func keeps(_ json: String, _ properties: [String: FeatureValue], id: FeatureValue = .null, dialect: ExpressionDialect = .card,
               sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool? {
        let log = DiagnosticLog(file: "f.json", text: Array(json.utf8))
        guard let node = try? JSONParser().parse(Array(json.utf8)),
              let filter = FilterParser(log: log, dialect: dialect).parse(node, keyPath: "filter") else {
            Issue.record("\(json) did not parse: \(log.diagnostics.map(\.message))", sourceLocation: sourceLocation)
            return nil
        }
        #expect(log.diagnostics.isEmpty, sourceLocation: sourceLocation)
        return filter.isTrue(ExpressionInput(properties: properties, id: id, geometryType: "Point", zoom: 12))
    }

    /// The diagnostics (`line:column keyPath: message`) of an expression in a property value of a MapLibre
    /// style (`mapLibre`) or of a RouteCard style.
    func diagnostics(_ json: String, mapLibre: Bool = true) -> [String] {
        let log = DiagnosticLog(file: "e.json", text: Array(json.utf8))
        guard let node = try? JSONParser().parse(Array(json.utf8)) else { return ["syntax"] }
        _ = ExpressionParser(log: log, dialect: mapLibre ? .mapLibre : .card).parse(node, keyPath: "e")
        return log.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.keyPath): \($0.message)" }
    }

    @Test func legacyNullComparisonsOnAMissingProperty() {
        // MapLibre's conversion: ["==", k, null] is ["all", ["has", k], ["==", ["get", k], null]].
        #expect(keeps(#"["==", "foo", null]"#, [:]) == false)
        #expect(keeps(#"["==", "foo", null]"#, ["foo": .null]) == true)
        #expect(keeps(#"["==", "foo", null]"#, ["foo": .number(1)]) == false)
        // ["!=", k, null] is ["any", ["!", ["has", k]], ["!=", ["get", k], null]].
        #expect(keeps(#"["!=", "foo", null]"#, [:]) == true)
        #expect(keeps(#"["!=", "foo", null]"#, ["foo": .null]) == false)
        #expect(keeps(#"["!=", "foo", null]"#, ["foo": .number(1)]) == true)
        // The expression form has no such rule: a missing property is null.
        #expect(keeps(#"["==", ["get", "foo"], null]"#, [:]) == true)
        // $id is compared plainly.
        #expect(keeps(#"["==", "$id", null]"#, [:]) == true)
    }

    @Test func legacyPresenceAndMembership() {
        #expect(keeps(#"["has", "$id"]"#, [:], id: .number(3)) == true)
        #expect(keeps(#"["has", "$id"]"#, [:]) == false)
        #expect(keeps(#"["!has", "$id"]"#, [:]) == true)
        #expect(keeps(#"["has", "$type"]"#, [:]) == true)
        #expect(keeps(#"["!has", "$type"]"#, [:]) == false)
        #expect(keeps(#"["in", "class"]"#, ["class": .string("a")]) == false, "no values: false")
        #expect(keeps(#"["!in", "class"]"#, ["class": .string("a")]) == true)
        #expect(keeps(#"["in", "rank", 1, "2"]"#, ["rank": .string("1")]) == false, "values keep their types")
        #expect(keeps(#"["in", "rank", 1, "2"]"#, ["rank": .string("2")]) == true)
        #expect(keeps(#"["in", "x", null]"#, [:]) == true, "a missing value is null, which is in [null]")
        #expect(keeps(#"["<", "x", 5]"#, ["x": .string("3")]) == false, "ordering values of different types is false")
        #expect(keeps(#"["none", ["==", "a", 1], ["==", "b", 2]]"#, ["a": .number(2)]) == true)
        #expect(keeps(#"["all", ["==", "a", 1], ["==", ["get", "b"], 2]]"#, ["a": .number(1), "b": .number(2)]) == true)
    }

    /// An expression's value for a feature (not a filter: there `["in", "a", "b"]` is the legacy form).
    func value(_ json: String, _ properties: [String: FeatureValue] = [:]) -> FeatureValue? {
        let log = DiagnosticLog(file: nil)
        let node = try? JSONParser().parse(Array(json.utf8))
        let expression = node.flatMap { ExpressionParser(log: log).parse($0, keyPath: "e") }
        #expect(log.diagnostics.isEmpty)
        return expression?.evaluate(ExpressionInput(properties: properties))
    }

    @Test func inOnStrings() {
        // MapLibre's In: an empty (or null) haystack contains nothing; else haystack.indexOf(needle) ≥ 0, the
        // needle converted to text (its integration test: 123 in "hello123world", true in "falsetrue").
        #expect(value(#"["in", "", ""]"#) == .bool(false))
        #expect(value(#"["in", "a", ""]"#) == .bool(false))
        #expect(value(#"["in", "", "abc"]"#) == .bool(true))
        #expect(value(#"["in", "low", "helloworld"]"#) == .bool(true))
        #expect(value(#"["in", 2.5, "x2.5y"]"#) == .bool(true))
        #expect(value(#"["in", null, "nullable"]"#) == .bool(true), "JavaScript's String(null) is \"null\"")
        let search = #"["in", ["get", "n"], ["get", "s"]]"#
        #expect(keeps(search, ["n": .number(123), "s": .string("hello123world")]) == true)
        #expect(keeps(search, ["n": .bool(true), "s": .string("falsetrue")]) == true)
        #expect(keeps(search, ["n": .bool(false), "s": .string("falsetrue")]) == true)
        #expect(keeps(search, ["n": .null, "s": .string("helloworld")]) == false)
        #expect(keeps(search, ["n": .string("foo"), "s": .string("helloworld")]) == false)
        #expect(keeps(search, ["n": .string("low"), "s": .null]) == false)
        #expect(keeps(search, ["n": .string(""), "s": .string("")]) == false)
        #expect(value(#"["in", 2, ["literal", [1, 2]]]"#) == .bool(true))
        #expect(value(#"["in", "2", ["literal", [1, 2]]]"#) == .bool(false))
        // In a filter, a string key and a non-array second argument is the legacy form: property "" among ["abc"].
        #expect(keeps(#"["in", "", "abc"]"#, ["": .string("abc")]) == true)
        #expect(keeps(#"["in", "", "abc"]"#, [:]) == false)
    }

    @Test func twoArgumentGetAndHas() {
        #expect(keeps(#"["==", ["get", "k", ["literal", {"k": "v"}]], "v"]"#, ["k": .string("other")]) == true)
        #expect(keeps(#"["has", "k", ["literal", {"k": null}]]"#, [:]) == true, "a member that is null exists")
        #expect(keeps(#"["has", "k", ["literal", {}]]"#, ["k": .number(1)]) == false)
    }

    @Test func comparingWithLiteralArraysOrObjectsIsATypeError() {
        #expect(diagnostics(#"["==", ["get", "x"], ["literal", [1, 2]]]"#) == [
            "1:22 e[2]: \"==\" cannot compare an array; it compares strings, numbers, booleans or null"])
        #expect(diagnostics(#"["!=", ["literal", {"a": 1}], ["get", "x"]]"#).count == 1)
        #expect(diagnostics(#"["<", ["get", "x"], ["literal", [1]]]"#).count == 1)
        #expect(diagnostics(#"["<", ["get", "x"], true]"#).count == 1, "ordering compares numbers or strings only")
        #expect(diagnostics(#"["==", 1, "1"]"#) == ["1:1 e: \"==\" cannot compare a number with a string"])
        #expect(diagnostics(#"["==", ["get", "x"], null]"#) == [])
        #expect(diagnostics(#"["<", ["get", "x"], "m"]"#) == [])
    }

    @Test func zoomOnlyAsTheInputOfATopLevelCurve() {
        #expect(diagnostics(#"["interpolate", ["linear"], ["zoom"], 0, 1, 10, 2]"#) == [])
        #expect(diagnostics(#"["step", ["zoom"], 1, 5, 2]"#) == [])
        #expect(diagnostics(#"["let", "a", 1, ["step", ["zoom"], ["var", "a"], 5, 2]]"#) == [])
        #expect(diagnostics(#"["coalesce", ["step", ["zoom"], 1, 5, 2], 3]"#) == [])
        #expect(diagnostics(#"["+", ["zoom"], 1]"#) == [
            "1:7 e[1]: [\"zoom\"] may only be the input of a \"step\" or \"interpolate\" at the top of the expression"])
        #expect(diagnostics(#"["case", true, ["interpolate", ["linear"], ["zoom"], 0, 1, 10, 2], 0]"#) == [
            "1:44 e[2][2]: [\"zoom\"] may only be the input of a \"step\" or \"interpolate\" at the top of the expression"])
        #expect(diagnostics(#"["step", ["get", "x"], ["zoom"], 5, 2]"#).count == 1, "an output of the curve is not its input")
        #expect(diagnostics(#"["step", ["+", ["zoom"], 1], 1, 5, 2]"#).count == 1)
        #expect(diagnostics(#"["coalesce", ["step", ["zoom"], 1, 5, 2], ["interpolate", ["linear"], ["zoom"], 0, 1, 10, 2]]"#) == [
            "1:1 e: only one zoom-based \"step\" or \"interpolate\" may be used in an expression"])
        // RouteCard's own styles nest zoom curves in match outputs; filters allow zoom anywhere.
        #expect(diagnostics(#"["match", ["get", "c"], "a", ["interpolate", ["linear"], ["zoom"], 0, 1, 10, 2], 1]"#, mapLibre: false) == [])
        #expect(keeps(#"[">=", ["zoom"], 10]"#, [:], dialect: .mapLibre) == true)
    }

    @Test func arraysThatAreNotExpressionsAreConstantsInAMapLibreStyle() {
        // MapLibre's isExpression: an array is an expression when its first element names an operator.
        func parsed(_ json: String, mapLibre: Bool) -> RouteCardExpressions.Expression? {
            let log = DiagnosticLog(file: nil)
            let node = try? JSONParser().parse(Array(json.utf8))
            return node.flatMap { ExpressionParser(log: log, dialect: mapLibre ? .mapLibre : .card).parse($0, keyPath: "e") }
        }
        #expect(parsed("[2, 1]", mapLibre: true) == .literal(.array([.number(2), .number(1)])))
        #expect(parsed(#"["Noto Sans Regular"]"#, mapLibre: true) == .literal(.array([.string("Noto Sans Regular")])))
        #expect(parsed(#"["get", "name"]"#, mapLibre: true) == .get("name"))
        #expect(parsed("[2, 1]", mapLibre: false) == nil, "RouteCard styles write array values as [\"literal\", …]")
        #expect(diagnostics(#"["step", ["zoom"], [2, 1], 10, [4, 2]]"#).count == 2, "inside an expression, arrays need literal")
    }

    @Test func parsingStaysLinear() {
        // A long chain of lets, each reading the one before, and a wide match: both parse (no timing; an
        // exponential parse would not finish) and evaluate to the hand-computed result.
        var chain = "1"
        for index in 0..<200 { chain = #"["let", "v\#(index)", \#(chain), ["+", ["var", "v\#(index)"], 1]]"# }
        let log = DiagnosticLog(file: nil)
        let node = try? JSONParser().parse(Array(chain.utf8))
        let expression = node.flatMap { ExpressionParser(log: log).parse($0, keyPath: "e") }
        #expect(log.diagnostics.isEmpty)
        #expect(expression?.evaluate(ExpressionInput(properties: [:])) == .number(201))
    }
}
