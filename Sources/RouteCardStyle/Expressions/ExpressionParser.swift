import RouteCardGeo
import RouteCardText

/// Decodes MapLibre expression syntax from a style's JSON, reporting every mistake — unknown
/// operators, wrong numbers of arguments, wrong literal types — with its key path and line:column.
///
/// Operators: `literal`, `get`, `has`, `geometry-type`, `id`, `zoom`, `!`, `==`, `!=`, `<`, `<=`,
/// `>`, `>=`, `all`, `any`, `in`, `match`, `step`, `case`, `interpolate` (`linear`, `exponential`),
/// `point` (a value at the route point being drawn, see `PointMeasure`).
package struct ExpressionParser {
    /// Where mistakes are reported.
    package let log: DiagnosticLog

    /// The operators this parser knows, for messages.
    package static let operators = ["literal", "get", "has", "geometry-type", "id", "zoom", "!", "==", "!=", "<", "<=",
                                   ">", ">=", "all", "any", "in", "match", "step", "case", "interpolate", "point"]

    /// Creates a parser reporting to a log.
    package init(log: DiagnosticLog) {
        self.log = log
    }

    /// Parses an expression; `nil` (after reporting) when it has a mistake.
    ///
    /// - Parameters:
    ///   - node: the JSON value (a literal or an array).
    ///   - keyPath: its key path for messages, e.g. `layers[2].paint.line-width`.
    ///   - output: what its result must be, checked on every literal result; `nil` for any value.
    package func parse(_ node: JSONNode, keyPath: String, output: OutputType? = nil) -> Expression? {
        switch node.value {
        case .null, .bool, .number, .string:
            let value = FeatureValue(json: node)
            if let output, !output.accepts(value) {
                report(node, keyPath, code: output.rejection(value), "\(output.expected) expected, \(node.summary) found")
                return nil
            }
            return .literal(value)
        case .object:
            report(node, keyPath, "an expression (an array such as [\"get\", \"class\"]) or a value expected, an object found")
            return nil
        case .array(let elements):
            guard let first = elements.first else {
                report(node, keyPath, "an expression expected, an empty array found")
                return nil
            }
            guard case .string(let name) = first.value else {
                report(first, keyPath + "[0]", "an expression operator (a string) expected, \(first.summary) found; "
                    + "write an array value as [\"literal\", [...]]")
                return nil
            }
            return parseCall(name, node: node, arguments: Array(elements.dropFirst()), keyPath: keyPath, output: output)
        }
    }

    private func report(_ node: JSONNode, _ keyPath: String, code: DiagnosticCode = .invalidExpression, _ message: String) {
        log.report(code: code, at: node, keyPath: keyPath, message)
    }

    private func parseCall(_ name: String, node: JSONNode, arguments: [JSONNode], keyPath: String, output: OutputType?) -> Expression? {
        func path(_ index: Int) -> String { "\(keyPath)[\(index + 1)]" }
        func arity(_ counts: String, _ ok: Bool) -> Bool {
            if !ok { report(node, keyPath, "\"\(name)\" expects \(counts), \(arguments.count) given") }
            return ok
        }
        func argument(_ index: Int, output: OutputType? = nil) -> Expression? {
            parse(arguments[index], keyPath: path(index), output: output)
        }
        func propertyName(at index: Int) -> String? {
            guard case .string(let text) = arguments[index].value else {
                report(arguments[index], path(index), "a property name (a string) expected, \(arguments[index].summary) found")
                return nil
            }
            return text
        }
        /// `step` and `interpolate`: two leading arguments (`leadArguments` describes them for messages,
        /// `lead` reads them), then stop/output pairs from argument 2 on; stops must be increasing numbers.
        func stepwise<Lead>(_ leadArguments: String, _ lead: () -> Lead?) -> (lead: Lead, stops: [Double], outputs: [Expression])? {
            guard arity("\(leadArguments), then stop/output pairs (an even number of at least 4 arguments)",
                        arguments.count >= 4 && arguments.count % 2 == 0) else { return nil }
            let leading = lead()
            var stops: [Double] = [], outputs: [Expression] = [], ok = true
            for index in stride(from: 2, to: arguments.count, by: 2) {
                if case .number(let stop) = arguments[index].value {
                    if let last = stops.last, stop <= last {
                        report(arguments[index], path(index), "\(name) stops must increase, \(Self.show(stop)) follows \(Self.show(last))")
                        ok = false
                    }
                    stops.append(stop)
                } else {
                    report(arguments[index], path(index), "a number (a stop) expected, \(arguments[index].summary) found")
                    ok = false
                }
                if let result = argument(index + 1, output: output) { outputs.append(result) } else { ok = false }
            }
            guard ok, let leading else { return nil }
            return (leading, stops, outputs)
        }
        // Operators whose result is a boolean or a property value cannot be checked against a typed output here;
        // only literal results are checked (a `get` in a colour position is converted per feature).
        switch name {
        case "literal":
            guard arity("1 argument", arguments.count == 1) else { return nil }
            let value = FeatureValue(json: arguments[0])
            if let output, !output.accepts(value) {
                report(arguments[0], path(0), code: output.rejection(value), "\(output.expected) expected, \(arguments[0].summary) found")
                return nil
            }
            return .literal(value)
        case "get", "has":
            guard arity("1 argument (a property name)", arguments.count == 1), let key = propertyName(at: 0) else { return nil }
            return name == "get" ? .get(key) : .has(key)
        case "geometry-type", "id", "zoom":
            guard arity("no arguments", arguments.isEmpty) else { return nil }
            return name == "zoom" ? .zoom : name == "id" ? .id : .geometryType
        case "point":
            let names = PointMeasure.allCases.map(\.rawValue)
            guard arity("1 argument (one of \(names.joined(separator: ", ")))", arguments.count == 1),
                  let key = propertyName(at: 0) else { return nil }
            guard let measure = PointMeasure(rawValue: key) else {
                report(arguments[0], path(0), code: .invalidValue, "unknown point value \"\(key)\""
                    + SpellingSuggestion.hint(for: key, among: names.sorted()) + "; known: " + names.joined(separator: ", "))
                return nil
            }
            return .point(measure)
        case "!":
            guard arity("1 argument", arguments.count == 1), let operand = argument(0) else { return nil }
            return .not(operand)
        case "==", "!=", "<", "<=", ">", ">=":
            guard arity("2 arguments", arguments.count == 2) else { return nil }
            let a = argument(0), b = argument(1)
            guard let a, let b else { return nil }
            return .compare(ComparisonOperator(rawValue: name)!, a, b)
        case "all", "any":
            let operands = arguments.indices.map { argument($0) }
            guard operands.allSatisfy({ $0 != nil }) else { return nil }
            return name == "all" ? .all(operands.map { $0! }) : .any(operands.map { $0! })
        case "in":
            guard arity("2 arguments (a value and an array or string)", arguments.count == 2) else { return nil }
            let needle = argument(0), haystack = argument(1)
            guard let needle, let haystack else { return nil }
            if case .literal(.array(let values)) = haystack { return .oneOf(needle, Set(values)) }
            return .contains(needle: needle, haystack: haystack)
        case "match":
            return parseMatch(node: node, arguments: arguments, keyPath: keyPath, output: output)
        case "step":
            let parsed = stepwise("an input, a base output") { () -> (Expression, Expression)? in
                let input = argument(0), base = argument(1, output: output)
                guard let input, let base else { return nil }
                return (input, base)
            }
            guard let ((input, base), stops, outputs) = parsed else { return nil }
            return .step(input: input, base: base, stops: stops, outputs: outputs)
        case "interpolate":
            let parsed = stepwise("an interpolation type, an input") { () -> (Double, Expression)? in
                let base = Self.interpolationBase(arguments[0])
                if base == nil {
                    report(arguments[0], path(0), "an interpolation type expected ([\"linear\"] or [\"exponential\", BASE > 0]), \(arguments[0].summary) found")
                }
                let input = argument(1)
                guard let base, let input else { return nil }
                return (base, input)
            }
            guard let ((base, input), stops, outputs) = parsed else { return nil }
            return .interpolate(base: base, input: input, stops: stops, outputs: outputs)
        case "case":
            guard arity("condition/output pairs and a fallback (an odd number of at least 3 arguments)",
                        arguments.count >= 3 && arguments.count % 2 == 1) else { return nil }
            var conditions: [Expression] = [], outputs: [Expression] = [], ok = true
            for index in stride(from: 0, to: arguments.count - 1, by: 2) {
                if let condition = argument(index) { conditions.append(condition) } else { ok = false }
                if let result = argument(index + 1, output: output) { outputs.append(result) } else { ok = false }
            }
            let fallback = argument(arguments.count - 1, output: output)
            guard ok, let fallback else { return nil }
            return .cases(conditions: conditions, outputs: outputs, fallback: fallback)
        default:
            report(node, keyPath + "[0]", code: .unknownOperator, "unknown expression operator \"\(name)\""
                + SpellingSuggestion.hint(for: name, among: Self.operators.sorted()) + "; known: " + Self.operators.joined(separator: ", "))
            return nil
        }
    }

    /// The base of an interpolation type: 1 for `["linear"]`, BASE for `["exponential", BASE]` (BASE > 0).
    private static func interpolationBase(_ node: JSONNode) -> Double? {
        guard case .array(let kind) = node.value, case .string(let name)? = kind.first?.value else { return nil }
        switch (name, kind.count) {
        case ("linear", 1): return 1
        case ("exponential", 2):
            if case .number(let value) = kind[1].value, value > 0 { return value }
            return nil
        default: return nil
        }
    }

    private func parseMatch(node: JSONNode, arguments: [JSONNode], keyPath: String, output: OutputType?) -> Expression? {
        func path(_ index: Int) -> String { "\(keyPath)[\(index + 1)]" }
        guard arguments.count >= 4, arguments.count % 2 == 0 else {
            report(node, keyPath, "\"match\" expects an input, label/output pairs and a fallback "
                + "(an even number of at least 4 arguments), \(arguments.count) given")
            return nil
        }
        let input = parse(arguments[0], keyPath: path(0))
        var table: [FeatureValue: Int] = [:], outputs: [Expression] = [], ok = input != nil
        for index in stride(from: 1, to: arguments.count - 1, by: 2) {
            let labelNode = arguments[index]
            var labels: [JSONNode] = [labelNode]
            if case .array(let elements) = labelNode.value {
                labels = Array(elements)
                if elements.isEmpty { report(labelNode, path(index), "a match label list must not be empty"); ok = false }
            }
            for label in labels {
                switch label.value {
                case .string, .number:
                    let value = FeatureValue(json: label)
                    if table[value] != nil {
                        report(label, path(index), "duplicate match label \(label.summary)")
                        ok = false
                    }
                    table[value] = outputs.count
                default:
                    report(label, path(index), "a match label (a string, a number or an array of them) expected, \(label.summary) found")
                    ok = false
                }
            }
            if let result = parse(arguments[index + 1], keyPath: path(index + 1), output: output) {
                outputs.append(result)
            } else {
                outputs.append(.literal(.null))
                ok = false
            }
        }
        let fallback = parse(arguments[arguments.count - 1], keyPath: path(arguments.count - 1), output: output)
        guard ok, let input, let fallback else { return nil }
        return .match(input: input, table: table, outputs: outputs, fallback: fallback)
    }


    static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
