import RouteCardCompression
import Foundation
import RouteCardCompression
import RouteCardTiles
import Testing

@Suite struct TileFolderTests {
    /// A fresh temporary folder, removed by `body`'s caller.
    static func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-tiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.path)
    }

    static func write(_ bytes: [UInt8], _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func readsGzippedAndPlainTilesLikeTheArchive() throws {
        let archive = try MBTilesArchive(path: TileFixtures.path("monaco.mbtiles"))
        try Self.withFolder { folder in
            let gzipped = try #require(TileID(z: 14, x: 8529, y: 5974)), plain = try #require(TileID(z: 13, x: 4264, y: 2987))
            try Self.write(try #require(try archive.storedTile(gzipped)), "\(folder)/tiles/14/8529/5974.pbf")
            try Self.write(try #require(try archive.tile(plain)), "\(folder)/tiles/13/4264/2987.pbf")
            let source = try TileFolder(folder: folder, template: "tiles/{z}/{x}/{y}.pbf")
            #expect(source.name == "\(folder)/tiles/{z}/{x}/{y}.pbf")
            #expect(source.metadata.format == .mvt)
            #expect(try source.tile(gzipped) == archive.tile(gzipped))
            #expect(try source.tile(plain) == archive.tile(plain))
            #expect(try source.tile(z: 14, x: 8530, y: 5974) == nil)
            #expect(source.path(of: plain) == "\(folder)/tiles/13/4264/2987.pbf")
        }
    }

    @Test func tmsTemplatesAndImageFormats() throws {
        try Self.withFolder { folder in
            try Self.write(Array("png-ish".utf8), "\(folder)/2/1/0.png") // row 3 − 3 = 0
            let source = try TileFolder(folder: folder + "/", template: "{z}/{x}/{-y}.png")
            #expect(source.metadata.format == .png)
            #expect(try source.tile(z: 2, x: 1, y: 3) == Array("png-ish".utf8))
            #expect(try source.tile(z: 2, x: 1, y: 0) == nil)
        }
    }

    @Test func corruptGzipTileNamesTheFileAndTile() throws {
        try Self.withFolder { folder in
            var bytes = Zlib.gzip(Array("layer".utf8))
            bytes[11] ^= 0xff
            try Self.write(bytes, "\(folder)/1/0/1.pbf")
            let source = try TileFolder(folder: folder)
            let tile = try #require(TileID(z: 1, x: 0, y: 1))
            do {
                _ = try source.tile(tile)
                Issue.record("expected an error")
            } catch let error as TileError {
                #expect(error.file == "\(folder)/1/0/1.pbf" && error.tile == tile)
                #expect(error.message.hasPrefix("corrupt gzip stream"))
            }
        }
    }

    @Test(arguments: ["/abs/{z}/{x}/{y}.pbf", "../{z}/{x}/{y}.pbf", "a/../../{z}/{x}/{y}.pbf", "{z}/{x}.pbf",
                      "{z}/{x}/{y}/{s}.pbf", "{x}/{y}.pbf"])
    func badTemplatesAreRefused(template: String) {
        #expect(throws: TileError.self) { try TileFolder(folder: "/tmp", template: template) }
    }
}
