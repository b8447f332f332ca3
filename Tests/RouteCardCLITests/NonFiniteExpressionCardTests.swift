import Foundation
import RouteCardTestSupport
import Testing

/// MapLibre expressions that evaluate to NaN (`0 / 0`) or infinity (`1e308 × 10`) in paint and
/// layout properties reach every conversion of the map layers: the card is drawn (exit 0) and no
/// attribute of the SVG holds a non-finite number.
@Suite struct NonFiniteExpressionCardTests {
    static let style = #"""
        {"version": 8, "sources": {"m": {"type": "geojson", "data": "builtin:helsinki.geojson"}}, "layers": [
          {"id": "l", "type": "line", "source": "m", "paint": {"line-width": ["/", 0, 0], "line-offset": ["*", 1e308, 10], "line-opacity": ["/", 0, 0]}},
          {"id": "l2", "type": "line", "source": "m", "paint": {"line-width": ["*", 1e308, 10], "line-offset": ["/", 0, 0]}},
          {"id": "c", "type": "circle", "source": "m", "paint": {"circle-radius": ["/", 0, 0], "circle-stroke-width": ["*", 1e308, 10]}},
          {"id": "c2", "type": "circle", "source": "m", "paint": {"circle-radius": ["*", 1e308, 10], "circle-blur": ["/", 0, 0]}},
          {"id": "s", "type": "symbol", "source": "m", "layout": {"text-field": ["to-string", ["/", 0, 0]], "text-size": ["*", 1e308, 10]},
           "paint": {"text-halo-width": ["*", 1e308, 10], "text-opacity": ["/", 0, 0]}},
          {"id": "s2", "type": "symbol", "source": "m", "layout": {"text-field": ["number-format", ["*", 1e308, 10], {}], "symbol-placement": "line", "text-size": ["/", 0, 0]}}
        ]}
        """#

    @Test func cardIsDrawnWithFiniteNumbersOnly() throws {
        try CommandHarness.withHarness { harness in
            try harness.writeInput("ml.json", Self.style)
            let route = try harness.writeInput("run.gpx", RenderCommandTests.smallGPX)
            let output = harness.outputPath("card.svg")
            let result = harness.run(["render", route, "--style", harness.inputDirectory.appendingPathComponent("ml.json").path, "-o", output])
            #expect(result.code == 0, "\(result.stderr)")
            let svg = String(decoding: harness.bytes(at: output) ?? [], as: UTF8.self)
            #expect(svg.contains(#"<g id="s""#) && svg.contains(#"<g id="c2""#))
            #expect(svg.contains(#"data-text="NaN""#), "labels of 0 / 0 are drawn: the map layers had features")
            // Every attribute but the label texts themselves ("NaN" is what MapLibre writes for 0/0).
            let attributes = svg.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let numbers = attributes.filter { $0.first.map { $0.isNumber || $0 == "-" } == true }
            #expect(!numbers.isEmpty)
            #expect(numbers.allSatisfy { !$0.lowercased().contains("nan") && !$0.lowercased().contains("inf") })
        }
    }
}
