/// One file to write: a format and a path (`-` for standard output).
struct OutputTarget: Sendable, Hashable {
    /// What to write.
    var format: OutputFormat
    /// Where: a path, or `-` for standard output.
    var path: String

    /// Whether this output goes to standard output.
    var isStandardOutput: Bool { path == "-" }
}
