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
}
