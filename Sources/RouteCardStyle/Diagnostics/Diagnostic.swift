/// One problem found in a style file, with where it is and which key it concerns.
///
/// Printed as `FILE:LINE:COL: error: KEY.PATH: MESSAGE`, e.g.
/// `Styles/dark.json:14:20: error: layers[2].paint.line-width: number ≥ 0 expected, "wide" found`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Error or warning.
    public var severity: DiagnosticSeverity
    /// The file name shown in the message; `nil` for a style given in memory.
    public var file: String?
    /// Where in the file, when known.
    public var location: SourceLocation?
    /// The key path, e.g. `layers[2].paint.line-width`; empty for the document itself.
    public var keyPath: String
    /// What is wrong.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: DiagnosticSeverity = .error, file: String? = nil, location: SourceLocation?, keyPath: String, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.message = message
    }

    /// The diagnostic as one line.
    public var description: String {
        var text = file ?? "<style>"
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): "
        if !keyPath.isEmpty { text += keyPath + ": " }
        return text + message
    }
}
