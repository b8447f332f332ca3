/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The byte offset of the key's opening quote.
    public var keyOffset: Int
    /// The value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}
