import RouteCardGeo
import RouteCardTiles
import Testing

/// The Monaco tiles decoded whole. Facts from Python's `mapbox-vector-tile` 2.2.0 on the same
/// tiles (`mapbox_vector_tile.decode(gzip.decompress(tile_data), y_coord_down=True)`).
@Suite struct MonacoVectorTileTests {
    @Test func everyTileDecodesWithKnownLayers() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        let declared = Set(archive.metadata.vectorLayers)
        var seen = Set<String>()
        var tiles = 0
        for entry in archive.rootDirectory.entries {
            let tile = try #require(TileID(hilbertID: entry.tileID))
            let bytes = try #require(try archive.tile(tile))
            let layers = try MVTDecoder().decode(bytes, tile: tile)
            #expect(Set(layers.keys).isSubset(of: declared), "tile \(tile)")
            seen.formUnion(layers.keys)
            tiles += 1
            // Clipped geometry stays in the tile's square.
            let square = tile.worldBox
            for feature in layers.values.joined() {
                #expect(feature.bounds.minX >= square.minX && feature.bounds.maxX <= square.maxX
                        && feature.bounds.minY >= square.minY && feature.bounds.maxY <= square.maxY, "tile \(tile)")
            }
        }
        #expect(tiles == 22)
        #expect(seen == ["aeroway", "boundary", "building", "housenumber", "landcover", "landuse", "place", "poi",
                         "transportation", "transportation_name", "water", "water_name", "waterway"])
    }

    @Test func featureCountsOfOneTile() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("monaco.mbtiles"))
        let tile = try #require(TileID(z: 14, x: 8529, y: 5973))
        let bytes = try #require(try archive.tile(tile))
        let layers = try MVTDecoder(clipsToTile: false).decode(bytes, tile: tile)
        #expect(layers.mapValues(\.count) == [
            "place": 1, "boundary": 1, "poi": 108, "housenumber": 31, "waterway": 1, "transportation": 132,
            "transportation_name": 132, "building": 115, "water": 3, "water_name": 1, "landuse": 1, "landcover": 3,
        ])
        func p(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: (8529 + x / 4096) / 16384, y: (5973 + y / 4096) / 16384) }
        let place = try #require(layers["place"]?.first)
        #expect(place.properties["class"] == .string("suburb"))
        #expect(place.properties["name:latin"] == .string("Monte-Carlo"))
        #expect(place.geometry == .points([p(4058, 3852)]))
        // The stream runs into the buffer (x 4110 > 4096): whole without clipping, cut at the edge with it.
        let stream = try #require(layers["water_name"]?.first)
        #expect(stream.geometry == .lines([[p(3998, 3765), p(4027, 3782), p(4057, 3817), p(4085, 3828), p(4110, 3842)]]))
        let clipped = try #require(try MVTDecoder().decode(bytes, tile: tile)["water_name"]?.first)
        guard case .lines(let lines) = clipped.geometry else { Issue.record("not a line"); return }
        #expect(lines.count == 1 && lines[0].count == 5)
        #expect(lines[0].last?.x == p(4096, 0).x)
        // A lake: seven positions, exterior clockwise on the canvas (positive area with y down).
        let lake = try #require(layers["water"]?.first)
        #expect(lake.properties["class"] == .string("lake"))
        guard case .polygons(let polygons) = lake.geometry else { Issue.record("not a polygon"); return }
        let ring = polygons[0][0]
        #expect(ring.count == 7 && ring.first == ring.last)
        #expect(Set(ring) == Set([p(3967, 3616), p(3953, 3635), p(3943, 3628), p(3949, 3619), p(3951, 3621), p(3958, 3610)]))
        var area = 0.0
        for index in 0..<(ring.count - 1) { area += ring[index].x * ring[index + 1].y - ring[index + 1].x * ring[index].y }
        #expect(area > 0)
    }

    /// Damaged copies of a real tile fail with an MVTError or decode — never a crash.
    @Test func damagedRealTileNeverCrashes() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        let tile = try #require(TileID(z: 14, x: 8530, y: 5974))
        let bytes = try #require(try archive.tile(tile))
        var state: UInt32 = 99
        for _ in 0..<300 {
            var damaged = bytes
            for _ in 0..<4 {
                state = state &* 1_103_515_245 &+ 12345
                damaged[Int(state >> 4) % damaged.count] = UInt8(truncatingIfNeeded: state >> 16)
            }
            _ = try? MVTDecoder().decode(damaged, tile: tile)
        }
        for cut in stride(from: 0, to: bytes.count, by: 97) {
            _ = try? MVTDecoder().decode(Array(bytes.prefix(cut)), tile: tile)
        }
    }
}
