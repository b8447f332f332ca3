import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import RouteCardTiles
import Testing

/// Raster tiles: WebP decoded to the pixels libwebp's own `dwebp` gives, the TileMill MBTiles told
/// by its content, every tile of a run-length PMTiles archive found, tile zooms for card zooms and
/// scales, and a tile that is not an image refused by name.
@Suite struct RasterTileTests {
    /// Tile 12/1171/1566 of the DC archive (TMS row 2529), its pixels as `dwebp -pam` printed them
    /// (Debian's webp 1.2.4, run once by hand: `sqlite3 … writefile('t.webp', tile_data) …`,
    /// `dwebp t.webp -pam`, the PAM's bytes read with Python).
    static let dwebpPixels: [(x: Int, y: Int, rgba: [UInt8])] = [
        (0, 0, [242, 245, 237, 255]), (128, 128, [247, 236, 180, 255]), (255, 255, [243, 219, 143, 255]),
        (10, 200, [214, 121, 91, 255]), (200, 30, [218, 238, 174, 255]), (64, 192, [240, 248, 238, 255]),
    ]

    @Test func webpTilesDecodeToTheReferencePixels() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("open-streets-dc.mbtiles"))
        let bytes = try #require(try archive.tile(z: 12, x: 1171, y: 1566))
        let pixels = try #require(WebPCodec.decode(bytes))
        #expect(pixels.width == 256 && pixels.height == 256)
        for sample in Self.dwebpPixels {
            let p = pixels.pixel(x: sample.x, y: sample.y)
            #expect([p.red, p.green, p.blue, p.alpha] == sample.rgba, "pixel \(sample.x),\(sample.y)")
        }
        // Embedded as PNG: librsvg shows no WebP.
        let image = try RasterTileImage(tileBytes: bytes, file: "dc", tile: try #require(TileID(z: 12, x: 1171, y: 1566)))
        #expect(image.mediaType == "image/png" && image.bytes.starts(with: [0x89, 0x50, 0x4e, 0x47]))
    }

    @Test func theTileMillExportIsToldByItsContent() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("open-streets-dc.mbtiles"))
        #expect(archive.metadataRows["format"] == nil)
        #expect(archive.metadata.format == .webp)
        #expect(archive.metadata.minZoom == 7 && archive.metadata.maxZoom == 12)
    }

    /// toner_z3 addresses all 85 tiles of zooms 0–3 with 84 entries: a run covers two tiles.
    @Test func everyTileOfTheRunLengthArchiveIsAPNG() throws {
        let archive = try PMTilesArchive(path: TileFixtures.path("toner_z3.pmtiles"))
        #expect(archive.metadata.format == .png)
        var count = 0
        for z in 0...3 {
            for x in 0..<(1 << z) {
                for y in 0..<(1 << z) {
                    let bytes = try #require(try archive.tile(z: z, x: x, y: y), "tile \(z)/\(x)/\(y)")
                    #expect(TileFormat.sniff(bytes) == .png)
                    count += 1
                }
            }
        }
        #expect(count == 85)
        #expect(try archive.tile(z: 4, x: 0, y: 0) == nil)
    }

    /// MapLibre's raster convention: 512-point zooms, 256-pixel tiles one zoom up, rounded; a 2×
    /// card one more.
    @Test func theTileZoomFollowsTheCardZoomAndScale() {
        #expect(VectorTileProvider.rasterZoom(cardZoom: 13.2, scale: 1, tileSize: 256) == 14)
        #expect(VectorTileProvider.rasterZoom(cardZoom: 13.2, scale: 2, tileSize: 256) == 15)
        #expect(VectorTileProvider.rasterZoom(cardZoom: 13.6, scale: 1, tileSize: 256) == 15)
        #expect(VectorTileProvider.rasterZoom(cardZoom: 13.2, scale: 1, tileSize: 512) == 13)
        #expect(VectorTileProvider.rasterZoom(cardZoom: 13.2, scale: 2, tileSize: 512) == 14)
        #expect(VectorTileProvider.rasterZoom(cardZoom: -3, scale: 1, tileSize: 256) == 0)
        #expect(VectorTileProvider.rasterZoom(cardZoom: .nan, scale: 1, tileSize: 256) == 0)
    }

    @Test func aTileThatIsNotAnImageIsNamed() throws {
        let tile = try #require(TileID(z: 3, x: 4, y: 2))
        #expect(throws: TileError(file: "tiles/3/4/2.png", tile: tile, message: "not an image (PNG, JPEG or WebP expected): starts with 3c 68 74 6d 6c 3e"))
        {
            _ = try RasterTileImage(tileBytes: Array("<html>".utf8), file: "tiles/3/4/2.png", tile: tile)
        }
        #expect(throws: TileError(file: "a.pmtiles", tile: tile, message: "not a valid WebP image (or over 16777216 pixels)")) {
            _ = try RasterTileImage(tileBytes: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), file: "a.pmtiles", tile: tile)
        }
    }

    @Test func aRasterSourceReadsTheTilesCoveringTheCanvas() throws {
        let provider = VectorTileProvider()
        let archive = try provider.archives.open(path: TileFixtures.path("toner_z3.pmtiles"))
        let declaration = SourceDeclaration(id: "toner", raster: VectorSourceDeclaration(tiles: .unset, tileSize: 256))
        // The whole world at card zoom 0.9 on a 1× card: zoom 2 (0.9 + 1 rounded), 16 tiles;
        // across the antimeridian a box of two columns reads the last and the first.
        let world = try provider.binding(["toner": archive]).rasterTiles(
            for: declaration, resources: .none, covering: WorldBox(minX: 0, minY: 0, maxX: 1, maxY: 1), zoom: 0.9, scale: 1)
        #expect(world.zoom == 2 && world.tiles.count == 16 && world.tiles.allSatisfy { $0.mediaType == "image/png" })
        let pacific = try provider.binding(["toner": archive]).rasterTiles(
            for: declaration, resources: .none, covering: WorldBox(minX: 0.9, minY: 0.4, maxX: 1.1, maxY: 0.45), zoom: 2, scale: 1)
        #expect(pacific.zoom == 3)
        #expect(pacific.tiles.map(\.name) == ["3/7/3", "3/0/3"] && pacific.tiles.map(\.wrap) == [0, 1])
        // A vector archive is no raster source.
        let vector = try provider.archives.open(path: TileFixtures.path("monaco.pmtiles"))
        #expect(throws: MapTileError.self) {
            _ = try provider.binding(["toner": vector]).rasterTiles(for: declaration, resources: .none,
                                                                     covering: WorldBox(minX: 0, minY: 0, maxX: 1, maxY: 1), zoom: 1, scale: 1)
        }
    }
}
