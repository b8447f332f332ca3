import Foundation
import RouteCardTestSupport
import Testing

/// The example plugin package `Examples/DistanceTicks` (a package of its own with a path dependency
/// on this one), built by `make test` into this package's build folder and run as a user runs it:
/// `distance-ticks` draws one tick per whole kilometre of the example route, each on the drawn line
/// where that kilometre is reached; `routecard-ticks`, the whole command line with the layer
/// registered, draws the same ticks from `render` and lists the layer's properties.
struct DistanceTicksExampleTests {
    /// What to run when the example's programs are missing.
    static let buildHint = "the Examples/DistanceTicks package is not built next to the tests: run `make test`, or "
        + "`swift build --package-path Examples/DistanceTicks --scratch-path .build --disable-build-manifest-caching` after `swift build --build-tests`"

    @Test func theExampleDrawsOneTickPerKilometre() throws {
        let binary = try #require(Executables.built("distance-ticks"), "\(Self.buildHint)")
        // The route's length, independently: gpxpy + GeographicLib, and the ellipsoid by hand here.
        #expect(abs(ExampleRouteFacts.length - ExampleRouteFacts.lengthMetres) < 0.01, "\(ExampleRouteFacts.length) m")
        let kilometres = Int(ExampleRouteFacts.lengthMetres / 1000)
        #expect(kilometres == 4)

        try CommandHarness.withHarness { harness in
            let output = harness.outputPath("ticks.svg")
            let result = try ChildProcess.run(binary, [output], in: harness.root)
            #expect(result.code == 0, "\(result.stderr)")
            #expect(result.stderr.contains("wrote \(output)"), "\(result.stderr)")
            #expect(harness.outputEntries() == ["ticks.svg"], "exactly the card, no temporary file")
            let svg = SVGDocument(try #require(harness.bytes(at: output), "no SVG written"))

            let layer = try #require(svg.group(id: "km"), "no <g id=\"km\"> (the ticks layer of ticks.json)")
            #expect(svg.text.contains("<g id=\"km\" class=\"layer distance-ticks\">"))
            let ticks = svg.startTags("<g class=\"tick\"", in: layer)
            #expect(ticks.map { SVGDocument.attribute("data-distance", in: $0) } == (1...kilometres).map { String($0) })
            #expect(ticks.allSatisfy { SVGDocument.attribute("data-unit", in: $0) == "km" })
            let circles = svg.startTags("<circle class=\"tick-circle\"", in: layer).map {
                SIMD2(SVGDocument.number("cx", in: $0) ?? .nan, SVGDocument.number("cy", in: $0) ?? .nan)
            }
            try #require(circles.count == kilometres, "one circle per tick")

            // Each tick on the drawn route, where its kilometre is reached along the track.
            let route = try #require(svg.segmentPoints(inGroup: "route"), "no route polyline")
            let mapping = CanvasMapping(canvas: route, world: ExampleRouteFacts.coordinates.map(ExampleRouteFacts.mercator))
            for (index, centre) in circles.enumerated() {
                #expect(CanvasMapping.distance(from: centre, to: route) < 0.1, "tick \(index + 1) at \(centre) is off the route")
                let coordinate = try #require(ExampleRouteFacts.coordinate(atDistance: Double(index + 1) * 1000))
                let expected = mapping.canvasPoint(for: ExampleRouteFacts.mercator(coordinate))
                let offset = centre - expected
                #expect((offset * offset).sum().squareRoot() < 0.1, "tick \(index + 1) at \(centre), \(index + 1) km is at \(expected)")
            }
        }
    }

    @Test func theWholeCommandLineDrawsThePluginsLayer() throws {
        let binary = try #require(Executables.built("routecard-ticks"), "\(Self.buildHint)")
        let style = TestPaths.file("Examples/DistanceTicks/ticks.json").path
        try CommandHarness.withHarness { harness in
            let output = harness.outputPath("card.svg")
            let result = try ChildProcess.run(binary, ["render", "--example", "--style", style, "-o", output, "-q"], in: harness.root)
            #expect(result.code == 0, "\(result.stderr)")
            let svg = SVGDocument(try #require(harness.bytes(at: output), "no SVG written"))
            let layer = try #require(svg.group(id: "km"), "no <g id=\"km\"> (the ticks layer of ticks.json)")
            let ticks = svg.startTags("<g class=\"tick\"", in: layer)
            let kilometres = Int(ExampleRouteFacts.lengthMetres / 1000)
            #expect(ticks.map { SVGDocument.attribute("data-distance", in: $0) } == (1...kilometres).map { String($0) })

            // The registered type is known to the rest of the command line too; plain routecard refuses it.
            let spec = try ChildProcess.run(binary, ["styles", "--spec", "distance-ticks"], in: harness.root)
            #expect(spec.code == 0, "\(spec.stderr)")
            #expect(spec.stdoutText.contains("layout.interval"), "\(spec.stdoutText)")
            let plain = try #require(Executables.built("routecard"), "routecard is not built next to the tests")
            let refused = try ChildProcess.run(plain, ["render", "--example", "--style", style, "-o", harness.outputPath("plain.svg")],
                                               in: harness.root)
            #expect(refused.code == 65, "\(refused.stderr)")
            #expect(refused.stderr.contains("unknown layer type \"distance-ticks\""), "\(refused.stderr)")
        }
    }
}
