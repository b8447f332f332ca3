import Foundation
import RouteCard
import RouteCardCLI
import RouteCardGeo
import RouteCardScene
import RouteCardStyle
import RouteCardTestSupport
import RouteCardText
import XCTest

/// A test-only plugin: a square centred on the track's middle point. Style type `test-square`.
///
/// Paint keys: `square-size` (side in points, default 12) and `square-color` (default red).
struct SquareLayer: CardLayer {
    static let type = "test-square"
    var size: Double
    var color: Color

    init(style: LayerStyle) {
        size = style.paint.number("square-size", default: 12, in: 0...10_000)
        color = style.paint.color("square-color", default: Color(r: 255, g: 0, b: 0))
    }

    /// The middle point of the drawn segments.
    static func midpoint(of track: Track) -> GeoCoordinate? {
        let points = track.drawnSegments.flatMap(\.points)
        return points.isEmpty ? nil : points[points.count / 2].coordinate
    }

    /// The middle point, found once and handed to `draw`.
    func place(in context: LayerContext) -> LayerPlacement<GeoCoordinate?> {
        guard let middle = Self.midpoint(of: context.track) else { return LayerPlacement(nil) }
        return LayerPlacement(middle, fit: [FitGroup(coordinates: [middle], box: .around(radius: size / 2))])
    }

    func draw(_ middle: GeoCoordinate?, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard let middle else { return [] }
        let point = viewport.point(for: middle)
        return [.rect(SceneRect(classes: ["test-square"],
                                box: CanvasBox(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size),
                                fill: .color(color)))]
    }
}

final class PluginTests: XCTestCase {
    let registry = LayerRegistry.builtIn.registering(SquareLayer.self)

    /// A style with a route and the plugin; `paint` is the plugin layer's paint object.
    func styleText(paint: String = #"{ "square-size": 24 }"#, padding: Double = 40) -> String {
        """
        {
          "version": 1,
          "canvas": { "width": 800, "height": 800, "padding": \(padding) },
          "layers": [
            { "id": "route", "type": "route", "paint": { "line-width": 4 } },
            { "id": "big-square", "type": "test-square",
              "paint": \(paint) }
          ]
        }
        """
    }

    /// The 1-based line and column (in Unicode scalars) where `needle` first starts in `text`.
    func location(of needle: String, in text: String) -> SourceLocation {
        let range = text.range(of: needle)!
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return SourceLocation(line: line, column: text[lineStart..<range.lowerBound].unicodeScalars.count + 1)
    }

    func decode(_ text: String, registry: LayerRegistry) throws(StyleError) -> Style {
        try Style.decode(Array(text.utf8), file: "test.json", registry: registry)
    }

    // MARK: registry

