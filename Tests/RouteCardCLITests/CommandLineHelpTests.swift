import RouteCardTestSupport
import XCTest

/// `routecard help [COMMAND]`, and the hints for a mistyped command or option.
final class CommandLineHelpTests: XCTestCase {
    static let commands = ["render", "batch", "serve", "info", "live", "rasterize", "styles", "style-check"]

    func testHelpCommandPrintsThatCommandsHelp() throws {
        let harness = try makeHarness()
        let main = harness.run(["--help"])
        XCTAssertEqual(main.code, 0, main.stderr)
        for command in Self.commands {
            let viaHelp = harness.run(["help", command])
            let viaFlag = harness.run([command, "--help"])
            XCTAssertEqual(viaHelp.code, 0, "\(command): \(viaHelp.stderr)")
            XCTAssertEqual(viaFlag.code, 0, "\(command): \(viaFlag.stderr)")
            XCTAssertEqual(viaHelp.stdoutText, viaFlag.stdoutText, "help \(command) differs from \(command) --help")
            XCTAssertNotEqual(viaHelp.stdoutText, main.stdoutText, "help \(command) printed the main help")
            XCTAssertTrue(viaHelp.stdoutText.contains("routecard \(command)"), "\(command): \(viaHelp.stdoutText.prefix(300))")
            XCTAssertEqual(viaHelp.stderr, "")
        }
    }

    func testHelpAloneIsTheMainHelpAndAnUnknownCommandIsAUsageError() throws {
        let harness = try makeHarness()
        let help = harness.run(["help"])
        XCTAssertEqual(help.code, 0, help.stderr)
        XCTAssertEqual(help.stdoutText, harness.run(["--help"]).stdoutText)
        assertFailure(harness.run(["help", "nosuch"]), code: 64, containing: [
            "help: unknown command \"nosuch\"",
            "commands: render, info, batch, serve, live, rasterize, styles, style-check",
        ], harness: harness)
        assertFailure(harness.run(["help", "rendr"]), code: 64, containing: ["did you mean render?"], harness: harness)
    }

    func testAMisspeltOptionSuggestsTheRightOne() throws {
        let harness = try makeHarness()
        let render = harness.run(["render", "--example", "--titel", "X", "-o", harness.outputPath("card.svg")])
        assertFailure(render, code: 64, containing: ["routecard: error: unknown option --titel (did you mean --title?)"], harness: harness)
        let batch = harness.run(["batch", "cards.ndjson", "--jbos", "2"])
        assertFailure(batch, code: 64, containing: ["unknown option --jbos (did you mean --jobs?)"], harness: harness)
        // A beginning of a name still finds it when no name is within two edits.
        let prefix = harness.run(["render", "--example", "--png-comp", "small", "-o", harness.outputPath("card.svg")])
        assertFailure(prefix, code: 64, containing: ["unknown option --png-comp (did you mean --png-compression?)"], harness: harness)
        // Nothing close: no hint.
        let far = harness.run(["render", "--example", "--zzzzzzzz", "-o", harness.outputPath("card.svg")])
        assertFailure(far, code: 64, containing: ["unknown option --zzzzzzzz\n"], harness: harness)
    }

    func testAMisspeltCommandSuggestsTheRightOne() throws {
        let harness = try makeHarness()
        assertFailure(harness.run(["rendr", "--example"]), code: 64, containing: [
            "routecard: error: unknown command \"rendr\" (did you mean render?; commands: render, info, batch",
        ], harness: harness)
        assertFailure(harness.run(["stlyes"]), code: 64, containing: ["did you mean styles?"], harness: harness)
        let far = harness.run(["frobnicate"])
        XCTAssertEqual(far.code, 64)
        XCTAssertFalse(far.stderr.contains("did you mean"), far.stderr)
    }
}
