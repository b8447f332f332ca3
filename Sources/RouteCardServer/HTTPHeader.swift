/// One response header.
package struct HTTPHeader: Sendable, Hashable {
    /// The name, e.g. `Content-Type`.
    package var name: String
    /// The value.
    package var value: String

    /// Creates a header.
    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
