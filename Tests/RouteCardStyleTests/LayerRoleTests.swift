import RouteCardExpressions
import RouteCardGeo
import RouteCardInput
import RouteCardMap
import RouteCardMapLibre
import RouteCardScene
import RouteCardStyle
import Testing

/// A plugin layer declaring the background role: fills the canvas with `paper-color`.
private struct PaperLayer: CardLayer {
    static let type = "test-paper"
    static let color = LayerProperty.color("paper-color", .paint, default: .white, doc: "The paper.")
    static var properties: [PropertySpec] { [color.spec] }
    var fill: Color
    var role: LayerRole { .background(fill: .color(fill), opacity: 1) }

    init(style: LayerStyle) { fill = style[Self.color] }

    func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        let size = context.canvas.size
        return LayerDrawing([.rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: size.width, height: size.height), fill: .color(fill)))])
    }
}

/// A plugin layer declaring the map-data role: draws one dot for a map source (`source`,
/// `source-layer`).
private struct HatchLayer: CardLayer {
    static let type = "test-hatch"
    static let source = LayerProperty.optionalString("source", .root, isRequired: true, doc: "The source.")
    static let sourceLayer = LayerProperty.optionalString("source-layer", .root, doc: "The tile layer.")
    static var properties: [PropertySpec] { [source.spec, sourceLayer.spec] }
    var source: String
    var sourceLayer: String?
    var role: LayerRole { .mapData(source: source, sourceLayer: sourceLayer) }

    init(style: LayerStyle) {
        source = style[Self.source] ?? ""
        sourceLayer = style[Self.sourceLayer]
    }

    func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        LayerDrawing([.rect(SceneRect(box: CanvasBox(x: 0, y: 0, width: 1, height: 1), fill: .color(.black)))])
    }
}

/// A plugin layer declaring the route role, with a `line-color` of its own.
private struct TrailLayer: CardLayer {
    static let type = "test-trail"
    static let color = LayerProperty.colorExpression("line-color", .paint, default: .black, doc: "The line.")
    static var properties: [PropertySpec] { [color.spec] }
    var color: StyleProperty<Color>
    var role: LayerRole { .route(color: color) }

    init(style: LayerStyle) { color = style[Self.color] }

    func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing { LayerDrawing([]) }
}

/// Plugin layers that declare a role are treated exactly like the built-in layers of that role:
/// the edge fade, the base map, the tile layers read and the route colour go by `role`, not by type.
@Suite struct LayerRoleTests {
    static let registry = LayerRegistry.builtIn.registering(PaperLayer.self).registering(HatchLayer.self).registering(TrailLayer.self)

    static func style(_ sources: String, _ layers: String) throws -> Style {
        try Style.decode(Array("""
        {"version": 1, "canvas": {"width": 200, "height": 100}, "sources": {\(sources)}, "layers": [\(layers)]}
        """.utf8), file: "style.json", resources: .inMemory([:]), registry: registry)
    }

