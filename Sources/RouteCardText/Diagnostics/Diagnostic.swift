/// One problem found in a style file, with where it is, which key it concerns and a stable code.
///
/// Printed as `FILE:LINE:COL: error: KEY.PATH: MESSAGE`, e.g.
/// `Styles/dark.json:14:20: error: layers[2].paint.line-width: number ≥ 0 expected, "wide" found`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Error or warning.
    public var severity: DiagnosticSeverity
    /// What kind of problem it is; match on this, not on the message.
    public var code: DiagnosticCode
    /// The file name shown in the message; `nil` for a style given in memory.
    public var file: String?
    /// Where in the file, when known.
    public var location: SourceLocation?
    /// The key path, e.g. `layers[2].paint.line-width`; empty for the document itself.
    public var keyPath: String
    /// What is wrong.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: DiagnosticSeverity = .error, code: DiagnosticCode = .invalidValue, file: String? = nil,
                location: SourceLocation?, keyPath: String, message: String) {
        self.severity = severity
        self.code = code
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    /// The diagnostic as one line.
    public var description: String {
        DiagnosticFormatter.line(file: file ?? "<style>", location: location, severity: severity,
                                 message: keyPath.isEmpty ? message : keyPath + ": " + message)
    }
}
