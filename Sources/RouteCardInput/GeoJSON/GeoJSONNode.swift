/// A JSON value of a GeoJSON document with the byte offset where it starts (for error locations).
///
/// An array of numbers only — a position — is kept as `.numbers` so the many positions of a map
/// cost one allocation each.
struct GeoJSONNode {
    /// The value.
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        /// A non-empty array whose elements are all numbers.
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

    /// A short description for messages: `"abc"`, `12`, `an array`, `an object`, `null`.
    var summary: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .string(let text): "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .numbers, .array: "an array"
        case .object: "an object"
        }
    }
}
