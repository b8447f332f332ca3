/// One JSON value read by ``JSONReader``, with the byte offset where it starts (for messages).
struct JSONItem {
    /// The kinds of JSON values.
    indirect enum Value {
        /// An object's members in document order.
        case object([(key: String, item: JSONItem)])
        /// An array's elements.
        case array([JSONItem])
        /// A string, unescaped.
        case string(String)
        /// A number.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value.
    var value: Value
    /// The byte offset of the value's first character in the document.
    var offset: Int

    /// The member `key` of an object, if this is an object that has it.
    subscript(key: String) -> JSONItem? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.item
    }

    /// A word for the value's kind, for messages (`an object`, `a string`, …).
    var kindDescription: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
