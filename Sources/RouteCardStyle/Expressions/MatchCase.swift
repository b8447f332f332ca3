/// One branch of a `match` expression: the labels it answers and its output.
public struct MatchCase: Sendable, Hashable {
    /// The values that select this branch (a JSON label or an array of alternatives).
    public var labels: [ExpressionValue]
    /// The branch's value.
    public var output: PropertyExpression

    /// Creates a branch.
    public init(labels: [ExpressionValue], output: PropertyExpression) {
        self.labels = labels
        self.output = output
    }
}
