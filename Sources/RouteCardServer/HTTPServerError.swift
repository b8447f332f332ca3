/// Why the server could not start.
package struct HTTPServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, e.g. `cannot listen on 127.0.0.1:8080 (address in use?)`.
    package var message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
