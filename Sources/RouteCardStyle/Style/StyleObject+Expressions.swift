import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

extension StyleObject {
    /// A value that may be an expression (`match`, `step`, `case`, `get`, …), converted with
    /// `convert`; literal results are checked against `output` and reported with their location.
    package func property<Value: Sendable>(_ key: String, default value: Value, output: OutputType,
                                          convert: @escaping @Sendable (FeatureValue) -> Value?) -> StyleProperty<Value> {
        guard let node = node(key) else { return StyleProperty(constant: value) }
        guard let expression = ExpressionParser(log: log, dialect: dialect).parse(node, keyPath: path(key), output: output) else {
            return StyleProperty(constant: value)
        }
        return StyleProperty(expression: expression, convert: convert, fallback: value, keyPath: path(key))
    }

    /// A number property within a range, constant or per feature.
    public func numberProperty(_ key: String, default value: Double, in range: ClosedRange<Double>) -> StyleProperty<Double> {
        property(key, default: value, output: .number(in: range)) { result in
            if case .number(let number) = result, range.contains(number) { return number }
            return nil
        }
    }

    /// A colour property, constant or per feature.
    public func colorProperty(_ key: String, default value: Color) -> StyleProperty<Color> {
        property(key, default: value, output: .color) { result in
            if case .string(let text) = result { return Color(css: text) }
            return nil
        }
    }
}
