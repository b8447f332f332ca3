/// What one run of a command produced, in-process (``CommandHarness/run(_:stdin:registry:)``) or
/// in a child process (``ChildProcess/run(_:_:stdin:in:)``).
public struct CommandResult: Sendable {
    /// The exit code (the status of a child process).
    public var code: Int32
    /// Everything written to standard output.
    public var stdout: [UInt8]
    /// Everything written to standard error (each line ends with a newline).
    public var stderr: String

    /// A result from its three parts.
    public init(code: Int32, stdout: [UInt8], stderr: String) {
        self.code = code
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Standard output decoded as UTF-8.
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}
