/// The numbers a property accepts: each bound open, closed or absent. Always finite.
public struct NumberRange: Sendable, Hashable, CustomStringConvertible {
    /// The lower bound, if any.
    public var lower: Double?
    /// The upper bound, if any.
    public var upper: Double?
    /// Whether the lower bound itself is excluded (`> lower` rather than `≥ lower`).
    public var lowerIsOpen: Bool
    /// Whether the upper bound itself is excluded.
    public var upperIsOpen: Bool

    /// A range; without bounds every finite number.
    public init(lower: Double? = nil, upper: Double? = nil, lowerIsOpen: Bool = false, upperIsOpen: Bool = false) {
        self.lower = lower
        self.upper = upper
        self.lowerIsOpen = lowerIsOpen
        self.upperIsOpen = upperIsOpen
    }

    /// Every finite number.
    public static let any = NumberRange()

    /// `lower…upper`, both included.
    public static func closed(_ range: ClosedRange<Double>) -> NumberRange {
        NumberRange(lower: range.lowerBound, upper: range.upperBound)
    }

    /// `≥ value`.
    public static func atLeast(_ value: Double) -> NumberRange { NumberRange(lower: value) }

    /// `> value`.
    public static func above(_ value: Double) -> NumberRange { NumberRange(lower: value, lowerIsOpen: true) }

    /// Whether a number is accepted (never NaN or infinite).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        if let lower, lowerIsOpen ? value <= lower : value < lower { return false }
        if let upper, upperIsOpen ? value >= upper : value > upper { return false }
        return true
    }

    /// The closed range the expression checker uses (open bounds are checked when decoding constants).
    public var closedApproximation: ClosedRange<Double> {
        (lower ?? -Double.greatestFiniteMagnitude)...(upper ?? Double.greatestFiniteMagnitude)
    }

    /// `a number`, `a number ≥ 0`, `a number > 0`, `a number in 0…500`, `a number < 1`.
    public var description: String {
        func show(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v) }
        switch (lower, upper) {
        case (nil, nil): return "a number"
        case (let low?, nil): return "a number \(lowerIsOpen ? ">" : "≥") \(show(low))"
        case (nil, let high?): return "a number \(upperIsOpen ? "<" : "≤") \(show(high))"
        case (let low?, let high?):
            if !lowerIsOpen && !upperIsOpen { return "a number in \(show(low))…\(show(high))" }
            return "a number \(lowerIsOpen ? ">" : "≥") \(show(low)) and \(upperIsOpen ? "<" : "≤") \(show(high))"
        }
    }

    /// The range as written in the property tables: `0…500`, `≥ 0`, `> 0`, or empty for any number.
    public var shortDescription: String {
        let text = description
        return text.hasPrefix("a number in ") ? String(text.dropFirst(12)) : text.hasPrefix("a number ") ? String(text.dropFirst(9)) : ""
    }
}
