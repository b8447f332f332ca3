import Foundation
import RouteCardCLI
import RouteCardStyle

/// Runs ``RouteCardCommand`` in-process with a ``CapturedConsole``, inside a private temporary
/// folder with separate `in/` (files the test writes) and `out/` (where the command writes) folders.
///
/// XCTest cases create one with `makeHarness()`, which removes the folder when the test ends;
/// Swift Testing tests use ``withHarness(_:)``.
public final class CommandHarness: @unchecked Sendable {
    /// The private root folder of this test.
    public let root: URL
    /// Inputs and style files the test writes.
    public let inputDirectory: URL
    /// The folder given to `-o`; a test expects it to hold exactly the files the command wrote.
    public let outputDirectory: URL

    /// Creates the temporary folder and its `in/` and `out/` folders.
    public init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("routecard-tests-\(UUID().uuidString)", isDirectory: true)
        inputDirectory = root.appendingPathComponent("in", isDirectory: true)
        outputDirectory = root.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: inputDirectory, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    }

    /// Runs `body` with a fresh harness and removes its folder afterwards, whatever happens.
    public static func withHarness<T>(_ body: (CommandHarness) throws -> T) throws -> T {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        return try body(harness)
    }

    /// Removes the whole temporary folder.
    public func cleanUp() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs the command with arguments (without the program name), feeding `stdin` as standard
    /// input, with the layer types of `registry`.
    public func run(_ arguments: [String], stdin: [UInt8] = [], registry: LayerRegistry = .builtIn) -> CommandResult {
        let captured = CapturedConsole(input: stdin)
        let code = RouteCardCommand(registry: registry, console: captured.console).run(arguments)
        return CommandResult(code: code, stdout: captured.standardOutput, stderr: captured.standardError)
    }

    /// Writes `text` (UTF-8) to `in/NAME` and returns the absolute path.
    @discardableResult
    public func writeInput(_ name: String, _ text: String) throws -> String {
        let url = inputDirectory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The absolute path of `out/NAME` (not created).
    public func outputPath(_ name: String) -> String {
        outputDirectory.appendingPathComponent(name).path
    }

    /// Every entry of the output folder, hidden ones (such as `.card.svg.123.tmp`) included, sorted.
    public func outputEntries() -> [String] {
        Self.entries(of: outputDirectory.path)
    }

    /// Every entry of the input folder, hidden ones included, sorted.
    public func inputEntries() -> [String] {
        Self.entries(of: inputDirectory.path)
    }

    /// The entries of a folder read with `opendir`/`readdir`, so nothing (dot files included) is hidden.
    public static func entries(of path: String) -> [String] {
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
    public func bytes(at path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
