/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    /// The input cannot be used.
    case error
    /// The input works but something is probably not what was meant.
    case warning
}
