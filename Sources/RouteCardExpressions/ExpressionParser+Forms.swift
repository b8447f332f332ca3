import RouteCardGeo
import RouteCardText

/// The forms with their own syntax (`format`, `number-format`, `match`, interpolation curves) and
/// the parser's type helpers and messages.
extension ExpressionParser {
    /// Checks a comparison's operand types as MapLibre does: arrays and objects cannot be compared, two
    /// known types must agree, and `<`, `<=`, `>`, `>=` compare only numbers or strings.
    func compatible(_ name: String, _ a: Expression, _ b: Expression, node: JSONNode, arguments: [JSONNode], keyPath: String) -> Bool {
        let ordering = !(name == "==" || name == "!=")
        let comparable = ordering ? ["value", "number", "string"] : ["value", "number", "string", "boolean", "null"]
        let types = [Self.staticType(a), Self.staticType(b)]
        for (index, type) in types.enumerated() where !comparable.contains(type) {
            report(arguments[index], "\(keyPath)[\(index + 1)]", code: .typeMismatch, "\"\(name)\" cannot compare "
                + "\(Self.describe(arguments[index], type)); it compares " + (ordering ? "numbers or strings" : "strings, numbers, booleans or null"))
            return false
        }
        if types[0] != "value", types[1] != "value", types[0] != types[1] {
            report(node, keyPath, code: .typeMismatch, "\"\(name)\" cannot compare \(Self.article(types[0])) with \(Self.article(types[1]))")
            return false
        }
        return true
    }

    /// The type an expression's result is known to have (`number`, `string`, `boolean`, `null`, `object`,
    /// `array…`), or `value` when it depends on the feature.
    static func staticType(_ expression: Expression) -> String {
        switch expression {
        case .literal(let value): return Expression.typeName(of: value)
        case .object, .properties: return "object"
        case .has, .hasIn, .not, .compare, .all, .any, .oneOf, .contains, .toBoolean: return "boolean"
        case .geometryType, .concat, .toString, .typeOf, .upcase, .downcase, .numberFormat: return "string"
        case .zoom, .math, .length, .indexOf: return "number"
        case .assert(let type, _): return type
        default: return "value"
        }
    }

    /// `a number`, `an array`, `an object`.
    static func article(_ type: String) -> String {
        (type.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + type
    }

    /// What a node is, for messages: its JSON summary for literals, else `an expression of type T`.
    static func describe(_ node: JSONNode, _ type: String) -> String {
        if case .array(let elements) = node.value, case .string(let op)? = elements.first?.value, op != "literal" {
            return "an expression giving \(article(type))"
        }
        if case .array(let elements) = node.value, elements.count == 2 { return elements[1].summary }
        return node.summary
    }

    /// A JSON object as an object expression (nested objects too).
    static func objectLiteral(_ node: JSONNode) -> Expression {
        guard case .object(let members) = node.value else { return .literal(FeatureValue(json: node)) }
        var table: [String: Expression] = [:]
        for member in members { table[member.key] = objectLiteral(member.value) }
        return .object(table)
    }

    /// The curve of an interpolation type: `["linear"]`, `["exponential", BASE]` (BASE > 0) or
    /// `["cubic-bezier", X1, Y1, X2, Y2]` (X1 and X2 in 0…1).
    static func interpolationCurve(_ node: JSONNode) -> InterpolationCurve? {
        guard case .array(let kind) = node.value, case .string(let name)? = kind.first?.value else { return nil }
        let numbers = kind.dropFirst().compactMap { element -> Double? in
            if case .number(let value) = element.value { return value }
            return nil
        }
        guard numbers.count == kind.count - 1 else { return nil }
        switch (name, numbers.count) {
        case ("linear", 0): return .linear
        case ("exponential", 1): return numbers[0] > 0 ? .exponential(numbers[0]) : nil
        case ("cubic-bezier", 4):
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }
            return .cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
        default: return nil
        }
    }

