import Foundation
import RouteCardGeo
import RouteCardTiles
import Testing

@Suite struct MBTilesArchiveTests {
    static let monacoLayers = [
        "place", "boundary", "poi", "housenumber", "waterway", "transportation", "transportation_name", "building",
        "water", "water_name", "aeroway", "aerodrome_label", "park", "landuse", "landcover", "mountain_peak",
    ]

    @Test func monacoMetadata() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("monaco.mbtiles"))
        let metadata = archive.metadata
        #expect(metadata.format == .mvt && archive.metadataRows["format"] == "pbf")
        #expect(metadata.minZoom == 0 && metadata.maxZoom == 14)
        #expect(metadata.bounds == GeoBounds(west: 7.409205, south: 43.72335, east: 7.448637, north: 43.75169))
        #expect(metadata.name == "Monaco test")
        #expect(metadata.attribution == nil)
        #expect(metadata.vectorLayers == Self.monacoLayers)
    }

    /// `sqlite3 monaco.mbtiles`: zoom 14, column 8529, TMS row 10409 holds 90,579 gzip'd bytes
    /// (174,284 inflated, per Python's gzip); XYZ row 16383 − 10409 = 5974.
    @Test func tmsRowsAreFlipped() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("monaco.mbtiles"))
        let tile = try #require(TileID(z: 14, x: 8529, y: 5974))
        #expect(try archive.storedTile(tile)?.count == 90_579)
        #expect(try archive.tile(tile)?.count == 174_284)
        #expect(try archive.tile(z: 14, x: 8529, y: 10409) == nil)
        #expect(try archive.tile(z: 14, x: 8530, y: 5975) == nil)
    }

    /// Every tile over Monaco's bounds, zooms 0–14: both archives have the same 22 tiles with the same bytes.
    @Test func monacoMBTilesAndPMTilesAgree() throws {
        let mbtiles = try MBTilesArchive(path: TileFixtures.path("monaco.mbtiles"))
        let pmtiles = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        let bounds = try #require(mbtiles.metadata.bounds)
        let box = WorldBox(minX: WebMercator.x(longitude: bounds.west), minY: WebMercator.y(latitude: bounds.north),
                           maxX: WebMercator.x(longitude: bounds.east), maxY: WebMercator.y(latitude: bounds.south))
        var found = 0
        for z in 0...15 {
            for covered in try #require(TileCover.tiles(covering: box, zoom: z)) {
                let a = try mbtiles.tile(covered.tile), b = try pmtiles.tile(covered.tile)
                #expect(a == b, "tile \(covered.tile)")
                if a != nil { found += 1 }
            }
        }
        #expect(found == 22)
    }

    /// A TileMill export: `tiles` is a view over `map` and `images`, no `format` row — WebP sniffed from the bytes.
    @Test func openStreetsDCIsSniffedAsWebP() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("open-streets-dc.mbtiles"))
        #expect(archive.metadataRows["format"] == nil)
        #expect(archive.metadata.format == .webp)
        #expect(archive.metadata.minZoom == 7 && archive.metadata.maxZoom == 12)
        #expect(archive.metadata.bounds == GeoBounds(west: -77.1408, south: 38.779, east: -76.893, north: 39.0088))
        #expect(archive.metadata.attribution?.contains("© OpenStreetMap contributors") == true)
        #expect(archive.metadata.vectorLayers.isEmpty)
        // Zoom 12: columns 1170…1173, TMS rows 2527…2530 = XYZ rows 1565…1568 (4095 − row).
        for x in 1170...1173 {
            for y in 1565...1568 {
                let tile = try #require(try archive.tile(z: 12, x: x, y: y), "12/\(x)/\(y)")
                #expect(TileFormat.sniff(tile) == .webp)
            }
        }
        #expect(try archive.tile(z: 12, x: 1169, y: 1565) == nil)
    }

    @Test func notAnMBTilesFile() throws {
        let path = TileFixtures.path("monaco.pmtiles")
        #expect(throws: TileError(file: path, message: "not an MBTiles file: file is not a database")) {
            try MBTilesArchive(path: path)
        }
        #expect(throws: TileError.self) { try MBTilesArchive(path: "/nonexistent/monaco.mbtiles") }
        do {
            _ = try MBTilesArchive(path: "/nonexistent/monaco.mbtiles")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/monaco.mbtiles: cannot open as MBTiles: "))
        }
    }

    @Test func formatNamesAndSniffing() {
        #expect(TileFormat(name: "pbf") == .mvt && TileFormat(name: "jpg") == .jpeg && TileFormat(name: "PNG") == .png)
        #expect(TileFormat(name: "geojson") == .other("geojson"))
        #expect(TileFormat.sniff([0x1f, 0x8b, 8, 0]) == .mvt)
        #expect(TileFormat.sniff([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]) == .png)
        #expect(TileFormat.sniff([0xff, 0xd8, 0xff, 0xe0]) == .jpeg)
        #expect(TileFormat.sniff(Array("RIFF".utf8) + [1, 2, 3, 4] + Array("WEBPVP8 ".utf8)) == .webp)
        #expect(TileFormat.sniff(Array("RIFF".utf8) + [1, 2, 3, 4] + Array("WAVE".utf8)) == nil)
        #expect(TileFormat.sniff([]) == nil)
    }
}
