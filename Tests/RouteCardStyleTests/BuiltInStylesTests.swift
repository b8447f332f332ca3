import RouteCardGeo
import RouteCardStyle
import RouteCardTestSupport
import XCTest
@testable import RouteCard

final class BuiltInStylesTests: XCTestCase {
    func styleFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: TestPaths.styles, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    func testEmbeddedStylesEqualTheStylesFolder() throws {
        let files = try styleFiles()
        XCTAssertEqual(files.map { $0.deletingPathExtension().lastPathComponent }.sorted(), BuiltInStyles.names,
                       "Styles/ and the embedded styles differ: run `make resources`")
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            XCTAssertEqual(BuiltInStyles.source(named: name), try String(contentsOf: file, encoding: .utf8),
                           "Styles/\(name).json changed: run `make resources`")
        }
        XCTAssertGreaterThanOrEqual(files.count, 3)
    }

    func testEveryStyleFileLoadsAndRendersTheExample() throws {
        let track = try ExampleRoute.track()
        for file in try styleFiles() {
            let style = try Style.decode(Array(try Data(contentsOf: file)), file: file.lastPathComponent,
                                         resources: .fileSystem(root: file.deletingLastPathComponent()))
            XCTAssertEqual(style.warnings, [])
            // A style drawing vector or raster tiles (`streets`, `raster`) needs them, and says for
            // which source; it is drawn with the Monaco or DC tiles by GoldenCardTests.
            let vector = style.sources.values.filter(\.isTiled).map(\.id)
            guard vector.isEmpty else {
                XCTAssertThrowsError(try CardRenderer().svg(for: track, style: style), file.lastPathComponent) { error in
                    guard case .tiles(let tiles) = error as? RenderError else { return XCTFail("\(file.lastPathComponent): \(error)") }
                    XCTAssertEqual(tiles.kind, .noProvider)
                    XCTAssertTrue(vector.contains(tiles.source) && tiles.message.contains("\"\(tiles.source)\""), tiles.message)
                }
                continue
            }
            let svg = String(decoding: try CardRenderer().svg(for: track, style: style), as: UTF8.self)
            XCTAssertTrue(svg.contains("<g id=\"route\" class=\"layer route\">"), file.lastPathComponent)
            // A segment drawn by another layer too (casing, glow) is a <use> of geometry written once.
            XCTAssertTrue(svg.contains("<path class=\"segment\"") || svg.contains("<use class=\"segment\""), file.lastPathComponent)
            // Every layer is in the SVG but those written for other sports than the example run's.
            for layer in style.layers {
                let drawn = svg.contains("<g id=\"\(layer.id)\" class=\"layer \(layer.type)\"")
                XCTAssertEqual(drawn, layer.isDrawn(for: .run), "\(file.lastPathComponent): \(layer.id)")
            }
            XCTAssertFalse(svg.contains("NaN") || svg.contains("nan") || svg.contains("inf"))
        }
    }

    func testRenderingIsDeterministic() throws {
        let track = try ExampleRoute.track()
        let style = try XCTUnwrap(try BuiltInStyles.style(named: "default"))
        XCTAssertEqual(try CardRenderer().svg(for: track, style: style), try CardRenderer().svg(for: track, style: style))
    }

    func testNothingToDrawIsAnError() throws {
        let style = try XCTUnwrap(try BuiltInStyles.style(named: "minimal"))
        XCTAssertThrowsError(try CardRenderer().svg(for: Track(segments: [TrackSegment(points: [])]), style: style)) { error in
            XCTAssertEqual(error as? RenderError, .nothingToDraw)
        }
    }
}
