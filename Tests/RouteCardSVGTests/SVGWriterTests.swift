import Foundation
import FoundationXML
import XCTest
import RouteCardGeo
import RouteCardScene
@testable import RouteCardSVG

final class SVGWriterTests: XCTestCase {
    func sampleScene(title: String = "Run <1> & \"friends\"") -> Scene {
        let gradient = LinearGradient(angle: 180, stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: .black)])
        return Scene(size: CanvasSize(width: 400, height: 300), title: title, nodes: [
            .group(SceneGroup(id: "paper", classes: ["layer", "background"], children: [
                .rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: 400, height: 300), fill: .linearGradient(gradient))),
            ])),
            .group(SceneGroup(id: "route", classes: ["layer", "route"], children: [
                .path(ScenePath(classes: ["segment"], data: PathData(polyline: [CanvasPoint(x: 10, y: 20), CanvasPoint(x: 30.5, y: 40.25),
                                                                                CanvasPoint(x: 50, y: 60)]),
                                stroke: Stroke(color: Color(r: 10, g: 132, b: 255), width: 5, cap: .round, join: .round, dash: [10, 5]))),
            ])),
            .group(SceneGroup(id: "a\"b<c>", classes: ["marker"], data: ["heading": "90"], transform: Transform(x: 5, y: 6, rotation: 45),
                              opacity: 0.5, children: [
                .circle(SceneCircle(center: CanvasPoint(x: 0, y: 0), radius: 4, fill: .color(Color(r: 255, g: 0, b: 0, a: 0.5)))),
                .text(SceneText(text: "A & B <é>", position: CanvasPoint(x: 1, y: 2), anchor: .middle, font: FontSpec(size: 12, weight: 700),
                                fill: .black, halo: Stroke(color: .white, width: 3))),
                .image(SceneImage(box: CanvasBox(x: 0, y: 0, width: 2, height: 2), bytes: [1, 2, 3], mediaType: "image/png")),
            ])),
        ])
    }

    func testDocumentHeaderAndGeometry() {
        let svg = SVGWriter().string(sampleScene())
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains("width=\"400\" height=\"300\" viewBox=\"0 0 400 300\""))
        XCTAssertTrue(svg.contains("<g id=\"route\" class=\"layer route\">"))
        XCTAssertTrue(svg.contains("d=\"M10 20L30.5 40.25 50 60\""))
        XCTAssertTrue(svg.contains("stroke=\"#0a84ff\" stroke-width=\"5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-dasharray=\"10 5\""))
        XCTAssertTrue(svg.contains("transform=\"translate(5 6) rotate(45)\""))
        XCTAssertTrue(svg.contains("data-heading=\"90\""))
        XCTAssertTrue(svg.contains("fill=\"#ff0000\" fill-opacity=\"0.5\""))
        XCTAssertTrue(svg.contains("xlink:href=\"data:image/png;base64,AQID\""))
        XCTAssertTrue(svg.contains("<linearGradient id=\"gradient-1\" x1=\"0.5\" y1=\"0\" x2=\"0.5\" y2=\"1\">"))
        XCTAssertTrue(svg.contains("fill=\"url(#gradient-1)\""))
    }

    func testAGroupThatOnlyMovesOneElementIsWrittenAsThatElement() {
        let glyph = SceneNode.text(SceneText(text: "U", position: CanvasPoint(x: 0, y: 3.81), anchor: .middle, font: FontSpec(size: 11),
                                             fill: .black))
        let haloed = SceneNode.text(SceneText(text: "H", position: CanvasPoint(x: 0, y: 0), font: FontSpec(size: 11), fill: .black,
                                              halo: Stroke(color: .white, width: 3)))
        let scene = Scene(size: CanvasSize(width: 100, height: 100), nodes: [
            .group(SceneGroup(transform: Transform(x: 50.5, y: 60, rotation: 86.82), children: [glyph])),
            .group(SceneGroup(classes: ["kept"], transform: Transform(x: 1, y: 2), children: [glyph])),
            .group(SceneGroup(transform: Transform(x: 3, y: 4), opacity: 0.5, children: [glyph, glyph])),
            .group(SceneGroup(transform: Transform(x: 5, y: 6), children: [haloed])),
        ])
        let svg = SVGWriter().string(scene)
        XCTAssertTrue(svg.contains("<text transform=\"translate(50.5 60) rotate(86.82)\" x=\"0\" y=\"3.81\""), svg)
        XCTAssertTrue(svg.contains("<g class=\"kept\" transform=\"translate(1 2)\">\n<text x=\"0\""), "a class keeps the group")
        XCTAssertTrue(svg.contains("<g transform=\"translate(3 4)\" opacity=\"0.5\">"), "two children keep the group")
        XCTAssertTrue(svg.contains("<g transform=\"translate(5 6)\">\n<text class=\"halo\""), "a halo and a fill are two elements")
        XCTAssertEqual(svg.components(separatedBy: "transform=").count - 1, 4, "each transform is written once")
    }

    func testEveryTextAndAttributeIsEscaped() {
        let svg = SVGWriter().string(sampleScene())
        XCTAssertTrue(svg.contains("<title>Run &lt;1&gt; &amp; &quot;friends&quot;</title>"))
        XCTAssertTrue(svg.contains("id=\"a&quot;b&lt;c&gt;\""))
        XCTAssertTrue(svg.contains(">A &amp; B &lt;é&gt;</text>"))
    }

    func testOutputIsWellFormedXMLForAnIndependentParser() {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [String] = []
            var texts: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                elements.append(name)
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(SVGWriter().write(sampleScene(title: "x\u{0}y"))))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), parser.parserError.map { "\($0)" } ?? "")
        XCTAssertEqual(collector.elements.filter { $0 == "text" }.count, 2, "halo and glyphs")
        XCTAssertTrue(collector.texts.joined().contains("A & B <é>"))
    }

    func testSameSceneSameBytes() {
        XCTAssertEqual(SVGWriter().write(sampleScene()), SVGWriter().write(sampleScene()))
    }
}