    @Test func theBuiltInsDeclareTheirRoles() throws {
        let style = try Self.style(#""v": {"type": "vector"}"#, #"""
            {"id": "paper", "type": "background", "paint": {"background-color": "#102030", "background-opacity": 0.5}},
            {"id": "water", "type": "fill", "source": "v", "source-layer": "water"},
            {"id": "route", "type": "route", "paint": {"line-color": "#ff0000"}},
            {"id": "title", "type": "text", "layout": {"text-field": "Run"}}
            """#)
        let roles = style.layers.map(\.layer.role)
        #expect(roles[0].background?.fill == .color(Color(r: 0x10, g: 0x20, b: 0x30)) && roles[0].background?.opacity == 0.5)
        #expect(roles[1].mapData?.source == "v" && roles[1].mapData?.sourceLayer == "water")
        #expect(roles[2].routeColor?.constant == Color(r: 255, g: 0, b: 0))
        guard case .overlay = roles[3] else { Issue.record("text is not an overlay"); return }
        // A MapLibre layer wrapped because a value follows the zoom keeps its inner layer's role
        // (MapLibreLayer conforms to MapDataLayer only conditionally).
        let maplibre = try MapLibreStyle.decode(Array(#"""
            {"version": 8, "sources": {"omt": {"type": "vector"}}, "layers": [
             {"id": "b", "type": "fill", "source": "omt", "source-layer": "building", "paint": {"fill-color": "#ccc", "fill-translate": [0, 2]}}]}
            """#.utf8), file: "m.json", tiles: ["omt": .pmtiles(path: "omt.pmtiles")])
        let wrapped = try #require(maplibre.layers.first?.layer as? MapLibreLayer<FillLayer>)
        #expect(wrapped.role.mapData?.source == "omt" && wrapped.role.mapData?.sourceLayer == "building")
    }

    @Test func aMapEdgeFadesIntoAPluginBackground() throws {
        let style = try Self.style(#""osm": {"type": "geojson", "data": "test.geojson"}"#, #"""
            {"id": "paper", "type": "test-paper", "paint": {"paper-color": "#336699"}},
            {"id": "land", "type": "test-hatch", "source": "osm"},
            {"id": "route", "type": "route"}
            """#)
        #expect(style.warnings.isEmpty)
        let scene = MapEdgeFadeTests.scene(try MapEdgeFadeTests.source(west: 5, south: -2, east: 15, north: 2), style: style)
        let (cover, fade) = MapEdgeFadeTests.fade(scene)
        let paper = Color(r: 0x33, g: 0x66, b: 0x99)
        // Four uncovered strips, each covered in the plugin paper's colour and fading from it.
        #expect(cover.count == 4 && cover.allSatisfy { $0.fill == .color(paper) })
        #expect(fade.count == 4 && fade.allSatisfy { rect in
            guard case .linearGradient(let gradient) = rect.fill else { return false }
            return gradient.stops.first?.color == paper
        })
        // The fade ends the plugin map layer's group, not the route's above it.
        let route = try #require(MapEdgeFadeTests.groups(scene).first { $0.id == "route" })
        #expect(route.children.allSatisfy { node in
            if case .group(let group) = node { !group.classes.contains("map-edge") } else { true }
        })
    }

    @Test func aBasemapReplacesPluginMapLayers() throws {
        let style = try Self.style(#""osm": {"type": "geojson", "data": "a.geojson"}, "mine": {"type": "geojson", "data": "b.geojson"}"#, #"""
            {"id": "paper", "type": "test-paper"},
            {"id": "land", "type": "test-hatch", "source": "osm"},
            {"id": "route", "type": "route"},
            {"id": "trail", "type": "test-trail"},
            {"id": "title", "type": "text", "layout": {"text-field": "Run"}}
            """#)
        #expect(style.layers.map { Style.drawsMap($0) } == [true, true, false, false, false])
        let basemap = try MapLibreStyle.decode(Array(#"""
            {"version": 8, "sources": {}, "layers": [{"id": "bg", "type": "background", "paint": {"background-color": "#eeeeee"}}]}
            """#.utf8), file: "m.json")
        let based = style.applying(basemap: basemap)
        #expect(based.layers.map(\.id) == ["bg", "route", "trail", "title"])
        // No layer left draws from the card's sources: both are dropped.
        #expect(based.sources.isEmpty)
    }

    @Test func aCardReadsThePluginsTileLayers() throws {
        let style = try Self.style(#""v": {"type": "vector"}, "w": {"type": "vector"}, "x": {"type": "vector"}"#, #"""
            {"id": "water", "type": "test-hatch", "source": "v", "source-layer": "water"},
            {"id": "roads", "type": "line", "source": "v", "source-layer": "transportation"},
            {"id": "all", "type": "test-hatch", "source": "x"}
            """#)
        #expect(style.tileLayers(of: "v") == ["water", "transportation"])
        #expect(style.tileLayers(of: "w") == [])
        #expect(style.tileLayers(of: "x") == nil, "a map-data layer without source-layer wants every tile layer")
    }

    @Test func theLegendRampAndProfileTakeAPluginRoutesColour() throws {
        let style = try Self.style("", #"""
            {"id": "trail", "type": "test-trail",
             "paint": {"line-color": ["interpolate", ["linear"], ["point", "speed"], 0, "#0000ff", 10, "#ff0000"]}},
            {"id": "profile", "type": "elevation-profile"}
            """#)
        let ramp = try #require(ColorRamp.ofRoute(nil, in: style.layers))
        #expect(ramp.stops == [0, 10])
        #expect(ramp.colors == [Color(r: 0, g: 0, b: 255), Color(r: 255, g: 0, b: 0)])
        #expect(ColorRamp.ofRoute("trail", in: style.layers) != nil)
        #expect(ColorRamp.ofRoute("profile", in: style.layers) == nil)
    }
}
