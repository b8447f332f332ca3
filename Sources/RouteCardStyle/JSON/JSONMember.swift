/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