    func testPluginTypeIsUnknownToTheBuiltInRegistry() throws {
        let text = styleText()
        do {
            _ = try decode(text, registry: .builtIn)
            XCTFail("a style naming test-square decoded without the plugin")
        } catch {
            let diagnostic = try XCTUnwrap(error.diagnostics.first { $0.message.hasPrefix("unknown layer type") })
            XCTAssertEqual(diagnostic.keyPath, "layers[1].type")
            XCTAssertEqual(diagnostic.location, location(of: #""test-square""#, in: text))
            XCTAssertTrue(diagnostic.message.contains(#""test-square""#), diagnostic.message)
            XCTAssertTrue(diagnostic.message.contains("known types: attribution, background, circle, elevation-profile, fill, legend, line, markers, radius, route, stats, text"), diagnostic.message)
            // The plugin's options are not reported as well: only the real problem.
            XCTAssertEqual(error.diagnostics.count, 1, error.description)
            let expected = location(of: #""test-square""#, in: text)
            XCTAssertTrue(error.description.hasPrefix("test.json:\(expected.line):\(expected.column): error: layers[1].type: unknown layer type"),
                          error.description)
        }
    }

    func testPluginTypeDecodesWhenRegistered() throws {
        let style = try decode(styleText(), registry: registry)
        XCTAssertEqual(style.layers.map(\.type), ["route", "test-square"])
        XCTAssertEqual(style.layers[1].id, "big-square")
        let square = try XCTUnwrap(style.layers[1].layer as? SquareLayer)
        XCTAssertEqual(square.size, 24)
        XCTAssertTrue(style.warnings.isEmpty)
        XCTAssertEqual(registry.typeNames, ["attribution", "background", "circle", "elevation-profile", "fill", "legend", "line", "markers", "radius", "route", "stats", "test-square", "text"])
    }

    func testMisspeltPluginOptionIsReportedWithItsKeyPath() throws {
        let text = styleText(paint: ##"{ "sqare-size": 24, "square-color": "#00ff00" }"##)
        do {
            _ = try decode(text, registry: registry)
            XCTFail("a misspelt plugin option was accepted")
        } catch {
            XCTAssertEqual(error.diagnostics.count, 1, error.description)
            let diagnostic = try XCTUnwrap(error.diagnostics.first)
            XCTAssertEqual(diagnostic.keyPath, "layers[1].paint.sqare-size")
            XCTAssertEqual(diagnostic.message, #"unknown key "sqare-size" (did you mean "square-size"?)"#)
            XCTAssertEqual(diagnostic.location, location(of: #""sqare-size""#, in: text))
        }
    }

    func testWrongPluginOptionValueIsReported() throws {
        let text = styleText(paint: #"{ "square-size": "big" }"#)
        do {
            _ = try decode(text, registry: registry)
            XCTFail("a wrong plugin option value was accepted")
        } catch {
            let diagnostic = try XCTUnwrap(error.diagnostics.first)
            XCTAssertEqual(diagnostic.keyPath, "layers[1].paint.square-size")
            XCTAssertEqual(diagnostic.location, location(of: #""big""#, in: text))
            XCTAssertEqual(diagnostic.message, #"a number in 0…10000 expected, "big" found"#)
        }
    }

    // MARK: rendering

    func testPluginNodesAreInTheirLayerGroup() throws {
        let style = try decode(styleText(), registry: registry)
        let svg = String(decoding: try CardRenderer().svg(for: try ExampleRoute.track(), style: style), as: UTF8.self)
        let group = try XCTUnwrap(svg.range(of: #"<g id="big-square" class="layer test-square">"#), svg)
        let after = svg[group.upperBound...]
        let close = try XCTUnwrap(after.range(of: "</g>"))
        let body = after[..<close.lowerBound]
        XCTAssertEqual(body.components(separatedBy: #"<rect class="test-square""#).count - 1, 1, String(body))
        XCTAssertTrue(body.contains(#"width="24" height="24""#), String(body))
        XCTAssertTrue(body.contains(##"fill="#ff0000""##), String(body))
        // Drawn after (above) the route layer.
        let route = try XCTUnwrap(svg.range(of: #"<g id="route" class="layer route">"#))
        XCTAssertLessThan(route.lowerBound, group.lowerBound)
    }

    func testPluginFitBoxIsHonoured() throws {
        let track = try ExampleRoute.track()
        func fitted(_ text: String) throws -> (Style, LayerContext, Viewport) {
            let style = try decode(text, registry: registry)
            let context = LayerContext(track: track, style: style)
            return (style, context, CardComposer().viewport(for: style, context: context))
        }
        let size = 600.0, padding = 40.0
        let (_, _, small) = try fitted(styleText(paint: #"{ "square-size": 1 }"#, padding: padding))
        let (style, context, big) = try fitted(styleText(paint: #"{ "square-size": \#(size) }"#, padding: padding))
        XCTAssertLessThan(big.zoom, small.zoom - 0.1, "a big fit box must make the route smaller")

        // The box lies inside the canvas minus the padding.
        let middle = try XCTUnwrap(SquareLayer.midpoint(of: track))
        let centre = big.point(for: middle)
        let tolerance = 0.01
        XCTAssertGreaterThanOrEqual(centre.x - size / 2, padding - tolerance)
        XCTAssertLessThanOrEqual(centre.x + size / 2, 800 - padding + tolerance)
        XCTAssertGreaterThanOrEqual(centre.y - size / 2, padding - tolerance)
        XCTAssertLessThanOrEqual(centre.y + size / 2, 800 - padding + tolerance)
        // It is what limits the zoom: on some axis the drawn extent touches both padded edges.
        let routePoints = big.points(along: track.drawnSegments[0].points.map(\.coordinate))
        let half = 2.0 // half the route's line width
        let minX = min(centre.x - size / 2, routePoints.map(\.x).min()! - half)
        let maxX = max(centre.x + size / 2, routePoints.map(\.x).max()! + half)
        let minY = min(centre.y - size / 2, routePoints.map(\.y).min()! - half)
        let maxY = max(centre.y + size / 2, routePoints.map(\.y).max()! + half)
        let touchesX = abs(minX - padding) < tolerance && abs(maxX - (800 - padding)) < tolerance
        let touchesY = abs(minY - padding) < tolerance && abs(maxY - (800 - padding)) < tolerance
        XCTAssertTrue(touchesX || touchesY, "drawn extent x \(minX)…\(maxX), y \(minY)…\(maxY)")

        // The node is drawn exactly where the fit put the box.
        let nodes = style.layers[1].drawing(in: context, viewport: big).nodes
        guard case .rect(let rect)? = nodes.first else { return XCTFail("expected a rect, got \(nodes)") }
        XCTAssertEqual(rect.box.minX, centre.x - size / 2, accuracy: 1e-9)
        XCTAssertEqual(rect.box.maxY, centre.y + size / 2, accuracy: 1e-9)
    }

    // MARK: command line

    func testCommandRendersWithThePlugin() throws {
        let harness = try makeHarness()
        let text = styleText()
        let stylePath = try harness.writeInput("square.json", text)
        let output = harness.outputPath("card.svg")
        let arguments = ["render", "--example", "--style", stylePath, "-o", output]

        let result = harness.run(arguments, registry: registry)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("wrote \(output)"), result.stderr)
        XCTAssertEqual(result.stdoutText, "")
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(svg.contains(#"<g id="big-square" class="layer test-square">"#))
        XCTAssertTrue(svg.contains(#"<rect class="test-square""#))

        // Without the plugin the same command fails with the style's location, and writes nothing.
        try FileManager.default.removeItem(atPath: output)
        let plain = harness.run(arguments, registry: .builtIn)
        XCTAssertEqual(plain.code, 65)
        let expected = location(of: #""test-square""#, in: text)
        XCTAssertTrue(plain.stderr.contains(
            "\(stylePath):\(expected.line):\(expected.column): error: layers[1].type: unknown layer type \"test-square\""),
                      plain.stderr)
        XCTAssertEqual(harness.outputEntries(), [])
    }
}
