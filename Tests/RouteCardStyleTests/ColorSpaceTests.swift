import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardScene
@testable import RouteCardStyle
import RouteCardText
import Testing

/// CIE L\*a\*b\* and LCh against published sRGB (D65) conversions, and `interpolate-lab`/`interpolate-hcl`.
@Suite struct ColorSpaceTests {
    @Test(arguments: [
        // Published L*a*b* (D65) of the sRGB primaries and white.
        ("#ff0000", 53.2408, 80.0925, 67.2032),
        ("#00ff00", 87.7347, -86.1827, 83.1793),
        ("#0000ff", 32.2970, 79.1875, -107.8602),
        ("#ffffff", 100, 0, 0),
        ("#000000", 0, 0, 0),
    ])
    func lab(css: String, l: Double, a: Double, b: Double) throws {
        let color = try #require(Color(css: css))
        let lab = color.lab
        #expect(abs(lab.l - l) < 0.01 && abs(lab.a - a) < 0.01 && abs(lab.b - b) < 0.01, "\(css): \(lab)")
        let back = Color(lab: lab.l, lab.a, lab.b)
        #expect(abs(back.red - color.red) < 1e-4 && abs(back.green - color.green) < 1e-4 && abs(back.blue - color.blue) < 1e-4,
                "a round trip within 1/10000 (the published matrices are rounded to 7 digits)")
    }

    @Test func hueAndChroma() throws {
        // Red: h = atan2(67.2032, 80.0925) = 40.0°, C = √(80.0925² + 67.2032²) = 104.55.
        let red = try #require(Color(css: "red")).hcl
        #expect(abs(try #require(red.h) - 39.999) < 0.01)
        #expect(abs(red.c - 104.552) < 0.01)
        #expect(try #require(Color(css: "#808080")).hcl.h == nil, "a grey has no hue")
    }

    func value(_ json: String, zoom: Double) -> Color? {
        let log = DiagnosticLog(file: nil)
        let node = try? JSONParser().parse(Array(json.utf8))
        let expression = node.flatMap { ExpressionParser(log: log).parse($0, keyPath: "e", output: .color) }
        #expect(log.diagnostics.isEmpty)
        return expression?.evaluate(ExpressionInput(properties: [:], zoom: zoom)).string.flatMap(Color.init(css:))
    }

    @Test func interpolateLab() throws {
        // Halfway from black (L 0) to white (L 100) is L 50: Y = (66/116)³ = 0.18419, sRGB 1.055 · Y^(1/2.4) − 0.055
        // = 0.4663 → 118.9 → #777777 (RGB would give #808080).
        let grey = try #require(value(##"["interpolate-lab", ["linear"], ["zoom"], 0, "#000000", 10, "#ffffff"]"##, zoom: 5))
        #expect(grey.cssText == "#777777")
        let legacy = try #require(value(##"{"stops": [[0, "#000000"], [10, "#ffffff"]], "colorSpace": "lab"}"##, zoom: 5))
        #expect(legacy.cssText == "#777777")
        #expect(try #require(value(##"{"stops": [[0, "#000000"], [10, "#ffffff"]]}"##, zoom: 5)).cssText == "#808080")
    }

    @Test func interpolateHCLTakesTheShorterWayRound() throws {
        // Hues 350° and 10° (L 60, C 30): halfway is 0°, not 180°.
        let a = Color(lab: 60, 30 * cos(350 * .pi / 180), 30 * sin(350 * .pi / 180))
        let b = Color(lab: 60, 30 * cos(10 * .pi / 180), 30 * sin(10 * .pi / 180))
        let json = ##"["interpolate-hcl", ["linear"], ["zoom"], 0, "\##(a.cssText)", 10, "\##(b.cssText)"]"##
        let middle = try #require(value(json, zoom: 5)?.hcl.h)
        #expect(min(middle, 360 - middle) < 1)
        // A grey takes the other colour's hue all the way: halfway from grey to red keeps red's 40°.
        let toward = try #require(value(##"["interpolate-hcl", ["linear"], ["zoom"], 0, "#808080", 10, "red"]"##, zoom: 5)?.hcl.h)
        #expect(abs(toward - 40) < 0.5)
    }
}
