import RouteCardGeo
import RouteCardMap
import RouteCardScene
import RouteCardStyle
import RouteCardText
import Testing

/// `text-variable-anchor`: a town name on the route moves beside it before it is dropped — in the
/// viewport of `SymbolLayerTests` (400 × 300 pt), a route along y = 150 from x = 20 to 380, 8 pt
/// wide with a 3 pt casing each side (its edges at y = 143 and 157), and a 10 pt label "Lamai" on
/// its point (200, 150), 2 pt of `text-padding` around it.
@Suite struct VariableAnchorTests {
    static let route = ##"{"id": "route", "type": "route", "paint": {"line-width": 8, "line-casing-width": 3, "line-casing-color": "#ffffff"}}"##

    static func labels(_ layout: String, routeWidth: Double = 8) throws -> [LabelGeometry.Label] {
        let style = try SymbolLayerTests.style(#"""
        {"id": "towns", "type": "symbol", "source": "g", "layout": {"text-field": "{name}", "text-size": 10\#(layout)}},
        \#(route.replacingOccurrences(of: "\"line-width\": 8", with: "\"line-width\": \(routeWidth)"))
        """#)
        let nodes = SymbolLayerTests.scene(style, [SymbolLayerTests.point(200, 150, ["name": .string("Lamai")])],
                                           track: SymbolLayerTests.track([(20, 150), (380, 150)]))
        return SymbolLayerTests.labels(nodes)
    }

    @Test func aLabelOnTheRouteIsDroppedWithoutVariableAnchors() throws {
        #expect(try Self.labels("").isEmpty)
    }

    @Test func aLabelOnTheRouteMovesBelowItWhenTheCentreIsTaken() throws {
        let measurer = TextMeasurer()
        let ascent = measurer.ascent(fontSize: 10), descent = measurer.descent(fontSize: 10)
        let width = measurer.width(of: "Lamai", fontSize: 10, bold: false)
        // center is taken by the route; top (the label's top 1 em = 10 pt below the point, at y 160,
        // its padded box from 158, clear of the route's edge at 157) is next.
        let labels = try Self.labels(#", "text-variable-anchor": ["center", "top", "bottom"], "text-radial-offset": 1"#)
        let quad = try #require(labels.first?.quads.first)
        #expect(labels.count == 1)
        #expect(abs(quad[0].y - 160) < 1e-9, "the label's top is at \(quad[0].y)")
        #expect(abs(quad[2].y - quad[0].y - (ascent + descent)) < 1e-9)
        #expect(abs((quad[0].x + quad[1].x) / 2 - 200) < 1e-9 && abs(quad[1].x - quad[0].x - width) < 1e-9)
        // bottom first: above the route, its bottom at y 140.
        let above = try #require(try Self.labels(#", "text-variable-anchor": ["bottom", "top"], "text-radial-offset": 1"#).first?.quads.first)
        #expect(abs(above[2].y - 140) < 1e-9, "the label's bottom is at \(above[2].y)")
        // Without a radial offset, text-offset's sizes with the anchor's sign: [0, 1.2] em → 12 pt below.
        let offset = try #require(try Self.labels(#", "text-variable-anchor": ["top"], "text-offset": [0, -1.2]"#).first?.quads.first)
        #expect(abs(offset[0].y - 162) < 1e-9, "the label's top is at \(offset[0].y)")
        // right: the label's right edge 10 pt left of the point, on the route's line — so taken; left likewise: dropped.
        #expect(try Self.labels(#", "text-variable-anchor": ["right", "left"], "text-radial-offset": 1"#).isEmpty)
    }

    @Test func aLabelWithNoFreeAnchorIsDropped() throws {
        // A 60 pt route (edges at y 117 and 183 with its casing) covers every anchor 1 em away.
        #expect(try Self.labels(#", "text-variable-anchor": ["center", "top", "bottom", "left", "right"], "text-radial-offset": 1"#,
                                routeWidth: 60).isEmpty)
    }

    @Test func aCornerAnchorMovesDiagonally() throws {
        // top-left with a radial offset of 1.4142 em: 10 pt right and 10 pt down, the box's top-left at (210, 160).
        let quad = try #require(try Self.labels(#", "text-variable-anchor": ["top-left"], "text-radial-offset": 1.41421356237"#).first?.quads.first)
        #expect(abs(quad[0].x - 210) < 1e-6 && abs(quad[0].y - 160) < 1e-6, "\(quad[0])")
    }

    @Test func unknownAnchorsAreReported() {
        #expect(throws: StyleError.self) {
            try SymbolLayerTests.style(#"{"id": "t", "type": "symbol", "source": "g", "layout": {"text-field": "x", "text-variable-anchor": ["middle"]}}"#)
        }
    }
}
