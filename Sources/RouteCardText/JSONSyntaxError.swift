/// Text that is not JSON: what is wrong and the byte offset where.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, e.g. `unexpected '}', a value expected`.
    public var message: String
    /// The byte offset of the problem in the text.
    public var offset: Int

    /// Creates an error.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
