import RouteCardText

extension StyleObject {
    /// A number within a `NumberRange` (open or closed bounds), or `nil` when absent or wrong
    /// (wrong is reported as `RANGE expected, VALUE found`).
    public func number(_ key: String, in range: NumberRange) -> Double? {
        guard let node = node(key) else { return nil }
        guard case .number(let number) = node.value, range.contains(number) else {
            mismatch(key, node, expected: range.description, code: node.value.isNumber ? .outOfRange : .typeMismatch)
            return nil
        }
        return number
    }
}

extension StyleObject {
    /// A length (`12`, `"12pt"`, `"4.5vmin"`) kept with its unit, or `nil` when absent or wrong
    /// (wrong is reported): points must lie in `range`, a relative length is clamped into it
    /// when resolved on a canvas (`StyleLength.points(on:)`).
    public func length(_ key: String, in range: NumberRange) -> StyleLength? {
        guard let node = node(key) else { return nil }
        if case .string(let text) = node.value, let length = CardLength(text: text), length.isRelative {
            return StyleLength(length, clampedTo: range.closedApproximation)
        }
        resolveLengths(key, in: range)
        return number(key, in: range).map { StyleLength(.points($0), clampedTo: range.closedApproximation) }
    }
}
