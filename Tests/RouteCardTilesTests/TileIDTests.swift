import RouteCardGeo
import RouteCardTiles
import Testing

@Suite struct TileIDTests {
    /// Tile ids published with PMTiles v3 (the spec's 12/3423/1763 and the reference tests' first ids).
    @Test(arguments: [
        (0, 0, 0, UInt64(0)), (1, 0, 0, 1), (1, 0, 1, 2), (1, 1, 1, 3), (1, 1, 0, 4), (2, 0, 0, 5),
        (12, 3423, 1763, 19_078_479),
    ])
    func publishedHilbertIDs(z: Int, x: Int, y: Int, id: UInt64) throws {
        let tile = try #require(TileID(z: z, x: x, y: y))
        #expect(tile.hilbertID == id)
        #expect(TileID(hilbertID: id) == tile)
    }

    @Test func firstIDOfEachZoomCountsTheTilesBelow() throws {
        // (4^z − 1) / 3 tiles in the zooms below z; the curve starts at the north-west corner.
        var below: UInt64 = 0
        for z in 0...TileID.maxZoom {
            #expect(try #require(TileID(z: z, x: 0, y: 0)).hilbertID == below)
            below += UInt64(1) << (2 * UInt64(z))
        }
    }

    @Test func roundTripsManyRandomTiles() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var ids = Set<UInt64>()
        for _ in 0..<20_000 {
            let z = Int(next() % 21)
            let size = UInt64(1) << UInt64(z)
            let tile = try #require(TileID(z: z, x: Int(next() % size), y: Int(next() % size)))
            let id = tile.hilbertID
            #expect(TileID(hilbertID: id) == tile)
            ids.insert(id)
        }
        // Every tile of zoom 3 has its own id, and the ids fill 21…84 exactly.
        var zoom3 = Set<UInt64>()
        for x in 0..<8 { for y in 0..<8 { zoom3.insert(try #require(TileID(z: 3, x: x, y: y)).hilbertID) } }
        #expect(zoom3 == Set(21...84))
        // Neighbours along the curve are neighbouring tiles.
        for id in UInt64(21)..<84 {
            let a = try #require(TileID(hilbertID: id)), b = try #require(TileID(hilbertID: id + 1))
            #expect(abs(a.x - b.x) + abs(a.y - b.y) == 1, "ids \(id) and \(id + 1)")
        }
    }

    @Test func outOfRangeTilesAreRefused() {
        #expect(TileID(z: -1, x: 0, y: 0) == nil)
        #expect(TileID(z: 32, x: 0, y: 0) == nil)
        #expect(TileID(z: 0, x: 1, y: 0) == nil)
        #expect(TileID(z: 2, x: 0, y: 4) == nil)
        #expect(TileID(z: 2, x: -1, y: 0) == nil)
        #expect(TileID(z: 31, x: Int(1 << 31) - 1, y: Int(1 << 31) - 1) != nil)
        // The last id of zoom 31 is the last one; the next would be zoom 32.
        let last = UInt64.max / 3 - 1 // (4^32 − 1) / 3 − 1
        #expect(TileID(hilbertID: last)?.z == 31)
        #expect(TileID(hilbertID: last + 1) == nil)
        #expect(TileID(hilbertID: .max) == nil)
    }

    @Test func worldBoxAndDescription() throws {
        let tile = try #require(TileID(z: 2, x: 1, y: 3))
        #expect(tile.description == "2/1/3")
        #expect(tile.worldBox == WorldBox(minX: 0.25, minY: 0.75, maxX: 0.5, maxY: 1))
    }
}
