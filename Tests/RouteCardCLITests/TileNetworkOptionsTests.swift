@testable import RouteCardEngine
import RouteCardTiles
import Testing

/// The options of tiles over HTTP as the command line reads them: the contact in the
/// User-Agent from `--user-agent` or `ROUTECARD_USER_AGENT`, and `--tile-connections`.
@Suite struct TileNetworkOptionsTests {
    static func options(_ arguments: [String], environment: [String: String] = [:]) throws(CLIError) -> TileNetworkOptions {
        try TileNetworkOptions(try ArgumentList(arguments, valued: TileNetworkOptions.valued, flags: TileNetworkOptions.flags),
                               environment: environment)
    }

    @Test func theContactComesFromTheOptionElseTheEnvironment() throws {
        let fromEnvironment = try Self.options([], environment: ["ROUTECARD_USER_AGENT": "mailto:ops@example.org"])
        #expect(fromEnvironment.client.options.userAgent == "RouteCard/\(HTTPClient.version) (+mailto:ops@example.org)")
        let given = try Self.options(["--user-agent", "https://example.org/contact"], environment: ["ROUTECARD_USER_AGENT": "mailto:ops@example.org"])
        #expect(given.client.options.userAgent == "RouteCard/\(HTTPClient.version) (+https://example.org/contact)")
        // Neither: the project's own address, never a library default.
        #expect(try Self.options([]).client.options.userAgent == "RouteCard/\(HTTPClient.version) (+https://github.com/routecard/routecard)")
        #expect(throws: CLIError.self) { try Self.options(["--user-agent", " "]) }
    }

    @Test func tileConnectionsDefaultToFour() throws {
        #expect(try Self.options([]).client.options.connectionsPerHost == 4)
        #expect(try Self.options(["--tile-connections", "16"]).client.options.connectionsPerHost == 16)
        #expect(throws: CLIError.self) { try Self.options(["--tile-connections", "0"]) }
    }
}
