import RouteCardScene

/// The value of a `PropertyExpression`: what `["get", …]` reads and what an expression yields.
public enum ExpressionValue: Sendable, Hashable {
    /// No value (a missing property).
    case null
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// A boolean.
    case bool(Bool)
    /// A colour (an output literal of a colour-valued key, checked when the style is decoded).
    case color(Color)

    /// The number, if this is one or a string that reads as one (properties from a stream are strings).
    public var number: Double? {
        switch self {
        case .number(let value): return value
        case .string(let text): return Double(text).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    /// The colour, if this is one.
    public var color: Color? {
        if case .color(let value) = self { return value }
        return nil
    }
}
