import Foundation
import RouteCardCLI
import RouteCardEngine

/// A ``Console`` that keeps what a command writes, for tests; the command may write from any thread.
public final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outBytes: [UInt8] = []
    private var errorLines: [String] = []
    private let input: [UInt8]

    /// A console whose standard input holds `input`.
    public init(input: [UInt8] = []) {
        self.input = input
    }

    /// The console to hand to ``RouteCardCommand``.
    public var console: Console {
        Console(writeOut: { bytes in self.locked { self.outBytes += bytes } },
                writeError: { line in self.locked { self.errorLines.append(line) } },
                readInput: { self.input })
    }

    /// Everything written to standard output.
    public var standardOutput: [UInt8] { locked { outBytes } }

    /// Everything written to standard error, each line followed by a newline.
    public var standardError: String { locked { errorLines.map { $0 + "\n" }.joined() } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
