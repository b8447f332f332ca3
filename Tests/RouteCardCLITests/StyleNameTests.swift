import Foundation
import RouteCardTestSupport
import XCTest

/// How a `--style` value (and `style-check`'s argument) without `/` or `.json` is read: a built-in
/// name is that style, any other name is a file when one exists, else an unknown built-in style.
final class StyleNameTests: XCTestCase {
    /// A style no built-in style looks like: a 321 × 123 canvas with a #abcdef background.
    static let style = """
    { "version": 1, "name": "mine", "canvas": { "width": 321, "height": 123 },
      "layers": [ { "id": "paper", "type": "background", "paint": { "background-color": "#abcdef" } },
                  { "id": "route", "type": "route", "paint": { "line-color": "#111111" } } ] }
    """

    /// The built `routecard` run as a child process in `directory` (relative names resolve there).
    func routecard(_ arguments: [String], in directory: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let binary = Executables.built("routecard") else {
            throw XCTSkip("the routecard binary is not built next to the tests (run `swift build` first)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = directory.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        let err = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        return (process.terminationStatus, try String(contentsOf: out, encoding: .utf8), try String(contentsOf: err, encoding: .utf8))
    }

    func testANameThatIsNotBuiltInLoadsTheFileOfThatName() throws {
        let harness = try makeHarness()
        try harness.writeInput("mystyle", Self.style)
        let result = try routecard(["render", "--example", "--style", "mystyle", "-o", "-"], in: harness.inputDirectory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(#"width="321""#), String(result.stdout.prefix(300)))
        XCTAssertTrue(result.stdout.lowercased().contains("#abcdef"), "the file's background is not drawn")
    }

    func testABuiltInNameStaysBuiltInEvenWithAFileOfThatName() throws {
        let harness = try makeHarness()
        try harness.writeInput("dark", Self.style)
        let result = try routecard(["render", "--example", "--style", "dark", "-o", "-"], in: harness.inputDirectory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains(#"width="321""#), "the file named dark was read instead of the built-in style")
        let builtIn = harness.run(["render", "--example", "--style", "dark", "-o", "-"])
        XCTAssertEqual(result.stdout, builtIn.stdoutText)
    }

    func testAnUnknownNameWithoutAFileIsStillAnUnknownBuiltInStyle() throws {
        let harness = try makeHarness()
        let result = try routecard(["render", "--example", "--style", "drak", "-o", "-"], in: harness.inputDirectory)
        XCTAssertEqual(result.status, 64, result.stderr)
        XCTAssertTrue(result.stderr.contains(#"unknown built-in style "drak" (did you mean "dark"?) (built-in: "#), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testABatchJobsStyleNameIsAFileBesideTheJobsFile() throws {
        let harness = try makeHarness()
        try harness.writeInput("mystyle", Self.style)
        try harness.writeInput("loop.gpx", RenderCommandTests.smallGPX)
        let jobs = try harness.writeInput("cards.ndjson", #"{"input": "loop.gpx", "style": "mystyle", "svg": "loop.svg"}"# + "\n")
        let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "-q"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let svg = String(decoding: harness.bytes(at: harness.outputPath("loop.svg")) ?? [], as: UTF8.self)
        XCTAssertTrue(svg.contains(#"width="321""#), String(svg.prefix(300)))
    }

    func testStyleCheckOfAnExistingFileReportsItsRealProblem() throws {
        let harness = try makeHarness()
        try harness.writeInput("run.gpx", RenderCommandTests.smallGPX)
        let result = try routecard(["style-check", "run.gpx"], in: harness.inputDirectory)
        XCTAssertEqual(result.status, 65, result.stderr)
        XCTAssertFalse(result.stderr.contains("unknown built-in style"), result.stderr)
        XCTAssertNotNil(result.stderr.range(of: #"^run\.gpx:1:1: error: "#, options: .regularExpression), result.stderr)
        // A file named like a built-in style is still the file for style-check.
        try harness.writeInput("dark", Self.style)
        let dark = try routecard(["style-check", "dark"], in: harness.inputDirectory)
        XCTAssertEqual(dark.status, 0, dark.stderr)
        XCTAssertTrue(dark.stdout.hasPrefix("dark: RouteCard style \"mine\", no errors, 2 layers"), dark.stdout)
        try harness.writeInput("mystyle", Self.style)
        let mine = try routecard(["style-check", "mystyle"], in: harness.inputDirectory)
        XCTAssertEqual(mine.status, 0, mine.stderr)
        XCTAssertTrue(mine.stdout.hasPrefix("mystyle: RouteCard style \"mine\", no errors, 2 layers"), mine.stdout)
    }
}
