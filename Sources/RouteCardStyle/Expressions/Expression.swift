import Foundation
import RouteCardGeo
import RouteCardScene

/// A MapLibre-style expression over a feature's properties: a filter, or a per-feature paint value.
///
/// Written in a style as JSON arrays (`["==", ["get", "class"], "building"]`,
/// `["match", ["get", "type"], "primary", 5, 2]`, `["interpolate", ["linear"], ["zoom"], 14, 1, 18, 6]`);
/// `ExpressionParser` decodes them and
/// `FilterParser` also accepts MapLibre's legacy filter syntax. Evaluation never fails: a missing
/// property is null, an ordering of values of different types is false.
public indirect enum Expression: Sendable, Hashable {
    /// A constant (`"text"`, `12`, `true`, `["literal", [1, 2]]`).
    case literal(FeatureValue)
    /// `["get", NAME]`: a property, or null when missing.
    case get(String)
    /// `["has", NAME]`: whether the property exists.
    case has(String)
    /// `["geometry-type"]` (legacy `$type`).
    case geometryType
    /// `["id"]` (legacy `$id`).
    case id
    /// `["zoom"]`: the card's fractional zoom level.
    case zoom
    /// `["point", NAME]`: a value at the route point being drawn (`route` `line-color`, the
    /// `elevation-profile` fill), in the style's units; null elsewhere.
    case point(PointMeasure)
    /// `["!", E]`: true when E is not true.
    case not(Expression)
    /// `[OP, A, B]` with `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case compare(ComparisonOperator, Expression, Expression)
    /// `["all", …]`: true when every operand is true (true for none).
    case all([Expression])
    /// `["any", …]`: true when some operand is true (false for none).
    case any([Expression])
    /// `["in", NEEDLE, ["literal", [VALUES]]]` (legacy `["in", KEY, VALUES…]`): membership in a fixed list.
    case oneOf(Expression, Set<FeatureValue>)
    /// `["in", NEEDLE, HAYSTACK]` with a computed array or string haystack.
    case contains(needle: Expression, haystack: Expression)
    /// `["match", INPUT, LABELS, OUTPUT, …, FALLBACK]`: `table` maps each label to an index in `outputs`.
    case match(input: Expression, table: [FeatureValue: Int], outputs: [Expression], fallback: Expression)
    /// `["step", INPUT, BASE, STOP, OUTPUT, …]`: the output of the last stop ≤ the input, else `base`.
    case step(input: Expression, base: Expression, stops: [Double], outputs: [Expression])
    /// `["case", CONDITION, OUTPUT, …, FALLBACK]`: the output of the first true condition.
    case cases(conditions: [Expression], outputs: [Expression], fallback: Expression)
    /// `["interpolate", ["linear"], INPUT, STOP, OUTPUT, …]` (or `["exponential", BASE]`, `base` 1 for
    /// linear): numbers, and colours, blended between the two stops around the input.
    case interpolate(base: Double, input: Expression, stops: [Double], outputs: [Expression])

    /// The value for one feature.
    public func evaluate(_ input: ExpressionInput) -> FeatureValue {
        switch self {
        case .literal(let value): return value
        case .get(let name): return input.properties[name] ?? .null
        case .has(let name): return .bool(input.properties[name] != nil)
        case .geometryType: return .string(input.geometryType)
        case .id: return input.id
        case .zoom: return .number(input.zoom)
        case .point(let measure): return input.point?.value(measure).map(FeatureValue.number) ?? .null
        case .not(let operand): return .bool(operand.evaluate(input) != .bool(true))
        case .compare(let op, let a, let b): return .bool(op.compare(a.evaluate(input), b.evaluate(input)))
        case .all(let operands): return .bool(operands.allSatisfy { $0.evaluate(input) == .bool(true) })
        case .any(let operands): return .bool(operands.contains { $0.evaluate(input) == .bool(true) })
        case .oneOf(let needle, let values): return .bool(values.contains(needle.evaluate(input)))
        case .contains(let needle, let haystack):
            let value = needle.evaluate(input)
            switch haystack.evaluate(input) {
            case .array(let elements): return .bool(elements.contains(value))
            case .string(let text):
                guard case .string(let part) = value else { return .bool(false) }
                return .bool(part.isEmpty || text.contains(part))
            default: return .bool(false)
            }
        case .match(let inputExpression, let table, let outputs, let fallback):
            if let index = table[inputExpression.evaluate(input)] { return outputs[index].evaluate(input) }
            return fallback.evaluate(input)
        case .step(let inputExpression, let base, let stops, let outputs):
            guard case .number(let value) = inputExpression.evaluate(input) else { return base.evaluate(input) }
            var chosen = -1
            for (index, stop) in stops.enumerated() where value >= stop { chosen = index }
            return chosen < 0 ? base.evaluate(input) : outputs[chosen].evaluate(input)
        case .cases(let conditions, let outputs, let fallback):
            for (index, condition) in conditions.enumerated() where condition.evaluate(input) == .bool(true) {
                return outputs[index].evaluate(input)
            }
            return fallback.evaluate(input)
        case .interpolate(let base, let inputExpression, let stops, let outputs):
            guard case .number(let value) = inputExpression.evaluate(input) else { return .null }
            if value <= stops[0] { return outputs[0].evaluate(input) }
            guard let upper = stops.firstIndex(where: { $0 > value }) else { return outputs[outputs.count - 1].evaluate(input) }
            let lower = upper - 1
            let span = stops[upper] - stops[lower], offset = value - stops[lower]
            let t = base == 1 ? offset / span : (pow(base, offset) - 1) / (pow(base, span) - 1)
            return Self.blend(outputs[lower].evaluate(input), outputs[upper].evaluate(input), t)
        }
    }

    /// A value `t` (0…1) of the way from `a` to `b`: numbers, or colour strings (as `rgba(…)`);
    /// anything else gives `a`.
    static func blend(_ a: FeatureValue, _ b: FeatureValue, _ t: Double) -> FeatureValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.string(let x), .string(let y)):
            guard let p = Color(css: x), let q = Color(css: y) else { return a }
            func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
            let channels = [mix(p.red, q.red), mix(p.green, q.green), mix(p.blue, q.blue)].map { String(($0 * 255 * 1000).rounded() / 1000) }
            return .string("rgba(\(channels.joined(separator: ", ")), \((mix(p.alpha, q.alpha) * 1000).rounded() / 1000))")
        default: return a
        }
    }

    /// Whether the expression is true for a feature (a filter's test).
    public func isTrue(_ input: ExpressionInput) -> Bool {
        evaluate(input) == .bool(true)
    }

    /// Whether the expression is a literal, the same for every feature and zoom level.
    public var isConstant: Bool {
        if case .literal = self { return true }
        return false
    }

    /// The expressions it is made of, one level down.
    var operands: [Expression] {
        switch self {
        case .literal, .get, .has, .geometryType, .id, .zoom, .point: return []
        case .not(let operand): return [operand]
        case .compare(_, let a, let b): return [a, b]
        case .all(let operands), .any(let operands): return operands
        case .oneOf(let needle, _): return [needle]
        case .contains(let needle, let haystack): return [needle, haystack]
        case .match(let input, _, let outputs, let fallback): return [input] + outputs + [fallback]
        case .step(let input, let base, _, let outputs): return [input, base] + outputs
        case .cases(let conditions, let outputs, let fallback): return conditions + outputs + [fallback]
        case .interpolate(_, let input, _, let outputs): return [input] + outputs
        }
    }

    /// The route point values (`["point", NAME]`) the expression reads anywhere in it.
    public var pointMeasures: Set<PointMeasure> {
        if case .point(let measure) = self { return [measure] }
        return operands.reduce(into: []) { $0.formUnion($1.pointMeasures) }
    }

    /// Every literal the expression can return as its result (the outputs of `match`, `step`,
    /// `case`, recursively), so a typed paint property can convert them once.
    public var outputLiterals: [FeatureValue] {
        switch self {
        case .literal(let value): return [value]
        case .match(_, _, let outputs, let fallback): return (outputs + [fallback]).flatMap(\.outputLiterals)
        case .step(_, let base, _, let outputs): return ([base] + outputs).flatMap(\.outputLiterals)
        case .cases(_, let outputs, let fallback): return (outputs + [fallback]).flatMap(\.outputLiterals)
        case .interpolate(_, _, _, let outputs): return outputs.flatMap(\.outputLiterals)
        default: return []
        }
    }
}
