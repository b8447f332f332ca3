import RouteCardGeo
import RouteCardMap
import RouteCardText

/// The tiles of a style's vector sources for cards: opens the archive or folder a source names
/// (through the style's `ResourceResolver`, or the tile source the program bound to it), picks
/// the tile zoom, reads and decodes the tiles covering the card through a shared
/// ``DecodedTileCache``, and hands them over ready to draw.
///
/// ```swift
/// let tiles = VectorTileProvider()                       // share it between cards
/// let svg = try CardRenderer(tiles: tiles).svg(for: track, style: style)
/// // a style whose source names no file: bind one
/// let bound = tiles.binding(["openmaptiles": try tiles.archives.open(path: "monaco.pmtiles")])
/// ```
///
/// - The tile zoom is the card's zoom rounded down, kept to the source's `minzoom`…`maxzoom` (the
///   style's values, else the archive's): past `maxzoom` the highest tiles are over-zoomed.
/// - At most ``tileLimit`` tiles a card (64): a bigger card is drawn from a lower zoom, with a
///   warning; tiles outside the source's `bounds` are not looked up.
/// - A card across the antimeridian reads the tiles of both sides, each drawn in its copy of the world.
/// - Tiles on a server (a URL template, a PMTiles archive over HTTP) are fetched several at once:
///   at most the client's ``HTTPClient/Options/connectionsPerHost`` requests to one host.
public struct VectorTileProvider: MapTileProvider {
    /// The archives opened so far, shared by every copy of this provider.
    public let archives: TileArchives
    /// The decoded tiles, shared by every copy of this provider.
    public let cache: DecodedTileCache
    /// The raster tiles made ready to embed, shared by every copy of this provider.
    public let rasterCache: RasterTileCache
    /// Tile sources the program gives for source ids, used instead of what the style declares
    /// (the command line's `--tiles NAME=FILE`).
    public var bindings: [String: any TileSource]
    /// Fetches tiles over HTTP (`"tiles": ["https://…"]`, `pmtiles://https://…`); `nil` reads only local files.
    public var http: HTTPClient?
    /// Whether a tile that cannot be read is left out with a warning instead of failing the card
    /// (the command line's `--allow-missing-tiles`).
    public var allowsMissingTiles: Bool
    /// The most tiles one card reads of one vector source.
    public var tileLimit: Int
    /// The most tiles one card reads of one raster source (a 1080×1350 card at 2× needs about 120
    /// tiles of 256 pixels).
    public var rasterTileLimit: Int

    /// A provider with its own archives and caches (64 MiB of decoded tiles and 64 MiB of raster
    /// tiles by default).
    public init(archives: TileArchives = TileArchives(), cache: DecodedTileCache = DecodedTileCache(),
                rasterCache: RasterTileCache = RasterTileCache(), bindings: [String: any TileSource] = [:],
                tileLimit: Int = TileCover.defaultLimit, rasterTileLimit: Int = 256, http: HTTPClient? = nil,
                allowsMissingTiles: Bool = false) {
        self.http = http
        self.allowsMissingTiles = allowsMissingTiles
        self.archives = archives
        self.cache = cache
        self.rasterCache = rasterCache
        self.bindings = bindings
        self.tileLimit = max(1, tileLimit)
        self.rasterTileLimit = max(1, rasterTileLimit)
    }

    /// The same provider (sharing archives and cache) with tile sources bound to source ids.
    public func binding(_ sources: [String: any TileSource]) -> VectorTileProvider {
        var copy = self
        copy.bindings.merge(sources) { _, new in new }
        return copy
    }

