import Foundation
import RouteCardCompression
import RouteCardTiles
import Testing

/// A gzip'd tile that inflates past the tile limit (a decompression bomb) is refused with an error
/// naming the file and the tile, instead of being inflated.
@Suite struct TileBombTests {
    @Test func aGzipBombTileIsRefused() throws {
        // 40 MiB of zeros gzip to about 40 KB; the limit is 32 MiB a tile.
        let bomb = Zlib.gzip([UInt8](repeating: 0, count: 40 << 20))
        #expect(bomb.count < 200_000)
        try TileFolderTests.withFolder { folder in
            try TileFolderTests.write(bomb, "\(folder)/1/0/1.pbf")
            let source = try TileFolder(folder: folder)
            let tile = try #require(TileID(z: 1, x: 0, y: 1))
            let error = #expect(throws: TileError.self) { try source.tile(tile) }
            #expect(error?.file == "\(folder)/1/0/1.pbf")
            #expect(error?.tile == tile)
            #expect(error?.message == "gzip stream inflates to more than \(32 << 20) bytes")
        }
    }
}
