import Foundation
import RouteCardCLI
import XCTest

/// What one run of the command produced.
struct CommandResult {
    /// The exit code `run` returned.
    var code: Int32
    /// Everything written to standard output.
    var stdout: [UInt8]
    /// Everything written to standard error, one line per `writeError` call.
    var stderr: String

    /// Standard output decoded as UTF-8.
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

/// Runs `RouteCardCommand` in-process with a capturing console, inside a private temporary
/// folder with separate `in/` (files the test writes) and `out/` (where the command writes) folders.
///
/// Create one with `XCTestCase.makeHarness()`, which removes the folder when the test ends.
final class CommandHarness: @unchecked Sendable {
    /// The private root folder of this test.
    let root: URL
    /// Inputs and style files the test writes.
    let inputDirectory: URL
    /// The folder given to `-o`; a test expects it to hold exactly the files the command wrote.
    let outputDirectory: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("routecard-cli-tests-\(UUID().uuidString)", isDirectory: true)
        inputDirectory = root.appendingPathComponent("in", isDirectory: true)
        outputDirectory = root.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: inputDirectory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    }

    /// Removes the whole temporary folder.
    func cleanUp() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs the command with arguments (without the program name), feeding `stdin` as standard input.
    func run(_ arguments: [String], stdin: [UInt8] = []) -> CommandResult {
        let capture = Capture()
        let console = Console(
            writeOut: { bytes in capture.appendOut(bytes) },
            writeError: { line in capture.appendError(line) },
            readInput: { stdin })
        let code = RouteCardCommand(console: console).run(arguments)
        return CommandResult(code: code, stdout: capture.out, stderr: capture.err)
    }

    /// Writes `text` (UTF-8) to `in/NAME` and returns the absolute path.
    @discardableResult
    func writeInput(_ name: String, _ text: String) throws -> String {
        let url = inputDirectory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The absolute path of `out/NAME` (not created).
    func outputPath(_ name: String) -> String {
        outputDirectory.appendingPathComponent(name).path
    }

    /// Every entry of the output folder, hidden ones (such as `.card.svg.123.tmp`) included, sorted.
    func outputEntries() -> [String] {
        Self.entries(of: outputDirectory.path)
    }

    /// Every entry of the input folder, hidden ones included, sorted.
    func inputEntries() -> [String] {
        Self.entries(of: inputDirectory.path)
    }

    /// The entries of a folder read with `opendir`/`readdir`, so nothing (dot files included) is hidden.
    static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return ["<cannot open \(path)>"] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The bytes of a file, or `nil` when it cannot be read.
    func bytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Collects the console's output; the command may call it from any thread.
    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var outBytes: [UInt8] = []
        private var errLines: [String] = []

        func appendOut(_ bytes: [UInt8]) { lock.lock(); outBytes += bytes; lock.unlock() }
        func appendError(_ line: String) { lock.lock(); errLines.append(line + "\n"); lock.unlock() }
        var out: [UInt8] { lock.lock(); defer { lock.unlock() }; return outBytes }
        var err: String { lock.lock(); defer { lock.unlock() }; return errLines.joined() }
    }
}

extension XCTestCase {
    /// A harness whose temporary folder is removed when the test ends.
    func makeHarness() throws -> CommandHarness {
        let harness = try CommandHarness()
        addTeardownBlock { harness.cleanUp() }
        return harness
    }

    /// Asserts a run failed with `code`, that standard error contains each fragment, that nothing
    /// went to standard output, and that the output folder is still empty (no file, no temporary file).
    func assertFailure(_ result: CommandResult, code: Int32, containing fragments: [String], harness: CommandHarness,
                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.code, code, "stderr: \(result.stderr)", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(result.stderr.contains(fragment), "stderr lacks \"\(fragment)\": \(result.stderr)", file: file, line: line)
        }
        XCTAssertTrue(result.stdout.isEmpty, "unexpected stdout: \(result.stdoutText.prefix(200))", file: file, line: line)
        XCTAssertEqual(harness.outputEntries(), [], "the output folder must stay empty", file: file, line: line)
    }
}
