/// A style that could not be used, with every problem found in it.
public struct StyleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// All diagnostics, errors and warnings, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates an error from diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One line per diagnostic.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
