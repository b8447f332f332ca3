import RouteCardGeo
import RouteCardTiles
import Testing

@Suite struct TileCoverTests {
    static func ids(_ tiles: [CoveredTile]?) -> [String] {
        (tiles ?? []).map { "\($0.tile)" + ($0.wrap == 0 ? "" : " wrap \($0.wrap)") }
    }

    /// Monaco's bounds at zoom 14: x 8529.20…8531.00, y 5973.22…5975.01 (Web Mercator by hand).
    @Test func monacoAtZoom14() throws {
        let box = WorldBox(minX: WebMercator.x(longitude: 7.409205), minY: WebMercator.y(latitude: 43.75169),
                           maxX: WebMercator.x(longitude: 7.448637), maxY: WebMercator.y(latitude: 43.72335))
        #expect(Self.ids(TileCover.tiles(covering: box, zoom: 14)) == [
            "14/8529/5973", "14/8530/5973", "14/8529/5974", "14/8530/5974", "14/8529/5975", "14/8530/5975",
        ])
        #expect(Self.ids(TileCover.tiles(covering: box, zoom: 12)) == ["12/2132/1493"])
    }

    @Test func edgesOnTileBoundariesAndPoints() {
        // A box exactly on tile 2/1/1: the tiles east and south of its edges are not needed.
        #expect(Self.ids(TileCover.tiles(covering: WorldBox(minX: 0.25, minY: 0.25, maxX: 0.5, maxY: 0.5), zoom: 2)) == ["2/1/1"])
        #expect(Self.ids(TileCover.tiles(covering: WorldBox(minX: 0.3, minY: 0.3, maxX: 0.3, maxY: 0.3), zoom: 2)) == ["2/1/1"])
        #expect(Self.ids(TileCover.tiles(covering: WorldBox(minX: 0.5, minY: 0.5, maxX: 0.5, maxY: 0.5), zoom: 1)) == ["1/1/1"])
        // Rows clamp to the world; a box north of it has no tiles.
        #expect(Self.ids(TileCover.tiles(covering: WorldBox(minX: 0.1, minY: -0.5, maxX: 0.2, maxY: 0.1), zoom: 1)) == ["1/0/0"])
        #expect(TileCover.tiles(covering: WorldBox(minX: 0.1, minY: -0.5, maxX: 0.2, maxY: -0.1), zoom: 3) == [])
        #expect(TileCover.tiles(covering: WorldBox(minX: .nan, minY: 0, maxX: 0.2, maxY: 0.1), zoom: 3) == [])
        #expect(TileCover.tiles(covering: WorldBox(minX: 0.3, minY: 0, maxX: 0.2, maxY: 0.1), zoom: 3) == [])
    }

    @Test func wrapsAcrossTheAntimeridian() {
        #expect(Self.ids(TileCover.tiles(covering: WorldBox(minX: 0.99, minY: 0.4, maxX: 1.01, maxY: 0.45), zoom: 2))
            == ["2/3/1", "2/0/1 wrap 1"])
        #expect(Self.ids(TileCover.tiles(covering: WorldBox(minX: -0.01, minY: 0.4, maxX: 0.01, maxY: 0.45), zoom: 2))
            == ["2/3/1 wrap -1", "2/0/1"])
    }

    @Test func countIsBounded() {
        let world = WorldBox(minX: 0, minY: 0, maxX: 1, maxY: 1)
        #expect(TileCover.tiles(covering: world, zoom: 3)?.count == 64)
        #expect(TileCover.tiles(covering: world, zoom: 4) == nil)
        #expect(TileCover.tiles(covering: world, zoom: 30) == nil)
        #expect(TileCover.tiles(covering: world, zoom: 4, limit: 256)?.count == 256)
        #expect(TileCover.zoom(covering: world, atMost: 14) == 3)
        #expect(TileCover.zoom(covering: world, atMost: 14, minZoom: 5) == 5)
        #expect(TileCover.zoom(covering: world, atMost: 2) == 2)
        // A huge box far outside does not overflow.
        #expect(TileCover.tiles(covering: WorldBox(minX: -1e300, minY: 0, maxX: 1e300, maxY: 1), zoom: 20) == nil)
    }
}
