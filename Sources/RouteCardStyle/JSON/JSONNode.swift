/// A JSON value together with where it starts in its file.
public struct JSONNode: Sendable, Hashable {
    /// The value.
    public var value: JSONValue
    /// Where the value starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// A short description of the value's kind and content for messages (`"wide"`, `12`, `an object`).
    public var summary: String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let s): "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
