/// A value of a map feature's property (GeoJSON `properties`), or a literal in a style expression.
///
/// JSON objects in properties are kept as `.null` (filters and expressions cannot look inside them).
public enum FeatureValue: Sendable, Hashable {
    /// JSON `null`, or a missing property.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([FeatureValue])

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when the value is one.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The MapLibre type name used in messages: `null`, `boolean`, `number`, `string`, `array`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        }
    }
}
