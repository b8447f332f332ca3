/// One file to write: a format and a path (`-` for standard output).
package struct OutputTarget: Sendable, Hashable {
    /// An output of `format` to `path` (`-`: standard output).
    package init(format: OutputFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// What to write.
    package var format: OutputFormat
    /// Where: a path, or `-` for standard output.
    package var path: String

    /// Whether this output goes to standard output.
    package var isStandardOutput: Bool { path == "-" }
}
