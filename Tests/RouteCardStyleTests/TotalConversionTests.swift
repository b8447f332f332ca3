import Foundation
import RouteCard
import RouteCardExpressions
import RouteCardGeo
import RouteCardScene
@testable import RouteCardStyle
import RouteCardText
import Testing

/// The floating-point → integer conversions the audit of issue 17 found reachable with absurd values
/// (each used to trap): fed 1e300, NaN, ±infinity and 9.2e18, they return sensible text or values.
@Suite struct TotalConversionTests {
    @Test(arguments: [(Double.infinity, "0"), (Double.nan, "0"), (725, "5"), (-90, "270"), (359.96, "0"), (12.34, "12.3")]
          as [(Double, String)])
    func liveHeading(_ heading: Double, _ expected: String) {
        #expect(AnnotationLook.degrees(heading) == expected)
    }

    @Test(arguments: [1e300, -1e300, 9.2e18, -9.2e18, Double.greatestFiniteMagnitude])
    func liveHeadingOfAnAbsurdNumber(_ heading: Double) throws {
        // A live update may say "heading": 1e300: some angle of one turn, never a trap.
        let degrees = try #require(Double(AnnotationLook.degrees(heading)))
        #expect(degrees >= 0 && degrees < 360)
    }

    @Test func distanceMarkersWithAbsurdSteps() {
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 60, longitude: 24), TrackPoint(latitude: 60.01, longitude: 24)])])
        #expect(DistanceMarkersLayer.positions(along: track, step: 0).isEmpty)
        #expect(DistanceMarkersLayer.positions(along: track, step: .nan).isEmpty)
        #expect(DistanceMarkersLayer.positions(along: track, step: -1).isEmpty)
        // A step of 1e-300 m would ask for more markers than the layer ever draws.
        #expect(DistanceMarkersLayer.positions(along: track, step: 1e-300).count == DistanceMarkersLayer.maximumMarkers)
        // A start distance of 1e300 m: nothing more to mark on a 1.1 km segment, and no trap.
        #expect(DistanceMarkersLayer.positions(along: track, step: 1000, startDistances: [1e300]).isEmpty)
        #expect(DistanceMarkersLayer.positions(along: track, step: 1000, startDistances: [.nan]).count == 1)
    }

    @Test func elevationProfileGradientWithNonFiniteSamples() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let gradient = ElevationProfileLayer.gradient([(x: .nan, color: red), (x: 1e300, color: red), (x: 0, color: blue), (x: 100, color: blue)],
                                                      from: 0, to: 100, minimumWidth: 10)
        #expect(!gradient.stops.isEmpty)
        // An infinite span: at most 4096 slices, no trap.
        _ = ElevationProfileLayer.gradient([(x: 0, color: red)], from: 0, to: .infinity, minimumWidth: 1)
    }

    @Test func radiusTokenOfAnAbsurdRadius() {
        #expect(LiveMap.formatRadius(50_000, units: .metric) == "50 km")
        #expect(!LiveMap.formatRadius(1e300, units: .metric).isEmpty)
        #expect(!LiveMap.formatRadius(9.2e21, units: .imperial).isEmpty)
    }

    /// Parses an expression (JSON text) with no errors and evaluates it.
    func value(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> FeatureValue? {
        let log = DiagnosticLog(file: "e.json", text: Array(json.utf8))
        guard let node = try? JSONParser().parse(Array(json.utf8)) else { return nil }
        let expression = ExpressionParser(log: log, zoomOnlyAtTop: false).parse(node, keyPath: "e")
        #expect(expression != nil && log.diagnostics.allSatisfy { $0.severity != .error }, "\(json)", sourceLocation: sourceLocation)
        return expression?.evaluate(ExpressionInput(properties: [:], zoom: 1e20))
    }

    @Test func expressionsWithNaNAndHugeOperands() {
        // NaN from 0/0, huge numbers and a zoom of 1e20 reach the index and length conversions.
        #expect(value(#"["index-of", "b", "abc", ["/", 0, 0]]"#) == .number(1))
        #expect(value(#"["index-of", "b", "abc", 1e300]"#) == .number(-1))
        #expect(value(#"["index-of", 2, ["literal", [1, 2]], -1e300]"#) == .number(1))
        if case .number? = value(#"["index-of", 2, ["literal", [1, 2]], ["/", 0, 0]]"#) {} else { Issue.record("a number expected") }
        #expect(value(#"["slice", "abc", ["/", 0, 0]]"#) == .string("abc"))
        #expect(value(#"["slice", "abc", -1e300, 1e300]"#) == .string("abc"))
        #expect(value(#"["at", ["/", 0, 0], ["literal", [1, 2]]]"#) == .null)
        #expect(value(#"["at", 1e300, ["literal", [1, 2]]]"#) == .null)
        #expect(value(#"["number-format", 1e300, {}]"#) != nil)
        #expect(value(#"["number-format", ["/", 0, 0], {"max-fraction-digits": 20}]"#) == .string("NaN"))
        if case .string? = value(#"["to-string", ["zoom"]]"#) {} else { Issue.record("a string expected") }
    }

    @Test func colourChannelsSetOutOfRange() {
        // The channels are settable: a plugin may store anything; writers clamp.
        var color = Color(red: 1, green: 0, blue: 0)
        color.red = 1e300
        color.green = .nan
        color.blue = -2
        #expect(color.cssText == "#ff0000")
        color.alpha = -.infinity
        #expect(color.cssText == "rgba(255, 0, 0, 0.0)")
        #expect([Color.byte(.nan), Color.byte(-1), Color.byte(0.5), Color.byte(2), Color.byte(.infinity)] == [0, 0, 128, 255, 255])
    }

    @Test func rangeTextOfAOneSidedRange() {
        #expect(OutputType.describe(-Double.greatestFiniteMagnitude...10) == "a number in -1.7976931348623157e+308…10")
        #expect(OutputType.describe(0...500) == "a number in 0…500")
    }
}
