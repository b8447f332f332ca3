/// The `let` bindings visible while an expression is evaluated: each name with its (unevaluated)
/// expression and the scope that expression was written in, innermost first.
final class ExpressionScope {
    /// The bound name.
    let name: String
    /// The bound expression, evaluated (in `home`) where `["var", name]` is read.
    let value: Expression
    /// The scope the `let` was written in, where `value` is evaluated (the names it binds are not visible there).
    let home: ExpressionScope?
    /// The bindings further out.
    let outer: ExpressionScope?

    /// Creates a binding in front of `outer`.
    init(name: String, value: Expression, home: ExpressionScope?, outer: ExpressionScope?) {
        self.name = name
        self.value = value
        self.home = home
        self.outer = outer
    }

    /// The innermost binding of a name.
    func lookup(_ name: String) -> ExpressionScope? {
        var scope: ExpressionScope? = self
        while let current = scope {
            if current.name == name { return current }
            scope = current.outer
        }
        return nil
    }
}
