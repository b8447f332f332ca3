import RouteCardGeo
import RouteCardText

/// A paint or layout value that is either a constant or an expression evaluated per feature
/// (`"line-width": ["match", ["get", "type"], "primary", 5, 2]`).
///
/// Literal results of the expression are converted once when the style is decoded, so evaluating
/// is a table lookup; a computed result (`["get", "colour"]`) that cannot be converted gives the default.
public struct StyleProperty<Value: Sendable>: Sendable {
    private enum Storage: Sendable {
        case constant(Value)
        case expression(Expression, table: [FeatureValue: Value], convert: @Sendable (FeatureValue) -> Value?, fallback: Value, steps: Int, keyPath: String)
    }

    private let storage: Storage

    /// A constant value.
    public init(constant value: Value) {
        storage = .constant(value)
    }

    /// An expression whose results are converted with `convert` (`fallback` when that fails);
    /// `keyPath` (where the style has it) names it in the message of a card that stops in it.
    public init(expression: Expression, convert: @escaping @Sendable (FeatureValue) -> Value?, fallback: Value,
                keyPath: String = "an expression") {
        if case .literal(let value) = expression {
            storage = .constant(convert(value) ?? fallback)
            return
        }
        var table: [FeatureValue: Value] = [:]
        for literal in expression.outputLiterals where table[literal] == nil {
            if let value = convert(literal) { table[literal] = value }
        }
        storage = .expression(expression, table: table, convert: convert, fallback: fallback, steps: expression.stepBound, keyPath: keyPath)
    }

    /// The value when it does not depend on the feature; `nil` for an expression.
    public var constant: Value? {
        if case .constant(let value) = storage { return value }
        return nil
    }

    /// The expression, or `nil` for a constant.
    public var expression: Expression? {
        if case .expression(let expression, _, _, _, _, _) = storage { return expression }
        return nil
    }

    /// The route point values the property reads (`["point", NAME]`); empty for most.
    public var pointMeasures: Set<PointMeasure> {
        expression?.pointMeasures ?? []
    }

    /// The value for one feature; the default once the card's `WorkBudget` has stopped (its steps
    /// are taken from the budget by the expression's `stepBound`).
    public func value(for input: ExpressionInput) -> Value {
        switch storage {
        case .constant(let value): return value
        case .expression(let expression, let table, let convert, let fallback, let steps, let keyPath):
            let budget = WorkBudget.current
            if let budget, !budget.spend(steps, on: keyPath) { return fallback }
            let result = expression.evaluate(input, nil)
            if result == .null, let budget, budget.isStopped { budget.locate(keyPath) }
            return table[result] ?? convert(result) ?? fallback
        }
    }
}
