import RouteCardGeo
import RouteCardScene

/// What the result of a typed expression must be (a colour, a width), so literal outputs can be
/// checked when the style is decoded instead of failing per feature.
public struct OutputType: Sendable {
    /// The expectation in messages, e.g. `a number ≥ 0` or `a colour`.
    public var expected: String
    /// Whether a literal output is acceptable.
    public var accepts: @Sendable (FeatureValue) -> Bool

    /// Creates an output type.
    public init(expected: String, accepts: @escaping @Sendable (FeatureValue) -> Bool) {
        self.expected = expected
        self.accepts = accepts
    }

    /// Numbers within a range.
    public static func number(in range: ClosedRange<Double>) -> OutputType {
        OutputType(expected: StyleObject.describe(range)) { value in
            if case .number(let number) = value { return range.contains(number) }
            return false
        }
    }

    /// Colour strings (`#rrggbb`, `rgba(…)`, a CSS name).
    public static let color = OutputType(expected: "a colour (\"#rrggbb\", \"rgba(r, g, b, a)\" or a name)") { value in
        if case .string(let text) = value { return Color(css: text) != nil }
        return false
    }

    /// `true` or `false`.
    public static let boolean = OutputType(expected: "true or false") { value in
        if case .bool = value { return true }
        return false
    }
}
