import RouteCardGeo
@testable import RouteCardStyle
import RouteCardText
import Testing

/// Lengths relative to the card (`"4.5vmin"`): parsed, resolved against the short side, in every
/// length property, and again when the canvas changes size.
@Suite struct CardLengthTests {
    private func style(_ canvas: String, _ layers: String) throws -> Style {
        try Style.decode(Array(#"{ "version": 1, "canvas": \#(canvas), "layers": [\#(layers)] }"#.utf8), file: "s.json")
    }

    @Test func parsesPointsAndShortSidePercent() {
        #expect(CardLength(text: "4.5vmin") == .vmin(4.5))
        #expect(CardLength(text: " 12 pt") == .points(12))
        #expect(CardLength(text: "-2vmin") == .vmin(-2))
        #expect(CardLength(text: "vmin") == nil)
        #expect(CardLength(text: "4vw") == nil)
        #expect(CardLength(text: "infvmin") == nil)
        #expect(CardLength.vmin(5).points(shortSide: 1080) == 54)
    }

    @Test func everyLengthPropertyAcceptsIt() throws {
        let s = try style(#"{ "width": 1080, "height": 1920 }"#,
                          #"{ "id": "r", "type": "route", "paint": { "line-width": "1vmin", "line-casing-width": "0.5vmin" } },"#
                          + #"{ "id": "t", "type": "text", "layout": { "text-field": "x", "text-size": "5vmin", "text-offset": ["2vmin", 30] } }"#)
        let route = try #require(s.layers[0].layer as? RouteLayer)
        let line = try #require(route.strokes(atZoom: 10))
        // 1 % of the short side 1080 = 10.8 pt; the casing adds 0.5 % = 5.4 pt on each side.
        #expect(abs(line.line.width - 10.8) < 1e-9)
        #expect(abs((line.casing?.width ?? 0) - (10.8 + 2 * 5.4)) < 1e-9)
        let text = try #require(s.layers[1].layer as? TextLayer)
        #expect(abs(text.placement.label.font.size - 54) < 1e-9)
        #expect(text.placement.offset == [21.6, 30])
    }

    @Test func resizingTheCanvasResolvesThemAgain() throws {
        var s = try style(#"{ "width": 800, "height": 800, "padding": ["10vmin", 20] }"#,
                          #"{ "id": "t", "type": "text", "layout": { "text-field": "x", "text-size": "5vmin" } },"#
                          + #"{ "id": "f", "type": "text", "layout": { "text-field": "y", "text-size": 12 } }"#)
        #expect(s.canvas.padding == EdgeInsets(top: 80, right: 20, bottom: 80, left: 20))
        s.canvas.width = 400
        s.canvas.height = 1000
        // Resolved on the canvas when drawn: 5 % of the new short side 400.
        #expect((s.layers[0].layer as? TextLayer)?.resolved(on: s.canvas).placement.label.font.size == 20)
        #expect((s.layers[1].layer as? TextLayer)?.resolved(on: s.canvas).placement.label.font.size == 12)
        #expect(s.canvas.padding == EdgeInsets(top: 40, right: 20, bottom: 40, left: 20))
        // Padding set in points replaces the relative one.
        s.canvas.padding = EdgeInsets(all: 5)
        s.canvas.width = 1000
        #expect(s.canvas.padding == EdgeInsets(all: 5))
    }

    @Test func expressionOutputsMayBeRelative() throws {
        let s = try style(#"{ "width": 500, "height": 1000 }"#,
                          #"{ "id": "r", "type": "route", "paint": { "line-width": ["interpolate", ["linear"], ["zoom"], 10, "1vmin", 20, "3vmin"] } }"#)
        let route = try #require(s.layers[0].layer as? RouteLayer)
        #expect(abs((route.strokes(atZoom: 10)?.line.width ?? 0) - 5) < 1e-9)
        #expect(abs((route.strokes(atZoom: 20)?.line.width ?? 0) - 15) < 1e-9)
    }

    @Test func relativeValuesAreClampedIntoTheRange() throws {
        // text-size is 1…1000: 0.1 % of 400 pt is 0.4 pt, clamped to 1.
        var s = try style(#"{ "width": 400, "height": 400 }"#,
                          #"{ "id": "t", "type": "text", "layout": { "text-field": "x", "text-size": "0.1vmin" } }"#)
        #expect((s.layers[0].layer as? TextLayer)?.placement.label.font.size == 1)
        s.canvas.width = 20000
        s.canvas.height = 20000
        #expect((s.layers[0].layer as? TextLayer)?.resolved(on: s.canvas).placement.label.font.size == 20)
    }

    @Test func aLabelSizeIsKeptAsDecodedNotDecodedAgain() throws {
        var s = try style(#"{ "width": 1000, "height": 500 }"#,
                          #"{ "id": "t", "type": "text", "layout": { "text-field": "x", "text-size": "4vmin" }, "paint": { "text-halo-width": "0.5vmin" } }"#)
        #expect(s.layers[0].redecode == nil)
        let text = try #require(s.layers[0].layer as? TextLayer)
        #expect(text.placement.label.size == StyleLength(.vmin(4), clampedTo: 1...1000))
        s.canvas.height = 2000
        // 4 % and 0.5 % of the short side 1000; the halo's stroke is twice its width.
        let resolved = text.resolved(on: s.canvas).placement.label
        #expect(resolved.font.size == 40)
        #expect(resolved.halo?.width == 10)
    }

    @Test func routeAndMarkerLengthsFollowTheCanvasWithoutDecodingAgain() throws {
        var s = try style(#"{ "width": 400, "height": 600 }"#,
                          #"{ "id": "r", "type": "route", "paint": { "line-width": "2vmin", "line-blur": "1vmin" } },"#
                          + #"{ "id": "m", "type": "markers", "layout": { "icon-size": "10vmin" }, "paint": { "icon-halo-width": "0.5vmin" } }"#)
        #expect(s.layers.allSatisfy { $0.redecode == nil })
        s.canvas.width = 1200
        s.canvas.height = 1000
        // On the new short side 1000: 2 % = 20 pt, 1 % = 10 pt, 10 % = 100 pt, 0.5 % = 5 pt.
        let route = try #require((s.layers[0].layer as? RouteLayer)?.resolved(on: s.canvas))
        #expect(route.strokes(atZoom: 10)?.line.width == 20)
        #expect(route.look.blur == 10)
        let markers = try #require((s.layers[1].layer as? MarkersLayer)?.resolved(on: s.canvas))
        #expect(markers.size == 100)
        #expect(markers.border?.width == 5)
        #expect(markers.loopDistance == 100)
    }

    @Test func aWrongUnitIsReportedWithItsLocation() {
        #expect {
            try style("{}", #"{ "id": "r", "type": "route", "paint": { "line-width": "4vw" } }"#)
        } throws: { error in
            (error as? StyleError)?.diagnostics.map(\.description)
                == [#"s.json:1:97: error: layers[0].paint.line-width: a number of points or a length string such as "4.5vmin" or "12pt" expected, "4vw" found (units: pt, vmin = 1 % of the card's short side)"#]
        }
    }

    @Test func nonLengthPropertiesRejectIt() {
        #expect(throws: StyleError.self) {
            try style("{}", #"{ "id": "r", "type": "route", "paint": { "line-opacity": "50vmin" } }"#)
        }
    }

    @Test func theReferenceNamesBothUnits() {
        let spec = RouteLayer.properties.first { $0.key == "line-width" }
        #expect(spec?.isLength == true)
        #expect(StyleReference().markdown(types: ["route"]).contains("| `paint.line-width` | number 0…500 (pt or vmin), expression |"))
    }
}
