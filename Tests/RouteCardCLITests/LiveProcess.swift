import Foundation
import RouteCardTestSupport
import XCTest

/// The built `routecard` binary run as a child process, with a pipe for standard input and a
/// file for standard error — what `routecard live` needs (a stream that stays open, signals).
final class LiveProcess: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let errorFile: URL

    init(_ arguments: [String], in directory: URL) throws {
        guard let binary = Executables.built("routecard") else {
            throw XCTSkip("the routecard binary is not built next to the tests (run `swift build` first)")
        }
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = input
        errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// Writes text to the process's standard input.
    func write(_ text: String) {
        // The child may have exited (a test of a failure): a broken pipe is not the test's failure.
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Closes standard input (end of the stream).
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits for the exit and returns the status and standard error.
    func wait() -> (status: Int32, stderr: String) {
        process.waitUntilExit()
        let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errorFile)
        return (process.terminationStatus, text)
    }

    /// Runs to the end with the whole input given at once.
    static func run(_ arguments: [String], input: String, in directory: URL) throws -> (status: Int32, stderr: String) {
        let live = try LiveProcess(arguments, in: directory)
        let writer = Thread { live.write(input); live.closeInput() }
        writer.start()
        return live.wait()
    }
}
