import RouteCardGeo
import RouteCardText

extension Expression {
    /// The most steps one evaluation of an expression may take: 100,000 (a real style's longest
    /// expression takes a few hundred). The parser refuses an expression whose `stepBound` is above it.
    package static let stepLimit = 100_000

    /// The most characters (Unicode scalars) or elements a string or array an expression makes may
    /// have: 1,048,576. A longer result is null, and the card stops with a message naming the operator.
    package static let sizeLimit = 1 << 20

    /// An upper bound on the steps one evaluation takes, counting one per operator evaluated (all
    /// conditions and the dearest branch of a choice; `["var", NAME]` costs its bound value each time
    /// it is read, since values are evaluated where they are read), saturating at `Int.max`.
    /// Expressions have no loops, so this bounds the work of every feature.
    package var stepBound: Int {
        steps(variables: [:])
    }

    /// `stepBound` with the costs of the variables in scope.
    private func steps(variables: [String: Int]) -> Int {
        func cost(_ expression: Expression) -> Int { expression.steps(variables: variables) }
        func sum(_ expressions: [Expression]) -> Int { expressions.reduce(0) { $0.saturatingAdd(cost($1)) } }
        func dearest(_ expressions: [Expression]) -> Int { expressions.reduce(0) { max($0, cost($1)) } }
        switch self {
        case .variable(let name): return 1.saturatingAdd(variables[name] ?? 0)
        case .binding(let names, let values, let body):
            var inner = variables
            for (name, value) in zip(names, values) { inner[name] = cost(value) }
            return 1.saturatingAdd(body.steps(variables: inner))
        case .match(let input, _, let outputs, let fallback): return 1.saturatingAdd(cost(input)).saturatingAdd(dearest(outputs + [fallback]))
        case .step(let input, let base, _, let outputs): return 1.saturatingAdd(cost(input)).saturatingAdd(dearest([base] + outputs))
        case .cases(let conditions, let outputs, let fallback): return 1.saturatingAdd(sum(conditions)).saturatingAdd(dearest(outputs + [fallback]))
        case .interpolate(_, let input, _, let outputs), .interpolateColors(_, _, let input, _, let outputs):
            // Two outputs around the input are evaluated.
            return 1.saturatingAdd(cost(input)).saturatingAdd(dearest(outputs).saturatingAdd(dearest(outputs)))
        default: return 1.saturatingAdd(sum(operands))
        }
    }

    /// A string an operator makes, or null (and the card stopped) when it is longer than `sizeLimit`.
    static func bounded(_ text: String, by name: String) -> FeatureValue {
        guard text.unicodeScalars.count <= sizeLimit else {
            WorkBudget.current?.exhaust("an expression's \"\(name)\" made a string of more than \(sizeLimit) characters "
                + "(the limit of a string an expression makes)")
            return .null
        }
        return .string(text)
    }

    /// Whether operands of `lengths` characters in all are more than an operator may join: when so, the
    /// card is stopped with a message naming `name`.
    static func exceedsSize(_ total: Int, by name: String) -> Bool {
        guard total > sizeLimit else { return false }
        WorkBudget.current?.exhaust("an expression's \"\(name)\" would make a string of \(total) characters, above the limit "
            + "of \(sizeLimit) (the limit of a string an expression makes)")
        return true
    }
}

extension Int {
    /// The sum, or `Int.max` when it overflows (both operands are at least 0).
    fileprivate func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
