import Foundation
import RouteCardCLI
import RouteCardTestSupport
import Testing

/// `routecard styles` and `routecard styles --spec`.
@Suite struct StylesCommandTests {
    @Test func listsTheBuiltInStyles() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let result = harness.run(["styles"])
        #expect(result.code == 0)
        #expect(result.stdoutText.split(separator: "\n").map(String.init) == ["activity", "dark", "default", "live", "map", "map-dark", "minimal", "streets", "streets-dark"])
    }

    @Test func specPrintsTheNamedTypesProperties() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let result = harness.run(["styles", "--spec", "route"])
        #expect(result.code == 0)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("route — ") == true)
        #expect(lines.contains { $0.contains("paint.line-width") && $0.contains("0…500") && $0.contains("default 5") })
        #expect(!result.stdoutText.contains("markers"))
    }

    @Test func anUnknownTypeIsAUsageError() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let result = harness.run(["styles", "--spec", "rout"])
        #expect(result.code == 64)
        #expect(result.stderr.contains("unknown layer type \"rout\""))
    }
}
