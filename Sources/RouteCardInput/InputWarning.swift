import RouteCardText

/// Something a reader dropped or repaired without refusing the input — a sensor glitch such as a
/// heart rate of `n/a`, `NaN` or 900 bpm — with its location when known.
///
/// `description` is formatted like ``InputError``'s, with `warning:` for `error:`:
/// `PATH:LINE:COL: warning: MESSAGE`, or `PATH: warning: byte OFFSET: MESSAGE` for a FIT file.
public struct InputWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file name used in messages; `nil` for standard input or unnamed data (shown as `<input>`).
    public var path: String?
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column in characters (Unicode scalars), when known.
    public var column: Int?
    /// The 0-based byte offset in a binary file (FIT), when known.
    public var byteOffset: Int?
    /// What was dropped or repaired, in plain words, without location or `warning:` prefix.
    public var message: String

    /// Creates a warning from its path, 1-based line and column (each optional) and message.
    public init(path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Creates a warning at a 0-based byte offset of a binary file.
    public init(path: String?, byteOffset: Int, message: String) {
        self.path = path
        self.byteOffset = byteOffset
        self.message = message
    }

    /// Creates a warning at a location of a text file.
    public init(path: String?, location: SourceLocation, message: String) {
        self.init(path: path, line: location.line, column: location.column, message: message)
    }

    /// The diagnostic line: `PATH:LINE:COL: warning: MESSAGE`, or `PATH: warning: byte OFFSET: MESSAGE`.
    public var description: String {
        if line == nil, let byteOffset {
            return DiagnosticFormatter.line(file: path ?? "<input>", line: nil, column: nil, severity: .warning,
                                            message: "byte \(byteOffset): " + message)
        }
        return DiagnosticFormatter.line(file: path ?? "<input>", line: line, column: column, severity: .warning, message: message)
    }
}
