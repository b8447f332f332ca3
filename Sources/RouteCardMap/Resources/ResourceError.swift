/// Why a file a style names (an icon, map data) could not be had from its `ResourceResolver`.
///
/// The message names the resource as the style wrote it and never quotes its content.
public struct ResourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The resolver's policy does not let the style read it (outside its folders, no files at all).
        case refused
        /// Nothing has that name.
        case notFound
        /// It exists but cannot be read (a folder, a special file, no permission).
        case unreadable
    }

    /// What went wrong.
    public var kind: Kind
    /// The name as the style wrote it.
    public var name: String
    /// Why, in words: `outside the style's folder`, `no such file`.
    public var reason: String

    /// Creates an error.
    public init(_ kind: Kind, name: String, reason: String) {
        self.kind = kind
        self.name = name
        self.reason = reason
    }

    /// `"../secret.png": outside the style's folder`.
    public var description: String { "\"\(name)\": \(reason)" }
}
