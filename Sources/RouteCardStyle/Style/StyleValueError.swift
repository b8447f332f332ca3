import RouteCardText

/// Why a style value (a text template, an icon file) was rejected.
public struct StyleValueError: Error, Sendable, Hashable {
    /// The message shown in the diagnostic.
    public var message: String
    /// The code of the diagnostic it becomes.
    public var code: DiagnosticCode = .invalidValue

    /// Creates an error.
    public init(message: String, code: DiagnosticCode = .invalidValue) {
        self.message = message
        self.code = code
    }
}
