import RouteCardText

/// A problem found while reading an input file, with its location when known.
///
/// `description` is formatted like a compiler diagnostic, `PATH:LINE:COL: error: MESSAGE`,
/// so editors and terminals can jump to the spot; a binary file (FIT) names the byte instead:
/// `PATH: error: byte OFFSET: MESSAGE`.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name used in messages; `nil` for standard input or unnamed data (shown as `<input>`).
    public var path: String?
    /// The 1-based line of the problem, when known.
    public var line: Int?
    /// The 1-based column of the problem in characters (Unicode scalars), when known.
    public var column: Int?
    /// The 0-based byte offset of the problem in a binary file (FIT), when known.
    public var byteOffset: Int?
    /// What is wrong, in plain words, without location or `error:` prefix.
    public var message: String

    /// Creates an error from its path, 1-based line and column (each optional) and message.
    public init(path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Creates an error at a 0-based byte offset of a binary file.
    public init(path: String?, byteOffset: Int, message: String) {
        self.path = path
        self.byteOffset = byteOffset
        self.message = message
    }

    /// Creates an error at a location of the file.
    public init(path: String?, location: SourceLocation, message: String) {
        self.init(path: path, line: location.line, column: location.column, message: message)
    }

    /// The diagnostic line: `PATH:LINE:COL: error: MESSAGE`, or `PATH: error: byte OFFSET: MESSAGE`
    /// when the error has a byte offset and no line.
    ///
    /// `:COL` is left out when the column is unknown, `:LINE:COL` when the line is;
    /// `PATH` is `<input>` when `path` is `nil`.
    public var description: String {
        description(severity: .error)
    }

    /// ``description`` with `severity` for `error` (an ``InputWarning`` is written the same way).
    func description(severity: DiagnosticSeverity) -> String {
        if line == nil, let byteOffset {
            return DiagnosticFormatter.line(file: path ?? "<input>", line: nil, column: nil, severity: severity,
                                            message: "byte \(byteOffset): " + message)
        }
        return DiagnosticFormatter.line(file: path ?? "<input>", line: line, column: column, severity: severity, message: message)
    }
}
