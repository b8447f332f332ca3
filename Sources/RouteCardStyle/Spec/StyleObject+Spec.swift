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
