import Foundation
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// The README's style reference is the one generated from the declared properties.
@Suite struct StyleReferenceTests {
    static let readme = TestPaths.file("README.md")

    @Test func theReadmeTablesAreUpToDate() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- style-reference:begin"))
        let afterBegin = try #require(text.range(of: "\n", range: begin.upperBound..<text.endIndex)).upperBound
        let end = try #require(text.range(of: "<!-- style-reference:end -->", range: afterBegin..<text.endIndex))
        let inReadme = String(text[afterBegin..<end.lowerBound])
        #expect(inReadme == StyleReference().markdown(), "the README's style reference is stale: run `make style-reference`")
    }

    @Test func everyBuiltInTypeHasATableWithItsKeys() {
        let markdown = StyleReference().markdown()
        for name in LayerRegistry.builtIn.typeNames {
            #expect(markdown.contains("#### `\(name)`"))
        }
        // Spot checks against the behaviour documented elsewhere (README "Map data", MapLibre's vocabulary).
        #expect(markdown.contains("| `paint.line-width` | number 0…500 (pt or vmin), expression | 5 |"))
        #expect(markdown.contains("| `source` | string | required |"))
        #expect(markdown.contains("| `layout.icon-anchor` |"))
    }
}
