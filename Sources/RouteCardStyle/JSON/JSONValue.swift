/// A parsed JSON value whose children keep their source locations.
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
    case array([JSONNode])
    /// An object's members in file order.
    case object([JSONMember])
}
