/// A parsed JSON value whose children keep the byte offsets where they start.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of nodes.
    case array(JSONArray)
    /// An object's members in file order.
    case object([JSONMember])
}

extension JSONValue {
    /// Whether the value is a number.
    package var isNumber: Bool { if case .number = self { true } else { false } }
    /// Whether the value is a string.
    package var isString: Bool { if case .string = self { true } else { false } }
}
