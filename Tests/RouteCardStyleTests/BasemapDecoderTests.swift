import RouteCardMap
import RouteCardMapLibre
import RouteCardStyle
import RouteCardText
import Testing

/// `Style.decode` reads a `basemap` only through the `BasemapDecoder` it is given: RouteCardStyle
/// knows no base map format.
@Suite struct BasemapDecoderTests {
    static let card = Array(#"{"version": 1, "basemap": {"maplibre": "ml.json"}, "layers": []}"#.utf8)
    static let files = ["ml.json": Array(#"{"version": 8, "sources": {}, "layers": [{"id": "bg", "type": "background"}]}"#.utf8)]

    /// A decoder of an invented format: one background layer, whatever the object says.
    struct OneBackground: BasemapDecoder {
        func decodeBasemap(_ object: StyleObject, resources: ResourceResolver, spriteLoader: SpriteLoader?, scale: Double) -> Basemap? {
            _ = object.node("maplibre")
            var compatibility = BasemapCompatibility()
            compatibility.layers = 1
            return Basemap(layers: [StyleLayer(id: "plain", type: "background", layer: BackgroundLayer(style: .empty))],
                           sources: [:], compatibility: compatibility)
        }
    }

    @Test func withoutADecoderABasemapIsAnErrorAtItsValue() {
        // Column 27 is the "{" after "basemap": (counted by hand).
        #expect { try Style.decode(Self.card, file: "s.json", resources: .inMemory(Self.files)) } throws: { error in
            (error as? StyleError)?.description.hasPrefix("s.json:1:27: error: basemap: a base map is not read here") == true
        }
    }

    @Test func theMapLibreDecoderReadsTheMapLibreFile() throws {
        let style = try Style.decode(Self.card, file: "s.json", resources: .inMemory(Self.files), basemapDecoder: MapLibreBasemapDecoder())
        #expect(style.layers.map(\.id) == ["bg"])
        #expect(style.basemapCompatibility?.drawn == 1)
    }

    @Test func anyDecoderGivesTheBaseMap() throws {
        let style = try Style.decode(Self.card, file: "s.json", basemapDecoder: OneBackground())
        #expect(style.layers.map(\.id) == ["plain"])
        #expect(style.basemapCompatibility?.layers == 1)
    }
}
