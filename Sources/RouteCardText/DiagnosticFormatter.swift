/// The one line every reader prints a problem as, like a compiler:
/// `FILE:LINE:COL: SEVERITY: MESSAGE`, so editors and terminals can jump to the spot.
public enum DiagnosticFormatter {
    /// The diagnostic line. `:COL` is left out when the column is unknown, `:LINE:COL` when the
    /// line is.
    public static func line(file: String, line: Int?, column: Int?, severity: DiagnosticSeverity = .error,
                            message: String) -> String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text + ": " + severity.rawValue + ": " + message
    }

    /// The diagnostic line of a problem at `location` (the file alone when it is `nil`).
    public static func line(file: String, location: SourceLocation?, severity: DiagnosticSeverity = .error,
                            message: String) -> String {
        line(file: file, line: location?.line, column: location?.column, severity: severity, message: message)
    }
}