    /// `["format", TEXT, {OPTIONS}?, TEXT, …]`: the texts joined (fonts, scales and colours are not applied;
    /// an `["image", …]` section gives no text).
    func parseFormat(node: JSONNode, arguments: [JSONNode], keyPath: String) -> Expression? {
        func path(_ index: Int) -> String { "\(keyPath)[\(index + 1)]" }
        guard !arguments.isEmpty else {
            report(node, keyPath, "\"format\" expects at least 1 argument, 0 given")
            return nil
        }
        var parts: [Expression] = [], ok = true
        for (index, argument) in arguments.enumerated() {
            if case .object = argument.value {
                if index == 0 {
                    report(argument, path(index), "a text section expected before format options, an object found")
                    ok = false
                }
                continue
            }
            if case .array(let elements) = argument.value, case .string("image")? = elements.first?.value { continue }
            if let part = parse(argument, keyPath: path(index), output: nil, place: .inner) { parts.append(part) } else { ok = false }
        }
        guard ok else { return nil }
        return .concat(parts.isEmpty ? [.literal(.string(""))] : parts)
    }

    /// `["number-format", NUMBER, {"locale"?, "currency"?, "min-fraction-digits"?, "max-fraction-digits"?}]`.
    func parseNumberFormat(node: JSONNode, arguments: [JSONNode], keyPath: String) -> Expression? {
        guard arguments.count == 2, case .object(let members) = arguments[1].value else {
            report(node, keyPath, "\"number-format\" expects a number and an options object")
            return nil
        }
        let known = ["currency", "locale", "max-fraction-digits", "min-fraction-digits"]
        var digits: [String: Int] = [:], ok = true
        for member in members {
            let memberPath = "\(keyPath)[2].\(member.key)"
            switch member.key {
            case "min-fraction-digits", "max-fraction-digits":
                if case .number(let value) = member.value.value, value == value.rounded(), (0...20).contains(value) {
                    digits[member.key] = Int(value)
                } else {
                    report(member.value, memberPath, code: .invalidValue, "a whole number 0…20 expected, \(member.value.summary) found")
                    ok = false
                }
            case "locale", "currency":
                log.report(.warning, code: .invalidExpression, at: member.value, keyPath: memberPath,
                           "number-format's \(member.key) is not applied: numbers are written in English with commas")
            default:
                log.report(code: .unknownKey, at: log.location(ofOffset: member.keyOffset), keyPath: memberPath,
                           "unknown number-format option \"\(member.key)\"" + SpellingSuggestion.hint(for: member.key, among: known))
                ok = false
            }
        }
        guard let number = parse(arguments[0], keyPath: "\(keyPath)[1]", output: nil, place: .inner), ok else { return nil }
        let minimum = digits["min-fraction-digits"] ?? 0
        let maximum = max(minimum, digits["max-fraction-digits"] ?? max(minimum, 3))
        return .numberFormat(number, minimumFractionDigits: minimum, maximumFractionDigits: maximum)
    }

    func parseMatch(node: JSONNode, arguments: [JSONNode], keyPath: String, output: OutputType?) -> Expression? {
        func path(_ index: Int) -> String { "\(keyPath)[\(index + 1)]" }
        guard arguments.count >= 4, arguments.count % 2 == 0 else {
            report(node, keyPath, "\"match\" expects an input, label/output pairs and a fallback "
                + "(an even number of at least 4 arguments), \(arguments.count) given")
            return nil
        }
        let input = parse(arguments[0], keyPath: path(0), output: nil, place: .inner)
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
            if let result = parse(arguments[index + 1], keyPath: path(index + 1), output: output, place: .inner) {
                outputs.append(result)
            } else {
                outputs.append(.literal(.null))
                ok = false
            }
        }
        let fallback = parse(arguments[arguments.count - 1], keyPath: path(arguments.count - 1), output: output, place: .inner)
        guard ok, let input, let fallback else { return nil }
        return .match(input: input, table: table, outputs: outputs, fallback: fallback)
    }

    static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
