import RouteCardGeo
import RouteCardScene
import RouteCardText

/// What the result of a typed expression must be (a colour, a width), so literal outputs can be
/// checked when the style is decoded instead of failing per feature.
package struct OutputType: Sendable {
    /// The expectation in messages, e.g. `a number ≥ 0` or `a colour`.
    package var expected: String
    /// Whether a literal output is acceptable.
    package var accepts: @Sendable (FeatureValue) -> Bool
    /// The diagnostic code of a literal it does not accept (default: the wrong kind of value).
    package var rejection: @Sendable (FeatureValue) -> DiagnosticCode
    /// Whether values blend between stops (numbers, colours): a legacy function object without a
    /// `type` is then `exponential`, else `interval`, as MapLibre decides from the property's spec.
    package var interpolatable: Bool
    /// Whether the values are colours (a legacy `identity` function converts like `to-color`).
    package var isColor: Bool

    /// Creates an output type.
    package init(expected: String, interpolatable: Bool = false, isColor: Bool = false,
                rejection: @escaping @Sendable (FeatureValue) -> DiagnosticCode = { _ in .typeMismatch },
                accepts: @escaping @Sendable (FeatureValue) -> Bool) {
        self.expected = expected
        self.rejection = rejection
        self.accepts = accepts
        self.interpolatable = interpolatable
        self.isColor = isColor
    }

    /// Numbers within a range (a number outside it is out of range).
    package static func number(in range: ClosedRange<Double>) -> OutputType {
        OutputType(expected: Self.describe(range), interpolatable: true, rejection: { value in
            if case .number = value { .outOfRange } else { .typeMismatch }
        }) { value in
            if case .number(let number) = value { return range.contains(number) }
            return false
        }
    }

    /// Colour strings (`#rrggbb`, `rgba(…)`, a CSS name; another string is an invalid value).
    package static let color = OutputType(expected: "a colour (\"#rrggbb\", \"rgba(r, g, b, a)\" or a name)",
                                          interpolatable: true, isColor: true, rejection: { value in
        if case .string = value { .invalidValue } else { .typeMismatch }
    }) { value in
        if case .string(let text) = value { return Color(css: text) != nil }
        return false
    }

    /// `true` or `false`.
    package static let boolean = OutputType(expected: "true or false") { value in
        if case .bool = value { return true }
        return false
    }

    /// How a range of numbers is written in messages: `a number`, `a number ≥ 0`, `a number in 0…1`.
    package static func describe(_ range: ClosedRange<Double>) -> String {
        let full = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        if range == full { return "a number" }
        let show = SpecFormat.number
        if range.upperBound == Double.greatestFiniteMagnitude { return "a number ≥ \(show(range.lowerBound))" }
        return "a number in \(show(range.lowerBound))…\(show(range.upperBound))"
    }
}
