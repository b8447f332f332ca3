import Foundation
import RouteCard
import RouteCardGeo
import RouteCardMap
import RouteCardScene
import RouteCardStyle
import Testing

/// A vector source's `schemas` and a map layer's `schema`: decoded, every mistake reported where
/// it is written, the schema an archive follows chosen by the layers it has, and only that
/// schema's layers drawn.
@Suite struct SourceSchemaTests {
    /// A style whose source `t` declares schemas `a` and `b` (lines 2–3), with two layers of each,
    /// one of neither and a text layer (lines 4–9).
    static let json = """
    {"version": 1,
     "sources": {"t": {"type": "vector", "schemas": {"a": {"attribution": "© A"},
                                                    "b": {}}}},
     "layers": [{"id": "a-water", "type": "fill", "source": "t", "source-layer": "water", "schema": "a"},
                {"id": "a-roads", "type": "line", "source": "t", "source-layer": "transportation", "schema": "a"},
                {"id": "b-water", "type": "fill", "source": "t", "source-layer": "water", "schema": "b"},
                {"id": "b-roads", "type": "line", "source": "t", "source-layer": "roads", "schema": "b"},
                {"id": "both", "type": "fill", "source": "t", "source-layer": "landuse"},
                {"id": "title", "type": "text", "layout": {"text-field": "Run"}}]}
    """

    static func style(_ text: String = json) throws -> Style {
        try Style.decode(Array(text.utf8), file: "style.json", resources: .inMemory([:]))
    }

    @Test func schemasAndLayerSchemasAreDecoded() throws {
        let style = try Self.style()
        #expect(style.sources["t"]?.schemas == [SourceSchema(name: "a", attribution: "© A"), SourceSchema(name: "b")])
        #expect(style.layers.map(\.schema) == ["a", "a", "b", "b", nil, nil])
    }

    @Test func eachSchemaReadsItsOwnLayersAndTheShared() throws {
        let style = try Self.style()
        #expect(style.tileLayers(of: "t") == ["water", "transportation", "roads", "landuse"])
        #expect(style.tileLayers(of: "t", schema: "a") == ["water", "transportation", "landuse"])
        #expect(style.tileLayers(of: "t", schema: "b") == ["water", "roads", "landuse"])
    }

    /// The schema whose layers the archive has most of; the first declared on a tie (an archive
    /// of neither, or one that has only what both share).
    @Test func theArchivesLayersChooseTheSchema() throws {
        let style = try Self.style()
        #expect(style.schema(of: "t", available: ["water", "roads", "earth"]) == "b")
        #expect(style.schema(of: "t", available: ["water", "transportation", "building"]) == "a")
        #expect(style.schema(of: "t", available: ["water", "landuse"]) == "a")
        #expect(style.schema(of: "t", available: []) == "a")
        let plain = try Self.style(#"{"version": 1, "sources": {"t": {"type": "vector"}}, "layers": []}"#)
        #expect(plain.schema(of: "t", available: ["water"]) == nil)
    }

    @Test func onlyTheLayersOfTheSourcesSchemaAreInTheScene() throws {
        let style = try Self.style()
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 9), TrackPoint(latitude: 0.5, longitude: 10)])])
        let viewport = Viewport(size: CanvasSize(width: 200, height: 100), center: GeoCoordinate(latitude: 0.25, longitude: 9.5), zoom: 8)
        func ids(schema: String?) -> [String] {
            let source = MapSource(id: "t", tiles: [], schema: schema)
            let context = LayerContext(track: track, style: style, sources: MapSources([source]))
            return CardComposer().scene(style: style, context: context, viewport: viewport).nodes.compactMap {
                if case .group(let group) = $0 { group.id } else { nil }
            }
        }
        #expect(ids(schema: "a") == ["a-water", "a-roads", "both", "title"])
        #expect(ids(schema: "b") == ["b-water", "b-roads", "both", "title"])
        #expect(ids(schema: nil) == ["both", "title"])
    }

    @Test func mistakesAreReportedWhereTheyAreWritten() {
        func text(_ layer: String, sources: String) -> String {
            """
            {"version": 1, "sources": \(sources),
             "layers": [\(layer), {"id": "credit", "type": "attribution"}]}
            """
        }
        let declared = #"{"t": {"type": "vector", "schemas": {"openmaptiles": {}, "protomaps": {}}}}"#
        func problems(_ layer: String, sources: String = declared) -> [String] {
            ResourceResolverTests.problems(text(layer, sources: sources), .inMemory([:]))
        }
        let misspelt = #"{"id": "x", "type": "fill", "source": "t", "source-layer": "water", "schema": "protomap"}"#
        let at = ResourceResolverTests.location(of: "protomap", line: 2, in: text(misspelt, sources: declared))
        #expect(problems(misspelt) == [at + #": error: layers[0].schema: unknown schema "protomap" of the source "t" (did you mean "protomaps"?); "#
            + "it declares: openmaptiles, protomaps"], "\(problems(misspelt))")
        let undeclared = problems(#"{"id": "x", "type": "fill", "source": "t", "source-layer": "water", "schema": "a"}"#,
                                  sources: #"{"t": {"type": "vector"}}"#)
        #expect(undeclared.count == 1 && undeclared[0].contains(#"the source "t" declares no schemas: add "schemas": { "a": {} } to it"#),
                "\(undeclared)")
        let text = problems(#"{"id": "x", "type": "text", "layout": {"text-field": "Run"}, "schema": "protomaps"}"#)
        #expect(text.count == 1 && text[0].contains(#"layers[0].schema: "schema" is for map layers"#), "\(text)")
        let list = problems(#"{"id": "x", "type": "text", "layout": {"text-field": "Run"}}"#,
                            sources: #"{"t": {"type": "vector", "schemas": ["openmaptiles"]}}"#)
        #expect(list.count == 1 && list[0].contains("sources.t.schemas: an object of schema names"), "\(list)")
        let key = problems(#"{"id": "x", "type": "text", "layout": {"text-field": "Run"}}"#,
                           sources: #"{"t": {"type": "vector", "schemas": {"a": {"atribution": "© A"}}}}"#)
        #expect(key.count == 1 && key[0].contains(#"sources.t.schemas.a.atribution: unknown key "atribution" (did you mean "attribution"?)"#),
                "\(key)")
        let raster = problems(#"{"id": "x", "type": "text", "layout": {"text-field": "Run"}}"#,
                              sources: #"{"t": {"type": "raster", "schemas": {"a": {}}}}"#)
        #expect(raster.count == 1 && raster[0].contains(#"sources.t.schemas: unknown key "schemas""#), "\(raster)")
    }

    /// A tiled source fades at its bounds as a GeoJSON source does at its features' edge, unless `"edge": "none"`.
    @Test func tiledSourcesFadeByDefault() throws {
        let style = try Self.style(#"{"version": 1, "sources": {"t": {"type": "vector"}, "r": {"type": "raster", "edge": "none"}}, "layers": []}"#)
        #expect(style.sources["t"]?.edge == .fade && style.sources["r"]?.edge == .hard)
    }
}
