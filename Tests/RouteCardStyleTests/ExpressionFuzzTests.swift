import RouteCardExpressions
import RouteCardGeo
@testable import RouteCardStyle
import RouteCardText
import Testing

/// Random expressions and function objects built from the whole operator vocabulary: each one either
/// parses or gets an error diagnostic, and a parsed one evaluates for several features and zoom levels
/// without trapping (a crash fails the run). Deterministic: the generator is seeded.
@Suite struct ExpressionFuzzTests {
    /// A random JSON text of an expression, a literal or a function object, `depth` levels deep at most.
    static func randomJSON(_ random: inout SeededGenerator, depth: Int) -> String {
        let literals = ["0", "1", "-2.5", "1e3", "\"a\"", "\"\"", "\"#f00\"", "\"hsl(120, 50%, 50%)\"", "true", "false", "null",
                        "\"name\"", "\"zoom\"", "[1, 2]", "[\"literal\", [1, \"x\"]]", "[\"literal\", {\"a\": 1}]", "[]", "{}",
                        "{\"stops\": [[0, 1], [10, 5]]}", "{\"property\": \"n\", \"type\": \"categorical\", \"stops\": [[1, 2]]}",
                        "{\"property\": \"n\", \"stops\": [[{\"zoom\": 1, \"value\": 2}, 3]]}", "9007199254740993", "-0"]
        if depth == 0 || random.next() % 4 == 0 { return literals[Int(random.next() % UInt64(literals.count))] }
        let operators = ExpressionParser.operators + ["linear", "exponential", "cubic-bezier", "collator", "nope"]
        let name = operators[Int(random.next() % UInt64(operators.count))]
        let count = Int(random.next() % 6)
        let arguments = (0..<count).map { _ in randomJSON(&random, depth: depth - 1) }
        return "[\"\(name)\"" + arguments.map { ", " + $0 }.joined() + "]"
    }

    @Test func randomExpressionsParseOrReportAndNeverTrap() {
        var random = SeededGenerator(seed: 13)
        let inputs = [ExpressionInput(properties: [:], zoom: 0),
                      ExpressionInput(properties: ["name": .string("Monaco"), "n": .number(2), "a": .array([.number(1)])], id: .number(4), zoom: 14.5),
                      ExpressionInput(properties: ["n": .string("x"), "name": .null], geometryType: "Polygon", zoom: 22)]
        var parsed = 0
        for index in 0..<3000 {
            let json = Self.randomJSON(&random, depth: 4)
            guard let node = try? JSONParser().parse(Array(json.utf8)) else { continue }
            for mapLibre in [false, true] {
                let log = DiagnosticLog(file: nil)
                let output: OutputType? = index % 3 == 0 ? .color : index % 3 == 1 ? .number(in: 0...100) : nil
                let expression = ExpressionParser(log: log, dialect: mapLibre ? .mapLibre : .card).parse(node, keyPath: "e", output: output)
                #expect((expression == nil) == log.hasErrors, "\(json)")
                guard let expression else { continue }
                parsed += 1
                for input in inputs { _ = expression.evaluate(input) }
            }
            let log = DiagnosticLog(file: nil)
            if let filter = FilterParser(log: log).parse(node, keyPath: "filter") {
                for input in inputs { _ = filter.isTrue(input) }
            }
        }
        #expect(parsed > 300, "enough of the random expressions parse to exercise evaluation")
    }
}
