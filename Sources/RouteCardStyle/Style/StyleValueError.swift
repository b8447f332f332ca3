/// Why a style value (a text template, an icon file) was rejected.
public struct StyleValueError: Error, Sendable, Hashable {
    /// The message shown in the diagnostic.
    public var message: String
}
