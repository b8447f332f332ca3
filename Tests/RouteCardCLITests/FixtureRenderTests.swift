import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RouteCardCLI
import RouteCardInput
import RouteCardStyle
import RouteCardTestSupport
import XCTest

/// Every GPX fixture through `routecard render` with the default style: the ones with something
/// to draw give an SVG that librsvg's `rsvg-convert` turns into a PNG; the others give exit 65,
/// "nothing to draw".
final class FixtureRenderTests: XCTestCase {
    /// Every `.gpx` file under `Tests/Fixtures`, sorted by path.
    static func fixturePaths() -> [String] {
        let root = TestPaths.fixtures.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.lowercased().hasSuffix(".gpx") { paths.append(root + "/" + relative) }
        }
        return paths.sorted()
    }

    func testTheFixtureFoldersAreThere() {
        let paths = Self.fixturePaths()
        for folder in ["gpx/gpxpy/", "gpx/gpx-studio/", "osm/"] {
            XCTAssertTrue(paths.contains { $0.contains("/Fixtures/" + folder) }, "no .gpx under Tests/Fixtures/\(folder)")
        }
        XCTAssertGreaterThanOrEqual(paths.count, 40, "expected the whole fixture set, found \(paths.count)")
    }

    func testEveryFixtureRendersOrSaysNothingToDraw() throws {
        let rsvg = try Self.rsvgConvert()
        let harness = try makeHarness()
        let paths = Self.fixturePaths()
        XCTAssertFalse(paths.isEmpty, "no fixtures found under \(TestPaths.fixtures.path)")
        var drawn = 0
        for (index, path) in paths.enumerated() {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let counts = try XCTUnwrap(Self.drawableElementCounts(path), "\(name): XMLParser cannot read the fixture")
            let count = counts.linePoints + counts.waypoints
            let output = harness.outputPath("\(index).svg")
            let result = harness.run(["render", path, "-o", output])
            if count == 0 {
                XCTAssertEqual(result.code, 65, "\(name): \(result.stderr)")
                XCTAssertTrue(result.stderr.contains("nothing to draw"), "\(name): \(result.stderr)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: output), "\(name): an output was left behind")
                continue
            }
            drawn += 1
            XCTAssertEqual(result.code, 0, "\(name) (\(count) points/waypoints): \(result.stderr)")
            guard result.code == 0, let bytes = harness.bytes(at: output) else {
                XCTFail("\(name): no SVG written")
                continue
            }
            let svg = String(decoding: bytes, as: UTF8.self)
            if let bad = Self.nonFiniteNumber(in: svg) {
                XCTFail("\(name): the SVG contains \"\(bad)\"")
            }
            if counts.linePoints > 0 {
                // The default style's route line: a non-empty `route` layer drawn with paths.
                // (a <use> of the path data in <defs> when the casing draws the same geometry)
                let group = svg.range(of: #"<g id="route" class="layer route">\#n<path"#)
                    ?? svg.range(of: #"<g id="route" class="layer route">\#n<use"#)
                XCTAssertNotNil(group, "\(name): \(counts.linePoints) track/route points but no <path> in the route layer")
            }
            // The default style marks every waypoint near the route (a far one only if it falls on the card).
            let track = try GPXReader().read(Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: name)
            let near = track.waypoints.filter { MarkersLayer.isNearRoute($0.coordinate, track: track) }.count
            let marked = svg.components(separatedBy: #"<g class="marker waypoint">"#).count - 1
            XCTAssertTrue(near <= marked && marked <= counts.waypoints,
                          "\(name): \(marked) waypoint markers for \(near) waypoints near the route of \(counts.waypoints)")
            let png = harness.outputPath("\(index).png")
            let conversion = try ChildProcess.run(rsvg, ["--format", "png", "--output", png, output])
            XCTAssertEqual(conversion.code, 0, "\(name): rsvg-convert failed: \(conversion.stderr)")
            let pngBytes = harness.bytes(at: png) ?? []
            XCTAssertGreaterThan(pngBytes.count, 8, "\(name): empty PNG")
            XCTAssertEqual(Array(pngBytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name): not a PNG")
            try? FileManager.default.removeItem(atPath: png)
        }
        XCTAssertGreaterThan(drawn, 0, "no fixture had anything to draw")
        let leftovers = harness.outputEntries().filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "temporary files left in the output folder")
    }

    /// The independent check: the number of `trkpt` inside `trkseg` plus `rtept` inside `rte`, and
    /// of `wpt` directly inside `gpx`, counted with Foundation's `XMLParser`; `nil` when it cannot parse.
    static func drawableElementCounts(_ path: String) -> (linePoints: Int, waypoints: Int)? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let counter = DrawableCounter()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.delegate = counter
        guard parser.parse() else { return nil }
        return (counter.linePoints, counter.waypoints)
    }

    private final class DrawableCounter: NSObject, XMLParserDelegate {
        var stack: [String] = []
        var linePoints = 0
        var waypoints = 0

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let local = elementName.split(separator: ":").last.map(String.init) ?? elementName
            switch (local, stack.last) {
            case ("trkpt", "trkseg"?), ("rtept", "rte"?): linePoints += 1
            case ("wpt", "gpx"?): waypoints += 1
            default: break
            }
            stack.append(local)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    /// The first "NaN", "nan", "inf" or "infinity" standing as a word of its own (a number) in the SVG, if any.
    static func nonFiniteNumber(in svg: String) -> String? {
        guard let range = svg.range(of: #"(?<![A-Za-z])(NaN|nan|-?inf|-?infinity|Infinity)(?![A-Za-z])"#,
                                    options: .regularExpression) else { return nil }
        return String(svg[range])
    }

    /// The path of `rsvg-convert` found through `PATH`; skips the test when it is not installed.
    static func rsvgConvert() throws -> String {
        guard let path = Executables.onPath("rsvg-convert") else {
            throw XCTSkip("rsvg-convert is not installed (Debian package librsvg2-bin); `make test` installs it")
        }
        return path
    }
}
