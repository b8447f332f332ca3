import Foundation
import RouteCardTestSupport
import Testing

/// The README's plugin snippet (the ```swift block under "Your own layer types") is the source
/// of the `readme-plugin-snippet` program (`Tests/ReadmePluginSnippet/main.swift`, between its
/// BEGIN/END markers), so it is compiled with the package; this test checks the two texts are the
/// same and runs the program with a style that uses the snippet's layer type.
///
/// When the snippet changes, update both texts; `RECORD_SNAPSHOTS=1` copies the README's block
/// into main.swift (then rebuild). Nothing here names the snippet's layer: its type string is
/// read from the snippet (`type = "…"`), and the style uses it with default options.
struct ReadmeSnippetTests {
    static let heading = "Your own layer types"
    static let source = TestPaths.file("Tests/ReadmePluginSnippet/main.swift")
    static let begin = "// BEGIN README SNIPPET\n", end = "// END README SNIPPET\n"

    /// The first ```swift block of the README section.
    static func readmeSnippet() throws -> String {
        let readme = try String(contentsOf: TestPaths.file("README.md"), encoding: .utf8)
        let section = try #require(MarkdownSection(heading: heading, in: readme), "README.md has no heading \"\(heading)\"")
        return try #require(section.codeBlocks(language: "swift").first, "no ```swift block under \"\(heading)\"")
    }

    /// main.swift split around its markers: before, between, after.
    static func sourceParts() throws -> (String, String, String) {
        let text = try String(contentsOf: source, encoding: .utf8)
        let start = try #require(text.range(of: begin), "no \(begin) in \(source.path)")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "no \(end) in \(source.path)")
        return (String(text[..<start.upperBound]), String(text[start.upperBound..<stop.lowerBound]), String(text[stop.lowerBound...]))
    }

    @Test func theProgramHoldsTheReadmeSnippet() throws {
        let snippet = try Self.readmeSnippet()
        let (before, between, after) = try Self.sourceParts()
        let trimmed = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard trimmed(snippet) != trimmed(between) else { return }
        if Snapshot.isRecording {
            try Data((before + trimmed(snippet) + "\n" + after).utf8).write(to: Self.source)
            Issue.record("copied the README's snippet into \(Self.source.path); rebuild and run again without RECORD_SNAPSHOTS=1")
        } else {
            let difference = TextDifference(expected: Array(trimmed(snippet).utf8), actual: Array(trimmed(between).utf8))
            Issue.record("""
                \(Self.source.lastPathComponent) differs from the README's snippet under "\(Self.heading)" \
                (expected: README, actual: main.swift): \(difference.map(String.init(describing:)) ?? "")
                """)
        }
    }

    @Test func theSnippetsLayerRendersThroughTheCommand() throws {
        let snippet = try Self.readmeSnippet()
        let type = try #require(snippet.firstMatch(of: /\btype\s*[=:]\s*"([a-z0-9-]+)"/)?.1,
                                "the snippet names no layer type (`type = \"…\"`)")
        let binary = try #require(Executables.built("readme-plugin-snippet"),
                                  "readme-plugin-snippet is not built next to the tests: run `swift build --build-tests` first")
        try CommandHarness.withHarness { harness in
            let style = try harness.writeInput("plugin.json", """
                {
                  "version": 1,
                  "layers": [
                    { "id": "route", "type": "route" },
                    { "id": "plugin", "type": "\(type)" }
                  ]
                }
                """)
            let output = harness.outputPath("card.svg")
            let arguments = ["render", "--example", "--style", style, "-o", output]
            let result = try ChildProcess.run(binary, arguments, in: harness.root)
            #expect(result.code == 0, "\(result.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: output), "no SVG written"))
            #expect(svg.text.contains("<g id=\"plugin\" class=\"layer \(type)\">"), "no group for the plugin layer")
            let body = try #require(svg.group(id: "plugin"))
            #expect(body.contains("<"), "the plugin layer drew nothing")

            // The plain command does not know the type: it is the snippet's registration that works.
            try FileManager.default.removeItem(atPath: output)
            let plain = harness.run(arguments)
            #expect(plain.code == 65)
            #expect(plain.stderr.contains("unknown layer type \"\(type)\""), "\(plain.stderr)")
        }
    }
}
