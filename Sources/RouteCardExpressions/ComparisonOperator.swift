import RouteCardGeo

/// A comparison of two values in a filter or expression: `==`, `!=`, `<`, `<=`, `>`, `>=`.
public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    /// `==`: same type and value.
    case equal = "=="
    /// `!=`: not `==` (true when a property is missing).
    case notEqual = "!="
    /// `<`: both numbers or both strings, and the first is smaller.
    case less = "<"
    /// `<=`.
    case lessOrEqual = "<="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="

    /// Compares two values. Ordering needs two numbers or two strings; otherwise it is false.
    public func compare(_ a: FeatureValue, _ b: FeatureValue) -> Bool {
        switch self {
        case .equal: return a == b
        case .notEqual: return a != b
        default: break
        }
        let order: Int
        switch (a, b) {
        case (.number(let x), .number(let y)): order = x < y ? -1 : x > y ? 1 : 0
        case (.string(let x), .string(let y)): order = x < y ? -1 : x > y ? 1 : 0
        default: return false
        }
        switch self {
        case .less: return order < 0
        case .lessOrEqual: return order <= 0
        case .greater: return order > 0
        default: return order >= 0
        }
    }
}
