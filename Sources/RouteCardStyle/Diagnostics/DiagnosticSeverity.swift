/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable {
    /// The style cannot be used.
    case error
    /// The style works but something is probably not what was meant.
    case warning
}
