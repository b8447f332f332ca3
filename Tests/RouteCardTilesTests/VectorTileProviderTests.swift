import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import RouteCardTiles
import Testing

/// The provider behind vector sources: which tiles a card reads at which zoom, across the
/// antimeridian, inside the source's bounds, at most 64 of them, once (cached), and its errors.
@Suite struct VectorTileProviderTests {
    /// A tile source that serves the same small vector tile (layer "points") at every z/x/y in
    /// its zoom range and records what was asked for.
    final class RecordingSource: TileSource, @unchecked Sendable {
        let name: String
        let metadata: TileSourceMetadata
        private let lock = NSLock()
        private var asked: [TileID] = []
        var failing: TileID?

        init(name: String = "recording-\(UUID().uuidString).pmtiles", metadata: TileSourceMetadata = TileSourceMetadata(minZoom: 0, maxZoom: 14)) {
            self.name = name
            self.metadata = metadata
        }

        func tile(_ id: TileID) throws(TileError) -> [UInt8]? {
            lock.withLock { asked.append(id) }
            if id == failing { throw TileError(file: name, tile: id, message: "truncated gzip stream") }
            return MVTDecoderTests.pointsLayer
        }

        var requests: [TileID] { lock.withLock { asked } }
    }

    static func declaration(_ vector: VectorSourceDeclaration = VectorSourceDeclaration(tiles: .unset),
                            attribution: String? = nil) -> SourceDeclaration {
        SourceDeclaration(id: "omt", vector: vector, attribution: attribution)
    }

    /// The world box of the middle of a tile, a tenth of its width across.
    static func inside(_ tile: TileID) -> WorldBox {
        let box = tile.worldBox, w = box.maxX - box.minX
        return WorldBox(minX: box.minX + 0.45 * w, minY: box.minY + 0.45 * w, maxX: box.minX + 0.55 * w, maxY: box.minY + 0.55 * w)
    }

    func read(_ source: RecordingSource, _ box: WorldBox, zoom: Double, declaration: SourceDeclaration = declaration(),
              provider: VectorTileProvider? = nil) throws -> MapTileSet {
        let provider = (provider ?? VectorTileProvider()).binding(["omt": source])
        return try provider.tiles(for: declaration, resources: .none, covering: box, zoom: zoom)
    }

    @Test func theTileZoomIsTheCardZoomRoundedDownInTheSourceRange() throws {
        let monaco = try #require(TileID(z: 14, x: 8529, y: 5974))
        // MapLibre zoom 12.7: tiles of zoom 12 (the tile of zoom 12 holding Monaco's z14 tile).
        var source = RecordingSource()
        var set = try read(source, Self.inside(monaco), zoom: 12.7)
        #expect(set.zoom == 12)
        #expect(source.requests == [TileID(z: 12, x: 8529 / 4, y: 5974 / 4)])
        // Past the source's maxzoom 14 (a z17 card): the z14 tiles, over-zoomed.
        source = RecordingSource()
        set = try read(source, Self.inside(monaco), zoom: 17.3)
        #expect(set.zoom == 14 && source.requests == [monaco])
        #expect(set.tiles.count == 1 && set.tiles[0].box == monaco.worldBox && set.tiles[0].wrap == 0)
        #expect(set.tiles[0].layers["points"]?.count == 1)
        // The style's maxzoom wins over the archive's; a card below the source's minzoom reads its minzoom.
        source = RecordingSource()
        set = try read(source, Self.inside(monaco), zoom: 17.3, declaration: Self.declaration(VectorSourceDeclaration(tiles: .unset, maxZoom: 13)))
        #expect(set.zoom == 13 && source.requests == [TileID(z: 13, x: 8529 / 2, y: 5974 / 2)])
        source = RecordingSource(metadata: TileSourceMetadata(minZoom: 10, maxZoom: 14))
        set = try read(source, Self.inside(monaco), zoom: 8.2)
        #expect(set.zoom == 10)
    }

    @Test func aHugeCardDropsToALowerZoomAndSaysSo() throws {
        // 0.02 of the world square: at zoom 14 that is 328 × 328 tiles; 64 tiles need zoom ≤ 8
        // (0.02 × 2^8 = 5.12, so 6 or 7 columns and rows: at most 49), zoom 9 would need 10 or 11 a side.
        let box = WorldBox(minX: 0.5101, minY: 0.3101, maxX: 0.5301, maxY: 0.3301)
        let source = RecordingSource()
        let set = try read(source, box, zoom: 14.5)
        #expect(set.zoom == 8)
        let columns = Int((box.maxX * 256).rounded(.up)) - Int((box.minX * 256).rounded(.down))
        let rows = Int((box.maxY * 256).rounded(.up)) - Int((box.minY * 256).rounded(.down))
        #expect(source.requests.count == columns * rows && source.requests.count <= 64)
        #expect(source.requests.allSatisfy { $0.z == 8 })
        #expect(set.warnings.count == 1)
        #expect(set.warnings.first?.contains("more than 64 tiles at zoom 14; drawn from zoom 8 (\(columns * rows) tiles)") == true)
        // A smaller limit is honoured too.
        let small = RecordingSource()
        let limited = try read(small, box, zoom: 14.5, provider: VectorTileProvider(tileLimit: 4))
        #expect(small.requests.count <= 4 && limited.zoom == 5)
    }

