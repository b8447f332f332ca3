import Foundation
import RouteCardCLI
import RouteCardTestSupport
import Testing

/// The command line's resource policy: a style file reads icons and map data inside its own folder
/// only, unless `--allow-path` (or a batch job's `allow-path`) grants another folder.
@Suite struct ResourcePolicyTests {
    static let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>"#

    /// `in/styles/style.json` with an icon `../shared/dot.svg`, `in/shared/dot.svg` and `in/run.gpx`.
    static func files(_ harness: CommandHarness) throws -> (style: String, input: String, shared: String) {
        let folder = harness.inputDirectory
        for name in ["styles", "shared"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let style = try harness.writeInput("styles/style.json", """
            {"version": 1, "layers": [{"id": "route", "type": "route"},
              {"id": "m", "type": "markers", "source": "start", "layout": {"icon-image": "../shared/dot.svg"}}]}
            """)
        try harness.writeInput("shared/dot.svg", icon)
        let input = try harness.writeInput("run.gpx", RenderCommandTests.smallGPX)
        return (style, input, folder.appendingPathComponent("shared").path)
    }

    @Test func anIconOutsideTheStylesFolderIsRefusedUntilItsFolderIsGranted() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let (style, input, shared) = try Self.files(harness)
        let output = harness.outputPath("card.svg")
        let refused = harness.run(["render", input, "--style", style, "-o", output])
        #expect(refused.code == 65)
        // Line 2, column of the value "../shared/dot.svg" (str.index + 1 in Python: 78).
        #expect(refused.stderr.contains("styles/style.json:2:78: error: layers[1].layout.icon-image: cannot read icon file "
            + "\"../shared/dot.svg\": outside the style's folder"), "\(refused.stderr)")
        #expect(harness.outputEntries() == [])

        let granted = harness.run(["render", input, "--style", style, "--allow-path", shared, "-o", output])
        #expect(granted.code == 0, "\(granted.stderr)")
        let svg = String(decoding: try #require(harness.bytes(at: output)), as: UTF8.self)
        #expect(svg.contains("data:image/svg+xml;base64," + Data(Self.icon.utf8).base64EncodedString()))
    }

    @Test func aGrantedFolderMustExist() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        let (style, input, _) = try Self.files(harness)
        let result = harness.run(["render", input, "--style", style, "--allow-path", "/nonexistent/routecard", "-o", harness.outputPath("c.svg")])
        #expect(result.code == 1)
        #expect(result.stderr.contains("--allow-path /nonexistent/routecard: no such folder"), "\(result.stderr)")
    }

    @Test func aBatchJobGrantsFoldersRelativeToTheJobsFile() throws {
        let harness = try CommandHarness()
        defer { harness.cleanUp() }
        _ = try Self.files(harness)
        let jobs = try harness.writeInput("jobs.ndjson", """
            {"input": "run.gpx", "style": "styles/style.json", "svg": "refused.svg"}
            {"input": "run.gpx", "style": "styles/style.json", "svg": "granted.svg", "allow-path": ["shared"]}
            {"input": "run.gpx", "style": "styles/style.json", "svg": "bad.svg", "allow-path": 3}
            """)
        let result = harness.run(["batch", jobs, "--out-dir", harness.outputDirectory.path, "--jobs", "1"])
        #expect(result.code == 1)
        #expect(harness.outputEntries() == ["granted.svg"])
        #expect(result.stderr.contains("line 1: ") && result.stderr.contains("outside the style's folder"), "\(result.stderr)")
        #expect(result.stderr.contains("jobs.ndjson:3:84: error: allow-path: a folder or an array of folders expected, 3 found"),
                "\(result.stderr)")
    }
}
