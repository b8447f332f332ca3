import RouteCardGeo
import RouteCardText

/// Decodes MapLibre expression syntax from a style's JSON, reporting every mistake — unknown
/// operators, wrong numbers of arguments, wrong literal types — with its key path and line:column.
///
/// Operators (see `operators`): `literal`, `get`, `has` (with an optional object argument), `at`,
/// `properties`, `geometry-type`, `id`, `zoom`, `let`/`var`, `!`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `all`, `any`, `in`,
/// `match`, `step`, `case`, `interpolate` (`linear`, `exponential`, `cubic-bezier`), `interpolate-lab`,
/// `interpolate-hcl`, `coalesce`, `concat`,
/// `to-string`, `to-number`, `to-boolean`, `to-color`, the assertions `number`, `string`, `boolean`, `array`,
/// `object`, `typeof`, math (`+ - * / % ^ sqrt abs floor ceil round min max ln log10 log2 sin cos tan asin
/// acos atan pi e ln2`), `upcase`, `downcase`, `length`, `slice`, `index-of`, `format` (reduced to its
/// texts), `number-format`, `image` (its name), `feature-state` (null, with a warning), `is-supported-script`
/// (true), `resolved-locale` (`en`) and `point` (a value
/// at the route point being drawn, see `PointMeasure`). A JSON object in a value's place is a legacy
/// function (see `LegacyFunctionParser`).
///
/// As in MapLibre, comparing with a literal array or object is a type error; in a MapLibre style's property
/// values (`zoomOnlyAtTop`, see `ExpressionDialect`) `["zoom"]` may only be the input of a `step` or
/// `interpolate` at the top of the expression (inside `let` and `coalesce` counts as the top).
package struct ExpressionParser {
    /// Where mistakes are reported.
    package let log: DiagnosticLog
    /// Whether `["zoom"]` is only allowed as the input of a top-level `step`/`interpolate` (MapLibre's rule
    /// for property values); filters allow it anywhere.
    package var zoomOnlyAtTop: Bool
    /// The names bound by enclosing `let`s.
    var variables: [String] = []

    /// The operators this parser knows, for messages.
    package static let operators = ["literal", "get", "has", "at", "geometry-type", "id", "zoom", "let", "var", "!", "==", "!=",
                                   "<", "<=", ">", ">=", "all", "any", "in", "match", "step", "case", "interpolate", "interpolate-hcl", "interpolate-lab", "point",
                                   "coalesce", "concat", "to-string", "to-number", "to-boolean", "to-color", "number", "string",
                                   "boolean", "array", "object", "typeof", "upcase", "downcase", "length", "slice", "index-of",
                                   "format", "number-format", "image", "feature-state", "properties", "is-supported-script",
                                   "resolved-locale", "pi", "e", "ln2"]
        + MathOperator.allCases.map(\.rawValue)

    /// Where an expression sits, for the `["zoom"]` rule.
    enum Place {
        /// The whole property value: a legacy function object or (`arrayConstants`) an array constant may stand here.
        case root
        /// The top of the expression: the root, or inside a top-level `let` body or `coalesce`.
        case top
        /// The input of a top-level `step` or `interpolate`.
        case curveInput
        /// Anywhere else.
        case inner

        /// Whether a zoom curve may stand here.
        var isTop: Bool { self == .root || self == .top }
    }

    /// Whether a property value that is an array not starting with an operator name is a constant, as in
    /// MapLibre (`"line-dasharray": [2, 1]`, `"text-font": ["Noto Sans Regular"]`); inside an expression an
    /// array value is always written `["literal", […]]`.
    package var arrayConstants: Bool

    /// Creates a parser reporting to a log, reading expressions by a dialect's rules (RouteCard's own
    /// styles by default).
    package init(log: DiagnosticLog, dialect: ExpressionDialect = .card) {
        self.init(log: log, zoomOnlyAtTop: dialect.zoomOnlyAtTop, arrayConstants: dialect.arrayConstants)
    }

    /// Creates a parser reporting to a log with each rule chosen on its own (filters: `zoomOnlyAtTop` off).
    package init(log: DiagnosticLog, zoomOnlyAtTop: Bool, arrayConstants: Bool = false) {
        self.log = log
        self.zoomOnlyAtTop = zoomOnlyAtTop
        self.arrayConstants = arrayConstants
    }

    /// Parses an expression; `nil` (after reporting) when it has a mistake.
    ///
    /// - Parameters:
    ///   - node: the JSON value (a literal, an array, or a legacy function object).
    ///   - keyPath: its key path for messages, e.g. `layers[2].paint.line-width`.
    ///   - output: what its result must be, checked on every literal result; `nil` for any value.
    package func parse(_ node: JSONNode, keyPath: String, output: OutputType? = nil) -> Expression? {
        guard let expression = parse(node, keyPath: keyPath, output: output, place: .root) else { return nil }
        if zoomOnlyAtTop, Self.zoomCurves(expression) > 1 {
            report(node, keyPath, "only one zoom-based \"step\" or \"interpolate\" may be used in an expression")
            return nil
        }
        let steps = expression.stepBound
        if steps > Expression.stepLimit {
            let count = steps == .max ? "more than \(Int.max)" : "up to \(steps)"
            report(node, keyPath, "the expression takes \(count) steps per feature, above the limit of \(Expression.stepLimit) "
                + "(each [\"var\", …] evaluates its bound value again: nested let values read more than once multiply the work)")
            return nil
        }
        return expression
    }

    /// Whether an array is an expression: MapLibre's test, its first element names an operator.
    private static func isExpression(_ elements: JSONArray) -> Bool {
        guard case .string(let name)? = elements.first?.value else { return false }
        return knownOperators.contains(name)
    }

    /// `operators` as a set.
    private static let knownOperators = Set(operators)

    /// The `step`s and `interpolate`s over `["zoom"]` at the top of an expression (through `let` bodies and
    /// `coalesce` operands, the only places the zoom rule lets them be).
    private static func zoomCurves(_ expression: Expression) -> Int {
        switch expression {
        case .step(.zoom, _, _, _), .interpolate(_, .zoom, _, _), .interpolateColors(_, _, .zoom, _, _): return 1
        case .binding(_, _, let body): return zoomCurves(body)
        case .coalesce(let operands): return operands.reduce(0) { $0 + zoomCurves($1) }
        default: return 0
        }
    }

    func parse(_ node: JSONNode, keyPath: String, output: OutputType?, place: Place) -> Expression? {
        switch node.value {
        case .null, .bool, .number, .string:
            let value = FeatureValue(json: node)
            if let output, !output.accepts(value) {
                report(node, keyPath, code: output.rejection(value), "\(output.expected) expected, \(node.summary) found")
                return nil
            }
            return .literal(value)
        case .object:
            guard place == .root else {
                report(node, keyPath, "an expression (an array such as [\"get\", \"class\"]) or a value expected, an object found")
                return nil
            }
            return LegacyFunctionParser(log: log).parse(node, keyPath: keyPath, output: output)
        case .array(let elements):
            if arrayConstants, place == .root, !Self.isExpression(elements) {
                let value = FeatureValue(json: node)
                if let output, !output.accepts(value) {
                    report(node, keyPath, code: output.rejection(value), "\(output.expected) expected, \(node.summary) found")
                    return nil
                }
                return .literal(value)
            }
            guard let first = elements.first else {
                report(node, keyPath, "an expression expected, an empty array found")
                return nil
            }
            guard case .string(let name) = first.value else {
                report(first, keyPath + "[0]", "an expression operator (a string) expected, \(first.summary) found; "
                    + "write an array value as [\"literal\", [...]]")
                return nil
            }
            return parseCall(name, node: node, arguments: Array(elements.dropFirst()), keyPath: keyPath, output: output, place: place)
        }
    }

    func report(_ node: JSONNode, _ keyPath: String, code: DiagnosticCode = .invalidExpression, _ message: String) {
        log.report(code: code, at: node, keyPath: keyPath, message)
    }

    // One switch over every operator reads best as one function.
    private func parseCall(_ name: String, node: JSONNode, arguments: [JSONNode], keyPath: String, output: OutputType?,
                           place: Place) -> Expression? {
        func path(_ index: Int) -> String { "\(keyPath)[\(index + 1)]" }
        func arity(_ counts: String, _ ok: Bool) -> Bool {
            if !ok { report(node, keyPath, "\"\(name)\" expects \(counts), \(arguments.count) given") }
            return ok
        }
        func argument(_ index: Int, output: OutputType? = nil, place: Place = .inner) -> Expression? {
            parse(arguments[index], keyPath: path(index), output: output, place: place)
        }
        /// An argument that must be of a type (`number`, `string`, …): a literal or other expression known to
        /// be of another type is reported.
        func typed(_ index: Int, _ type: String) -> Expression? {
            guard let expression = argument(index) else { return nil }
            let known = Self.staticType(expression)
            guard known == "value" || known.hasPrefix(type) else {
                report(arguments[index], path(index), code: .typeMismatch, "\(Self.article(type)) expected, \(Self.describe(arguments[index], known)) found")
                return nil
            }
            return expression
        }
        func all(_ indices: some Sequence<Int>, _ parse: (Int) -> Expression?) -> [Expression]? {
            let parsed = indices.map(parse)
            guard parsed.allSatisfy({ $0 != nil }) else { return nil }
            return parsed.map { $0! }
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
        /// The input of a `step`/`interpolate`: `["zoom"]` is allowed there when the curve is at the top.
        func curveInput() -> Expression? {
            let index = name == "step" ? 0 : 1
            guard let input = argument(index, place: place.isTop ? .curveInput : .inner) else { return nil }
            let known = Self.staticType(input)
            guard known == "value" || known == "number" else {
                report(arguments[index], path(index), code: .typeMismatch, "a number (the input) expected, \(Self.describe(arguments[index], known)) found")
                return nil
            }
            return input
        }
        // Operators whose result is a boolean or a property value cannot be checked against a typed output here;
        // only literal results are checked (a `get` in a colour position is converted per feature).
        switch name {
        case "literal":
            guard arity("1 argument", arguments.count == 1) else { return nil }
            if case .object = arguments[0].value {
                // An object is no paint value: only get, has and typeof read it.
                if let output {
                    report(arguments[0], path(0), code: .typeMismatch, "\(output.expected) expected, an object found")
                    return nil
                }
                return Self.objectLiteral(arguments[0])
            }
            let value = FeatureValue(json: arguments[0])
            if let output, !output.accepts(value) {
                report(arguments[0], path(0), code: output.rejection(value), "\(output.expected) expected, \(arguments[0].summary) found")
                return nil
            }
            return .literal(value)
        case "get", "has":
            guard arity("1 argument (a property name) or 2 (a name and an object)", arguments.count == 1 || arguments.count == 2),
                  let key = propertyName(at: 0) else { return nil }
            guard arguments.count == 2 else { return name == "get" ? .get(key) : .has(key) }
            guard let object = typed(1, "object") else { return nil }
            return name == "get" ? .getIn(key, object) : .hasIn(key, object)
        case "at":
            guard arity("2 arguments (an index and an array)", arguments.count == 2),
                  let both = all(0..<2, { typed($0, $0 == 0 ? "number" : "array") }) else { return nil }
            return .at(both[0], both[1])
        case "geometry-type", "id", "properties":
            guard arity("no arguments", arguments.isEmpty) else { return nil }
            return name == "id" ? .id : name == "properties" ? .properties : .geometryType
        case "resolved-locale":
            // ["resolved-locale", ["collator", …]]: texts are written in English here.
            guard arity("1 argument (a collator)", arguments.count == 1) else { return nil }
            return .literal(.string("en"))
        case "is-supported-script":
            // fontconfig draws every script an installed font covers.
            guard arity("1 argument", arguments.count == 1), argument(0) != nil else { return nil }
            return .literal(.bool(true))
        case "zoom":
            guard arity("no arguments", arguments.isEmpty) else { return nil }
            if zoomOnlyAtTop, place != .curveInput {
                report(node, keyPath, "[\"zoom\"] may only be the input of a \"step\" or \"interpolate\" at the top of the expression")
                return nil
            }
            return .zoom
        case "pi", "e", "ln2":
            guard arity("no arguments", arguments.isEmpty) else { return nil }
            return .literal(.number(name == "pi" ? Double.pi : name == "e" ? 2.718281828459045 : 0.6931471805599453))
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
        case "var":
            guard arity("1 argument (a variable name)", arguments.count == 1), let key = propertyName(at: 0) else { return nil }
            guard variables.contains(key) else {
                report(arguments[0], path(0), "unknown variable \"\(key)\": bind it in an enclosing \"let\" first"
                    + SpellingSuggestion.hint(for: key, among: variables))
                return nil
            }
            return .variable(key)
        case "let":
            guard arity("name/value pairs and a body (an odd number of at least 3 arguments)",
                        arguments.count >= 3 && arguments.count % 2 == 1) else { return nil }
            var names: [String] = [], values: [Expression] = [], ok = true
            for index in stride(from: 0, to: arguments.count - 1, by: 2) {
                guard case .string(let key) = arguments[index].value, !key.isEmpty,
                      key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    report(arguments[index], path(index), "a variable name (letters, digits and _) expected, \(arguments[index].summary) found")
                    ok = false
                    continue
                }
                names.append(key)
                if let value = argument(index + 1) { values.append(value) } else { ok = false }
            }
            var inner = self
            inner.variables += names
            let body = inner.parse(arguments[arguments.count - 1], keyPath: path(arguments.count - 1), output: output,
                                   place: place.isTop ? .top : .inner)
            guard ok, let body else { return nil }
            return .binding(names: names, values: values, body: body)
        case "!":
            guard arity("1 argument", arguments.count == 1), let operand = argument(0) else { return nil }
            return .not(operand)
        case "==", "!=", "<", "<=", ">", ">=":
            guard arity("2 arguments", arguments.count == 2) else { return nil }
            let a = argument(0), b = argument(1)
            guard let a, let b else { return nil }
            guard compatible(name, a, b, node: node, arguments: arguments, keyPath: keyPath) else { return nil }
            return .compare(ComparisonOperator(rawValue: name)!, a, b)
        case "all", "any":
            guard let operands = all(arguments.indices, { argument($0) }) else { return nil }
            return name == "all" ? .all(operands) : .any(operands)
        case "in":
            guard arity("2 arguments (a value and an array or string)", arguments.count == 2) else { return nil }
            let needle = argument(0), haystack = argument(1)
            guard let needle, let haystack else { return nil }
            let needleType = Self.staticType(needle)
            guard ["value", "boolean", "string", "number", "null"].contains(needleType) else {
                report(arguments[0], path(0), code: .typeMismatch, "a boolean, string, number or null (the needle) expected, \(Self.describe(arguments[0], needleType)) found")
                return nil
            }
            let haystackType = Self.staticType(haystack)
            guard haystackType == "value" || haystackType == "string" || haystackType.hasPrefix("array") else {
                report(arguments[1], path(1), code: .typeMismatch, "an array or a string (the haystack) expected, \(Self.describe(arguments[1], haystackType)) found")
                return nil
            }
            if case .literal(.array(let values)) = haystack { return .oneOf(needle, Set(values)) }
            return .contains(needle: needle, haystack: haystack)
        case "match":
            return parseMatch(node: node, arguments: arguments, keyPath: keyPath, output: output)
        case "step":
            let parsed = stepwise("an input, a base output") { () -> (Expression, Expression)? in
                let input = curveInput(), base = argument(1, output: output)
                guard let input, let base else { return nil }
                return (input, base)
            }
            guard let ((input, base), stops, outputs) = parsed else { return nil }
            return .step(input: input, base: base, stops: stops, outputs: outputs)
        case "interpolate", "interpolate-hcl", "interpolate-lab":
            let parsed = stepwise("an interpolation type, an input") { () -> (InterpolationCurve, Expression)? in
                let curve = Self.interpolationCurve(arguments[0])
                if curve == nil {
                    report(arguments[0], path(0), "an interpolation type expected ([\"linear\"], [\"exponential\", BASE > 0] or "
                        + "[\"cubic-bezier\", X1, Y1, X2, Y2] with X1, X2 in 0…1), \(arguments[0].summary) found")
                }
                let input = curveInput()
                guard let curve, let input else { return nil }
                return (curve, input)
            }
            guard let ((curve, input), stops, outputs) = parsed else { return nil }
            guard name != "interpolate" else { return .interpolate(curve: curve, input: input, stops: stops, outputs: outputs) }
            return .interpolateColors(space: name == "interpolate-lab" ? .lab : .hcl, curve: curve, input: input, stops: stops, outputs: outputs)
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
        case "coalesce":
            guard arity("at least 1 argument", !arguments.isEmpty) else { return nil }
            // coalesce passes its operands' values through, so each is checked against the output type.
            guard let operands = all(arguments.indices, { argument($0, output: output, place: place.isTop ? .top : .inner) }) else { return nil }
            return .coalesce(operands)
        case "concat":
            guard arity("at least 1 argument", !arguments.isEmpty), let operands = all(arguments.indices, { argument($0) }) else { return nil }
            return .concat(operands)
        case "to-string", "to-boolean", "typeof", "image":
            guard arity("1 argument", arguments.count == 1), let operand = argument(0) else { return nil }
            switch name {
            case "to-boolean": return .toBoolean(operand)
            case "typeof": return .typeOf(operand)
            default: return .toString(operand)
            }
        case "to-number", "to-color":
            guard arity("at least 1 argument", !arguments.isEmpty), let operands = all(arguments.indices, { argument($0) }) else { return nil }
            return name == "to-number" ? .toNumber(operands) : .toColor(operands)
        case "number", "string", "boolean", "object":
            guard arity("at least 1 argument", !arguments.isEmpty), let operands = all(arguments.indices, { argument($0) }) else { return nil }
            return .assert(name, operands)
        case "array":
            // ["array", VALUE], ["array", ITEM-TYPE, VALUE] or ["array", ITEM-TYPE, LENGTH, VALUE].
            guard arity("1 to 3 arguments", (1...3).contains(arguments.count)) else { return nil }
            var type = "array"
            if arguments.count >= 2 {
                guard case .string(let item) = arguments[0].value, ["string", "number", "boolean"].contains(item) else {
                    report(arguments[0], path(0), code: .invalidValue, "an item type (string, number or boolean) expected, \(arguments[0].summary) found")
                    return nil
                }
                type = "array<\(item)"
            }
            if arguments.count == 3 {
                guard case .number(let length) = arguments[1].value, length >= 0, length == length.rounded(), length < 1e9 else {
                    report(arguments[1], path(1), code: .invalidValue, "a length (a whole number ≥ 0) expected, \(arguments[1].summary) found")
                    return nil
                }
                type += ", \(Int(length))>"
            }
            guard let operand = argument(arguments.count - 1) else { return nil }
            return .assert(type, [operand])
        case "upcase", "downcase":
            guard arity("1 argument", arguments.count == 1), let operand = typed(0, "string") else { return nil }
            return name == "upcase" ? .upcase(operand) : .downcase(operand)
        case "length":
            guard arity("1 argument", arguments.count == 1), let operand = argument(0) else { return nil }
            let known = Self.staticType(operand)
            guard known == "value" || known == "string" || known.hasPrefix("array") else {
                report(arguments[0], path(0), code: .typeMismatch, "a string or an array expected, \(Self.describe(arguments[0], known)) found")
                return nil
            }
            return .length(operand)
        case "slice", "index-of":
            guard arity("2 or 3 arguments", arguments.count == 2 || arguments.count == 3) else { return nil }
            let first = name == "slice" ? 0 : 1
            guard let operands = all(arguments.indices, { index in index == first ? argument(index) : index == 0 ? argument(0) : typed(index, "number") })
            else { return nil }
            let third = operands.count == 3 ? operands[2] : nil
            if name == "index-of", !["value", "boolean", "string", "number", "null"].contains(Self.staticType(operands[0])) {
                report(arguments[0], path(0), code: .typeMismatch, "a boolean, string, number or null (the needle) expected, \(Self.describe(arguments[0], Self.staticType(operands[0]))) found")
                return nil
            }
            return name == "slice" ? .slice(operands[0], operands[1], third) : .indexOf(operands[0], operands[1], third)
        case "format":
            return parseFormat(node: node, arguments: arguments, keyPath: keyPath)
        case "number-format":
            return parseNumberFormat(node: node, arguments: arguments, keyPath: keyPath)
        case "feature-state":
            guard arity("1 argument (a state name)", arguments.count == 1) else { return nil }
            log.report(.warning, code: .invalidExpression, at: node, keyPath: keyPath,
                       "feature-state is not supported on a static card; it is null here")
            return .literal(.null)
        default:
            if let op = MathOperator(rawValue: name) {
                let (minimum, maximum) = op.arity
                let counts = maximum == nil ? "at least \(minimum) argument\(minimum == 1 ? "" : "s")"
                    : minimum == maximum ? "\(minimum) argument\(minimum == 1 ? "" : "s")" : "\(minimum) or \(maximum!) arguments"
                guard arity(counts, arguments.count >= minimum && arguments.count <= (maximum ?? .max)),
                      let operands = all(arguments.indices, { typed($0, "number") }) else { return nil }
                return .math(op, operands)
            }
            report(node, keyPath + "[0]", code: .unknownOperator, "unknown expression operator \"\(name)\""
                + SpellingSuggestion.hint(for: name, among: Self.operators.sorted()) + "; known: " + Self.operators.joined(separator: ", "))
            return nil
        }
    }

}
