import RouteCardGeo
import RouteCardScene

/// A small data-driven style value in MapLibre's JSON form, evaluated per feature (per live
/// annotation): a literal, `["get", NAME]`, `["match", …]`, `["interpolate", ["linear"], …]` or
/// `["step", …]`.
///
/// - `["get", "status"]` reads a property (a number when the property is numeric: `distance`,
///   `heading`).
/// - `["match", INPUT, LABEL, OUTPUT, LABEL, OUTPUT, …, FALLBACK]`: the output of the first label
///   equal to the input (a label may be an array of alternatives), else the fallback.
/// - `["interpolate", ["linear"], INPUT, STOP, OUTPUT, …]`: linear between numeric stops (in
///   increasing order), clamped to the first and last outputs.
/// - `["step", INPUT, OUTPUT0, STOP1, OUTPUT1, …]`: OUTPUT0 below STOP1, then the output of the last
///   stop not above the input.
///
/// Colour-valued keys (`icon-color`) check every output literal as a colour when the style is
/// decoded; number-valued keys (`icon-opacity`) check their range. The same JSON works in MapLibre.
public indirect enum PropertyExpression: Sendable, Hashable {
    /// A constant.
    case literal(ExpressionValue)
    /// A property of the feature.
    case get(String)
    /// The output of the first matching label, else the fallback.
    case match(input: PropertyExpression, cases: [MatchCase],
               fallback: PropertyExpression)
    /// Linear interpolation between numeric stops.
    case interpolate(input: PropertyExpression, stops: [Double], outputs: [Double])
    /// A step function over numeric stops.
    case step(input: PropertyExpression, first: PropertyExpression, stops: [Double], outputs: [PropertyExpression])

    /// The kind of value a key expects from its outputs.
    public enum Kind: Sendable, Hashable {
        /// A colour string, decoded to `ExpressionValue.color`.
        case color
        /// A number in a range.
        case number(ClosedRange<Double>)
    }

    /// Evaluates the expression; `property` gives a feature's property by name.
    public func evaluate(_ property: (String) -> ExpressionValue) -> ExpressionValue {
        switch self {
        case .literal(let value):
            return value
        case .get(let name):
            return property(name)
        case .match(let input, let cases, let fallback):
            let value = input.evaluate(property)
            for entry in cases where entry.labels.contains(value) {
                return entry.output.evaluate(property)
            }
            return fallback.evaluate(property)
        case .interpolate(let input, let stops, let outputs):
            guard let x = input.evaluate(property).number, let first = stops.first, let last = stops.last else {
                return .number(outputs.first ?? 0)
            }
            if x <= first { return .number(outputs[0]) }
            if x >= last { return .number(outputs[outputs.count - 1]) }
            var index = 1
            while stops[index] < x { index += 1 }
            let t = (x - stops[index - 1]) / (stops[index] - stops[index - 1])
            return .number(outputs[index - 1] + t * (outputs[index] - outputs[index - 1]))
        case .step(let input, let first, let stops, let outputs):
            guard let x = input.evaluate(property).number else { return first.evaluate(property) }
            var result = first
            for (stop, output) in zip(stops, outputs) where x >= stop { result = output }
            return result.evaluate(property)
        }
    }

    /// Whether the expression reads no property (a plain literal).
    public var isConstant: Bool {
        if case .literal = self { return true }
        return false
    }

    /// Decodes a style key's value: a literal of the key's kind or an expression. Problems are
    /// reported on the object with their location; `nil` when absent or wrong.
    public static func decode(_ object: StyleObject, key: String, kind: Kind) -> PropertyExpression? {
        guard let node = object.node(key) else { return nil }
        var decoder = ExpressionDecoder(object: object, key: key)
        return decoder.output(node, kind: kind)
    }
}
