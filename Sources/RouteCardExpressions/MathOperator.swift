import Foundation

/// A numeric operator of an expression: `+ - * / % ^`, `min`, `max` and the one-argument functions.
public enum MathOperator: String, Sendable, Hashable, CaseIterable {
    /// `["+", A, B, …]`: the sum.
    case add = "+"
    /// `["-", A, B]`: the difference; `["-", A]`: the negation.
    case subtract = "-"
    /// `["*", A, B, …]`: the product.
    case multiply = "*"
    /// `["/", A, B]`: the quotient (division by 0 gives an infinity or NaN, as in JavaScript).
    case divide = "/"
    /// `["%", A, B]`: the remainder with the sign of A.
    case remainder = "%"
    /// `["^", A, B]`: A to the power B.
    case power = "^"
    /// `["min", A, B, …]`.
    case min
    /// `["max", A, B, …]`.
    case max
    /// `["sqrt", A]`.
    case sqrt
    /// `["abs", A]`.
    case abs
    /// `["floor", A]`.
    case floor
    /// `["ceil", A]`.
    case ceil
    /// `["round", A]`: to the nearest integer, halves away from zero (`-1.5` → `-2`).
    case round
    /// `["ln", A]`: the natural logarithm.
    case ln
    /// `["log10", A]`.
    case log10
    /// `["log2", A]`.
    case log2
    /// `["sin", A]` (radians).
    case sin
    /// `["cos", A]`.
    case cos
    /// `["tan", A]`.
    case tan
    /// `["asin", A]`.
    case asin
    /// `["acos", A]`.
    case acos
    /// `["atan", A]`.
    case atan

    /// The numbers of arguments it takes: `nil` upper bound for any number from the lower bound on.
    var arity: (min: Int, max: Int?) {
        switch self {
        case .add, .multiply, .min, .max: return (1, nil)
        case .subtract: return (1, 2)
        case .divide, .remainder, .power: return (2, 2)
        default: return (1, 1)
        }
    }

    /// The result for its arguments (their count already checked).
    func apply(_ values: [Double]) -> Double {
        switch self {
        case .add: return values.reduce(0, +)
        case .multiply: return values.reduce(1, *)
        case .subtract: return values.count == 1 ? -values[0] : values[0] - values[1]
        case .divide: return values[0] / values[1]
        case .remainder: return values[0].truncatingRemainder(dividingBy: values[1])
        case .power: return pow(values[0], values[1])
        case .min: return values.dropFirst().reduce(values[0]) { Swift.min($0, $1) }
        case .max: return values.dropFirst().reduce(values[0]) { Swift.max($0, $1) }
        case .sqrt: return values[0].squareRoot()
        case .abs: return Swift.abs(values[0])
        case .floor: return values[0].rounded(.down)
        case .ceil: return values[0].rounded(.up)
        case .round: return values[0].rounded(.toNearestOrAwayFromZero)
        case .ln: return Foundation.log(values[0])
        case .log10: return Foundation.log10(values[0])
        case .log2: return Foundation.log2(values[0])
        case .sin: return Foundation.sin(values[0])
        case .cos: return Foundation.cos(values[0])
        case .tan: return Foundation.tan(values[0])
        case .asin: return Foundation.asin(values[0])
        case .acos: return Foundation.acos(values[0])
        case .atan: return Foundation.atan(values[0])
        }
    }
}
