import Foundation

/// Where the command line reads and writes: standard streams by default, buffers in tests.
public struct Console: Sendable {
    /// Writes bytes to standard output.
    public var writeOut: @Sendable ([UInt8]) -> Void
    /// Writes a line (a newline is added) to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input.
    public var readInput: @Sendable () -> [UInt8]
    /// Redraws a one-line progress display in place (standard error on a terminal); `nil` when
    /// standard error is not a terminal, so commands print plain lines instead.
    public var progress: (@Sendable (String) -> Void)? = nil
    /// The file descriptor of standard input when it is a real stream (0 for ``standard``), so
    /// large route files can be streamed from it instead of read whole with `readInput`;
    /// `nil` (the default) uses `readInput`.
    public var inputDescriptor: Int32?

    /// Creates a console from its three functions.
    public init(writeOut: @escaping @Sendable ([UInt8]) -> Void, writeError: @escaping @Sendable (String) -> Void,
                readInput: @escaping @Sendable () -> [UInt8]) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The process's standard streams.
    public static let standard: Console = {
        var console = Console(
            writeOut: { bytes in FileHandle.standardOutput.write(Data(bytes)) },
            writeError: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
            readInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        )
        if isatty(STDERR_FILENO) != 0 {
            // Carriage return, the text, then "erase to end of line"; an empty text clears the line.
            console.progress = { text in FileHandle.standardError.write(Data(("\r" + text + "\u{1B}[K").utf8)) }
        }
        console.inputDescriptor = 0
        return console
    }()
}