    @Test func tilesAcrossTheAntimeridianAreDrawnInTheirCopyOfTheWorld() throws {
        // A card centred on 180°: world x 0.998…1.002 at zoom 8 (tiles 1/256 wide).
        let source = RecordingSource()
        let set = try read(source, WorldBox(minX: 0.998, minY: 0.5, maxX: 1.002, maxY: 0.501), zoom: 8.4)
        #expect(Set(source.requests) == [TileID(z: 8, x: 255, y: 128)!, TileID(z: 8, x: 0, y: 128)!])
        let wraps = Dictionary(uniqueKeysWithValues: set.tiles.map { (Int(($0.box.minX * 256).rounded()), $0.wrap) })
        #expect(wraps == [255: 0, 0: 1])
    }

    @Test func tilesOutsideTheBoundsAreNotRead() throws {
        // Bounds around Monaco only: a card reaching far west reads the Monaco tiles alone.
        let bounds = GeoBounds(west: 7.40, south: 43.72, east: 7.44, north: 43.76)
        let source = RecordingSource(metadata: TileSourceMetadata(minZoom: 0, maxZoom: 14, bounds: bounds))
        let west = WebMercator.x(longitude: 6.9), east = WebMercator.x(longitude: 7.43)
        let box = WorldBox(minX: west, minY: WebMercator.y(latitude: 43.75), maxX: east, maxY: WebMercator.y(latitude: 43.73))
        _ = try read(source, box, zoom: 12.5)
        let firstColumn = Int((WebMercator.x(longitude: 7.40) * 4096).rounded(.down))
        #expect(!source.requests.isEmpty && source.requests.allSatisfy { $0.x >= firstColumn })
    }

    @Test func decodedTilesAreSharedBetweenCards() throws {
        let source = RecordingSource()
        let provider = VectorTileProvider(cache: DecodedTileCache())
        let monaco = try #require(TileID(z: 14, x: 8529, y: 5974))
        _ = try read(source, Self.inside(monaco), zoom: 15, provider: provider)
        _ = try read(source, Self.inside(monaco), zoom: 15.5, provider: provider)
        #expect(source.requests == [monaco])
        #expect(provider.cache.count == 1)
    }

    @Test func onlyTheLayersAskedForAreDecoded() throws {
        let source = RecordingSource()
        let provider = VectorTileProvider().binding(["omt": source])
        let box = Self.inside(TileID(z: 5, x: 16, y: 11)!)
        let roads = try provider.tiles(for: Self.declaration(), resources: .none, covering: box, zoom: 5, layers: ["roads"])
        #expect(roads.tiles.isEmpty, "the tile has no layer \"roads\"")
        let points = try provider.tiles(for: Self.declaration(), resources: .none, covering: box, zoom: 5, layers: ["points", "roads"])
        #expect(points.tiles.first?.layers.keys.sorted() == ["points"])
        // Each set of layers is cached on its own; the same set again is not read again.
        _ = try provider.tiles(for: Self.declaration(), resources: .none, covering: box, zoom: 5, layers: ["roads", "points"])
        #expect(source.requests.count == 2 && provider.cache.count == 2)
    }

    @Test func attributionAndLayerNames() throws {
        let source = RecordingSource(metadata: TileSourceMetadata(attribution: "© Archive", vectorLayers: ["points", "roads"]))
        let box = Self.inside(TileID(z: 3, x: 4, y: 2)!)
        #expect(try read(source, box, zoom: 3).attribution == "© Archive")
        #expect(try read(source, box, zoom: 3, declaration: Self.declaration(attribution: "© Style")).attribution == "© Style")
        #expect(try read(source, box, zoom: 3).layerNames == ["points", "roads"])
    }

    @Test func errorsNameTheFileAndTheTile() throws {
        let source = RecordingSource(name: "broken.pmtiles")
        let tile = try #require(TileID(z: 10, x: 533, y: 373))
        source.failing = tile
        #expect(throws: MapTileError(.invalid, source: "omt", file: "broken.pmtiles", tile: "10/533/373", message: "truncated gzip stream")) {
            _ = try read(source, Self.inside(tile), zoom: 10.5)
        }
        // Raster tiles cannot feed a vector source.
        let raster = RecordingSource(name: "dc.mbtiles", metadata: TileSourceMetadata(format: .webp))
        #expect(throws: MapTileError(.invalid, source: "omt", file: "dc.mbtiles",
                                     message: "holds webp tiles, and the vector source \"omt\" needs vector tiles (MVT)")) {
            _ = try read(raster, Self.inside(tile), zoom: 10.5)
        }
        // A source that names no tiles and was given none.
        #expect { _ = try VectorTileProvider().tiles(for: Self.declaration(), resources: .none, covering: Self.inside(tile), zoom: 10) }
            throws: { ($0 as? MapTileError)?.kind == .missingTiles }
    }
}