    /// The tile source of a declared vector or raster source: the one bound to its id, else the
    /// archive or folder it names, opened through `resources`. A folder of raster tiles has
    /// `maxzoom` 18 unless the style says (vector: 14).
    public func tileSource(for declaration: SourceDeclaration, resources: ResourceResolver) throws(MapTileError) -> any TileSource {
        if let bound = bindings[declaration.id] { return bound }
        let id = declaration.id
        let written = "sources.\(id) in \(declaration.styleFile ?? "the style")"
        func path(_ name: String) throws(MapTileError) -> String {
            do {
                return try resources.filePath(name)
            } catch {
                throw MapTileError(error.kind == .refused ? .invalid : .unreadable, source: id,
                                   message: "cannot read tiles \(error.description) (\(written))")
            }
        }
        func display(_ name: String) -> String { (try? resources.locate(name)) ?? name }
        func opened(_ open: () throws(TileError) -> any TileSource) throws(MapTileError) -> any TileSource {
            do {
                return try open()
            } catch {
                throw Self.error(error, source: id)
            }
        }
        switch declaration.tiled?.tiles ?? .unset {
        case .pmtiles(let name):
            let file = try path(name)
            return try opened { () throws(TileError) in try archives.open(path: file, name: display(name), as: .pmtiles) }
        case .mbtiles(let name):
            let file = try path(name)
            return try opened { () throws(TileError) in try archives.open(path: file, name: display(name), as: .mbtiles) }
        case .folder(let template):
            let suffix = template.split(separator: ".").last.map(String.init) ?? ""
            let metadata = declaration.isRaster
                ? TileSourceMetadata(minZoom: 0, maxZoom: declaration.raster?.maxZoom ?? 18, format: TileFormat(name: suffix))
                : TileSourceMetadata(minZoom: 0, maxZoom: declaration.vector?.maxZoom ?? 14, format: .mvt)
            return try opened { () throws(TileError) in
                try TileFolder(name: display(template), template: template, metadata: metadata) { relative, tile throws(TileError) in
                    do throws(ResourceError) {
                        return try resources.filePath(relative)
                    } catch {
                        if error.kind == .notFound { return nil }
                        throw TileError(file: relative, tile: tile, message: error.reason)
                    }
                }
            }
        case .remote(let templates):
            guard let http else { throw Self.noNetwork(id, written) }
            let tiled = declaration.tiled
            let suffix = templates[0].split(separator: "?")[0].split(separator: ".").last.map(String.init) ?? ""
            let format: TileFormat = declaration.isRaster ? TileFormat(name: suffix) : .mvt
            let metadata = TileSourceMetadata(minZoom: tiled?.minZoom ?? 0, maxZoom: tiled?.maxZoom ?? (declaration.isRaster ? 19 : 14),
                                              bounds: tiled?.bounds, format: format)
            return RemoteTileTemplate(templates: templates, subdomains: tiled?.subdomains ?? ["a", "b", "c"], metadata: metadata, client: http)
        case .remotePMTiles(let url):
            guard let http else { throw Self.noNetwork(id, written) }
            return try opened { () throws(TileError) in try archives.open(url: url, client: http) }
        case .tileJSON(let location):
            let document: TileJSON
            do {
                document = try TileJSON.load(location, client: http) { name throws(TileError) in
                    do throws(ResourceError) {
                        return try resources.read(name)
                    } catch {
                        throw TileError(file: display(name), message: "cannot read TileJSON \(error.description) (\(written))",
                                        isUnreachable: error.kind == .notFound)
                    }
                }
            } catch {
                throw Self.error(error, source: id)
            }
            guard let http else { throw Self.noNetwork(id, written) }
            return document.source(for: declaration, client: http)
        case .unset:
            let kind = declaration.isRaster ? "raster" : "vector"
            throw MapTileError(.missingTiles, source: id,
                               message: "the \(kind) source \"\(id)\" names no tiles (no \"url\" or \"tiles\" in \(written)) and none were given for it")
        }
    }

    /// The tiles of a vector source covering `box` for a card at `zoom` (see the type's
    /// documentation), with the features of the tile layers in `layers` (`nil`: all).
    public func tiles(for declaration: SourceDeclaration, resources: ResourceResolver, covering box: WorldBox,
                      zoom: Double, layers: Set<String>? = nil) throws(MapTileError) -> MapTileSet {
        let source = try tileSource(for: declaration, resources: resources)
        let id = declaration.id
        let metadata = source.metadata
        guard metadata.format.isVector || metadata.format == .other("") else {
            throw MapTileError(.invalid, source: id, file: source.name,
                               message: "holds \(metadata.format) tiles, and the vector source \"\(id)\" needs vector tiles (MVT)")
        }
        let vector = declaration.vector
        let minZoom = min(max(vector?.minZoom ?? metadata.minZoom, 0), TileID.maxZoom)
        let maxZoom = min(max(vector?.maxZoom ?? metadata.maxZoom, minZoom), TileID.maxZoom)
        let wanted = zoom.isFinite ? min(max(Int(max(min(zoom, 64), -1).rounded(.down)), minZoom), maxZoom) : minZoom
        let bounds = vector?.bounds ?? metadata.bounds
        let boxes = Self.boxes(box, within: bounds)
        var warnings: [String] = []
        let (tileZoom, covered) = Self.cover(boxes, from: wanted, downTo: minZoom, limit: tileLimit)
        let attribution = (declaration.attribution ?? metadata.attribution).map(AttributionText.plainText)
        guard let covered else {
            warnings.append("vector source \"\(id)\" (\(source.name)): the card needs more than \(tileLimit) tiles even at the source's "
                + "lowest zoom \(minZoom), so it is not drawn")
            return MapTileSet(tiles: [], attribution: attribution, layerNames: metadata.vectorLayers, warnings: warnings,
                              sourceName: source.name, bounds: bounds, sourceAttribution: metadata.attribution)
        }
        if tileZoom < wanted {
            warnings.append("vector source \"\(id)\" (\(source.name)): the card needs more than \(tileLimit) tiles at zoom \(wanted); "
                + "drawn from zoom \(tileZoom) (\(covered.count) tiles)")
        }
        var tiles: [MapTile] = []
        tiles.reserveCapacity(covered.count)
        // A server's tiles are fetched several at once (up to the client's per-host limit), a
        // local file's one after the other; the results keep the cover's order either way.
        let cache = self.cache
        let results = ParallelReads.map(covered, width: readWidth(source)) { tile in
            Result { () throws(TileError) -> [String: [MapFeature]] in
                try Self.checkBudget(source, tile.tile)
                return try cache.features(in: source, tile: tile.tile, layers: layers)
            }
        }
        for (tile, result) in zip(covered, results) {
            let found: [String: [MapFeature]]
            switch result {
            case .success(let features): found = features
            case .failure(let error) where allowsMissingTiles:
                warnings.append("vector source \"\(id)\": left out \(error) (--allow-missing-tiles)")
                continue
            case .failure(let error): throw Self.error(error, source: id)
            }
            if !found.isEmpty { tiles.append(MapTile(box: tile.tile.worldBox, wrap: tile.wrap, layers: found)) }
        }
        return MapTileSet(tiles: tiles, zoom: tileZoom, attribution: attribution, layerNames: metadata.vectorLayers, warnings: warnings,
                          sourceName: source.name, bounds: bounds, sourceAttribution: metadata.attribution)
    }

