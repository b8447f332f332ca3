/// A JSON value together with the byte offset where it starts in its text.
///
/// Offsets turn into line:column only when a message needs them (``SourceLocation/init(offset:in:)-(_,[UInt8])``).
public struct JSONNode: Sendable, Hashable {
    /// The value.
    public var value: JSONValue
    /// The byte offset of the value's first byte.
    public var offset: Int

    /// Creates a node.
    public init(_ value: JSONValue, at offset: Int) {
        self.value = value
        self.offset = offset
    }

    /// The value of an object's member, or `nil` when this is no object or has no such key.
    public func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A string from the file as messages quote it: in quotes, cut to 40 characters (`"abc…"`),
    /// so no message repeats more than a short excerpt of a file.
    public static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }

    /// A short description of the value's kind and content for messages (`"wide"`, `12`, `an object`).
    public var summary: String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
        case .string(let s): Self.quoted(s)
        case .array: "an array"
        case .object: "an object"
        }
    }
}
