import RouteCardGeo
import RouteCardText

/// Decodes a layer's `filter` in either form MapLibre users write, into one `Expression`.
///
/// - Legacy: `["==", "class", "building"]`, `["!=", …]`, `["<", …]` (and `<=`, `>`, `>=`),
///   `["in", "type", "primary", "secondary"]`, `["!in", …]`, `["has", "name"]`, `["!has", …]`,
///   `["all", …]`, `["any", …]`, `["none", …]`; keys `$type` and `$id` read the geometry type and id.
/// - Expression: any boolean expression (`["==", ["get", "class"], "building"]`,
///   `["in", ["get", "type"], ["literal", ["primary", "secondary"]]]`, `["!", …]`, …).
///
/// Each array is classified the way MapLibre does (a comparison whose operands are not arrays is
/// legacy), so the two forms can be nested in `all`/`any`. Legacy semantics follow MapLibre's
/// conversion: `["==", KEY, null]` is false and `["!=", KEY, null]` true for a feature without KEY;
/// `["has", "$id"]` is whether the feature has an id; `["in", KEY]` with no values is false (`!in` true).
/// `["zoom"]` is allowed anywhere in a filter.
package struct FilterParser {
    /// Where mistakes are reported.
    package let log: DiagnosticLog
    /// The rules expressions inside the filter are read by (`["zoom"]` is allowed anywhere in either).
    package let dialect: ExpressionDialect

    /// Creates a parser reporting to a log, reading expressions by a dialect's rules.
    package init(log: DiagnosticLog, dialect: ExpressionDialect = .card) {
        self.log = log
        self.dialect = dialect
    }

    /// Parses a filter; `nil` (after reporting) when it has a mistake.
    package func parse(_ node: JSONNode, keyPath: String) -> Expression? {
        if case .bool(let flag) = node.value { return .literal(.bool(flag)) }
        guard case .array(let elements) = node.value, case .string(let op)? = elements.first?.value else {
            if case .array = node.value {
                return ExpressionParser(log: log, zoomOnlyAtTop: false, arrayConstants: dialect.arrayConstants).parse(node, keyPath: keyPath, output: .boolean)
            }
            log.report(code: .invalidExpression, at: node, keyPath: keyPath,
                       "a filter expected (an array such as [\"==\", [\"get\", \"class\"], \"building\"]), \(node.summary) found")
            return nil
        }
        let arguments = Array(elements.dropFirst())
        func isArray(_ node: JSONNode) -> Bool { if case .array = node.value { true } else { false } }
        func isString(_ node: JSONNode) -> Bool { if case .string = node.value { true } else { false } }
        let legacy: Bool
        switch op {
        case "!in", "!has", "none": legacy = true
        case "has": legacy = arguments.count == 1 && isString(arguments[0])
        case "in": legacy = !(arguments.count >= 2 && (!isString(arguments[0]) || isArray(arguments[1])))
        case "==", "!=", "<", "<=", ">", ">=": legacy = arguments.count == 2 && !isArray(arguments[0]) && !isArray(arguments[1])
        case "all", "any":
            // Children are classified one by one.
            let operands = arguments.enumerated().map { parse($0.element, keyPath: "\(keyPath)[\($0.offset + 1)]") }
            guard operands.allSatisfy({ $0 != nil }) else { return nil }
            return op == "all" ? .all(operands.map { $0! }) : .any(operands.map { $0! })
        default: legacy = false
        }
        guard legacy else { return ExpressionParser(log: log, zoomOnlyAtTop: false, arrayConstants: dialect.arrayConstants).parse(node, keyPath: keyPath, output: .boolean) }
        return parseLegacy(op, node: node, arguments: arguments, keyPath: keyPath)
    }

    private func parseLegacy(_ op: String, node: JSONNode, arguments: [JSONNode], keyPath: String) -> Expression? {
        func path(_ index: Int) -> String { "\(keyPath)[\(index + 1)]" }
        func key(_ index: Int) -> Expression? {
            guard index < arguments.count else {
                log.report(code: .invalidExpression, at: node, keyPath: keyPath, "\"\(op)\" expects a property name")
                return nil
            }
            guard case .string(let name) = arguments[index].value else {
                log.report(code: .invalidExpression, at: arguments[index], keyPath: path(index),
                           "a property name (a string) expected, \(arguments[index].summary) found")
                return nil
            }
            switch name {
            case "$type": return .geometryType
            case "$id": return .id
            default: return .get(name)
            }
        }
        func value(_ index: Int) -> FeatureValue? {
            switch arguments[index].value {
            case .string, .number, .bool, .null: return FeatureValue(json: arguments[index])
            default:
                log.report(code: .invalidExpression, at: arguments[index], keyPath: path(index),
                           "a string, number, boolean or null expected, \(arguments[index].summary) found")
                return nil
            }
        }
        switch op {
        case "has", "!has":
            guard arguments.count == 1 else {
                log.report(code: .invalidExpression, at: node, keyPath: keyPath, "\"\(op)\" expects 1 argument (a property name), \(arguments.count) given")
                return nil
            }
            guard let subject = key(0) else { return nil }
            // MapLibre: `$type` always exists, `$id` exists when the feature has an id.
            let test: Expression
            switch subject {
            case .get(let name): test = .has(name)
            case .id: test = .compare(.notEqual, .id, .literal(.null))
            default: test = .literal(.bool(true))
            }
            return op == "has" ? test : .not(test)
        case "in", "!in":
            guard let subject = key(0) else { return nil }
            var values: Set<FeatureValue> = []
            var ok = true
            for index in arguments.indices.dropFirst() {
                if let item = value(index) { values.insert(item) } else { ok = false }
            }
            guard ok else { return nil }
            return op == "in" ? .oneOf(subject, values) : .not(.oneOf(subject, values))
        case "none":
            let operands = arguments.enumerated().map { parse($0.element, keyPath: path($0.offset)) }
            guard operands.allSatisfy({ $0 != nil }) else { return nil }
            return .not(.any(operands.map { $0! }))
        default:
            // A comparison with exactly a key and a value (checked by the caller).
            guard let subject = key(0), let operand = value(1) else { return nil }
            let comparison = Expression.compare(ComparisonOperator(rawValue: op)!, subject, .literal(operand))
            // MapLibre: in a legacy filter a missing property is not equal to null (nor unequal to it).
            if operand == .null, case .get(let name) = subject {
                if op == "==" { return .all([.has(name), comparison]) }
                if op == "!=" { return .any([.not(.has(name)), comparison]) }
            }
            return comparison
        }
    }
}
