import Foundation

/// Runs a program to its end as a child process: what a test needs to check that a built
/// executable behaves as a user sees it (its own process, its own standard streams).
public enum ChildProcess {
    /// Runs `executable` with `arguments` in `directory` (default: the current one), feeding
    /// `stdin` as its standard input, and waits for it. `environment` entries are added to (or
    /// replace) this process's environment.
    ///
    /// Standard output and standard error go to temporary files, so a chatty child never blocks
    /// on a full pipe.
    public static func run(_ executable: String, _ arguments: [String], stdin: [UInt8] = [],
                           in directory: URL? = nil, environment: [String: String] = [:]) throws -> CommandResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("routecard-child-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? outHandle.close(); try? errHandle.close() }

        // A child that exits without reading its input must not kill the test with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        process.waitUntilExit()
        let out = (try? Data(contentsOf: outURL)).map { [UInt8]($0) } ?? []
        let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        return CommandResult(code: process.terminationStatus, stdout: out, stderr: err)
    }
}
