/// A JSON value of a GeoJSON document with the byte offset where it starts (for error locations).
///
/// An array of two numbers — the usual position — is kept as `.pair` and costs no allocation;
/// other arrays of numbers only are kept as `.numbers`.
struct GeoJSONNode {
    /// The value.
    enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        /// An array of exactly two numbers.
        case pair(Double, Double)
        /// A non-empty array whose elements are all numbers (other than two).
        case numbers([Double])
        case array([GeoJSONNode])
        case object([(key: String, value: GeoJSONNode)])
    }

    var value: Value
    /// Byte offset of the value's first byte.
    var offset: Int

    /// A member of an object by key.
    func member(_ key: String) -> GeoJSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A string from the file as messages quote it: in quotes, cut to 40 characters (`"abc…"`),
    /// so no message repeats more than a short excerpt of a file.
    static func quoted(_ text: String) -> String {
        "\"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    }

    /// A short description for messages: `"abc"`, `12`, `an array`, `an object`, `null`.
    var summary: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text): Self.quoted(text)
        case .pair, .numbers, .array: "an array"
        case .object: "an object"
        }
    }
}
