import RouteCardText

/// A problem found while reading an input file, with its location when known.
///
/// `description` is formatted like a compiler diagnostic, `PATH:LINE:COL: error: MESSAGE`,
/// so editors and terminals can jump to the spot.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name used in messages; `nil` for standard input or unnamed data (shown as `<input>`).
    public var path: String?
    /// The 1-based line of the problem, when known.
    public var line: Int?
    /// The 1-based column of the problem in characters (Unicode scalars), when known.
    public var column: Int?
    /// What is wrong, in plain words, without location or `error:` prefix.
    public var message: String

    /// Creates an error from its path, 1-based line and column (each optional) and message.
    public init(path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Creates an error at a location of the file.
    public init(path: String?, location: SourceLocation, message: String) {
        self.init(path: path, line: location.line, column: location.column, message: message)
    }

    /// The diagnostic line: `PATH:LINE:COL: error: MESSAGE`.
    ///
    /// `:COL` is left out when the column is unknown, `:LINE:COL` when the line is;
    /// `PATH` is `<input>` when `path` is `nil`.
    public var description: String {
        DiagnosticFormatter.line(file: path ?? "<input>", line: line, column: column, message: message)
    }
}