    /// Throws once the card's `WorkBudget` has stopped: no more tiles are read or decoded for it.
    static func checkBudget(_ source: any TileSource, _ tile: TileID) throws(TileError) {
        guard WorkBudget.current?.isStopped == true else { return }
        throw TileError(file: source.name, tile: tile, message: "not read: the card has stopped (its time or work budget is used up)")
    }

    /// The error of a source on a server when no HTTP client was given.
    static func noNetwork(_ id: String, _ written: String) -> MapTileError {
        MapTileError(.unreadable, source: id, message: "the source \"\(id)\" is on a server (\(written)), and this tile provider reads no network "
            + "(give it an HTTPClient)")
    }

    /// A reader's error as the style's: the file, the tile and the message.
    static func error(_ error: TileError, source: String) -> MapTileError {
        MapTileError(error.isUnreachable ? .unreadable : .invalid, source: source, file: error.file, tile: error.tile?.description, message: error.message)
    }

    /// The parts of `box` inside `bounds` (in each copy of the world the box reaches), or the
    /// whole box without bounds.
    static func boxes(_ box: WorldBox, within bounds: GeoBounds?) -> [WorldBox] {
        guard let bounds else { return [box] }
        let north = WebMercator.y(latitude: bounds.north), south = WebMercator.y(latitude: bounds.south)
        let west = WebMercator.x(longitude: bounds.west), east = WebMercator.x(longitude: bounds.east)
        let spans = bounds.crossesAntimeridian ? [(west, 1.0), (0.0, east)] : [(west, east)]
        var parts: [WorldBox] = []
        for shift in [-1.0, 0, 1] {
            for (low, high) in spans {
                let part = WorldBox(minX: max(box.minX, low + shift), minY: max(box.minY, north),
                                    maxX: min(box.maxX, high + shift), maxY: min(box.maxY, south))
                if part.minX < part.maxX, part.minY < part.maxY { parts.append(part) }
            }
        }
        return parts
    }

    /// The cover of the boxes at the highest zoom from `wanted` down to `minZoom` that needs at
    /// most `limit` tiles, and that zoom; `nil` tiles when even `minZoom` needs more.
    static func cover(_ boxes: [WorldBox], from wanted: Int, downTo minZoom: Int, limit: Int) -> (zoom: Int, tiles: [CoveredTile]?) {
        var zoom = wanted
        var covered = cover(boxes, zoom: zoom, limit: limit)
        while covered == nil, zoom > minZoom {
            zoom -= 1
            covered = cover(boxes, zoom: zoom, limit: limit)
        }
        return (zoom, covered)
    }

    /// The tiles covering every box at a zoom, each once; `nil` when more than `limit` are needed.
    static func cover(_ boxes: [WorldBox], zoom: Int, limit: Int) -> [CoveredTile]? {
        var seen: Set<CoveredTile> = []
        var tiles: [CoveredTile] = []
        for box in boxes {
            guard let part = TileCover.tiles(covering: box, zoom: zoom, limit: limit) else { return nil }
            for tile in part where seen.insert(tile).inserted { tiles.append(tile) }
            if tiles.count > limit { return nil }
        }
        return tiles
    }
}
