import Foundation
import RouteCardGeo
import RouteCardMap

extension VectorTileProvider {
    /// The tile zoom of a raster source for a card at MapLibre zoom `zoom` (512-point tiles)
    /// drawn at `scale` pixels per point, with tiles of `tileSize` pixels: the zoom whose tiles
    /// come closest to one tile pixel a card pixel, rounded as MapLibre rounds raster zooms — a
    /// 256-pixel source is read one zoom above the card, and one more on a 2× card.
    public static func rasterZoom(cardZoom zoom: Double, scale: Double, tileSize: Int) -> Int {
        guard zoom.isFinite, scale.isFinite, scale > 0, tileSize > 0 else { return 0 }
        let z = zoom + log2(512 * scale / Double(tileSize))
        return Int(min(max(z, 0), Double(TileID.maxZoom)).rounded())
    }

    /// The raster tiles of a source covering `box` for a card at `zoom` and `scale` (see
    /// ``rasterZoom(cardZoom:scale:tileSize:)``), each ready to embed: kept to the source's
    /// `minzoom`…`maxzoom` (past `maxzoom` the highest tiles are scaled up, with a warning naming
    /// the zoom needed and the source's highest: ``overZoomWarning(source:name:needed:maxZoom:)``), at most
    /// ``rasterTileLimit`` (a lower zoom otherwise, with a warning), both sides of the antimeridian,
    /// each tile that sticks out of `box` cropped to it (see ``RasterTileCrop``).
    public func rasterTiles(for declaration: SourceDeclaration, resources: ResourceResolver, covering box: WorldBox,
                            zoom: Double, scale: Double) throws(MapTileError) -> RasterTileSet {
        var source = try tileSource(for: declaration, resources: resources)
        var tileSize = declaration.raster?.tileSize ?? 256
        // A 2× card asks a template with {r} for its @2x tiles: twice the pixels, the same zoom.
        if let remote = source as? RemoteTileTemplate, remote.offersRetina, scale >= 1.5 {
            source = RemoteTileTemplate(templates: remote.templates, subdomains: remote.subdomains, retina: true,
                                        metadata: remote.metadata, client: remote.client)
            tileSize *= 2
        }
        let id = declaration.id
        let metadata = source.metadata
        if metadata.format.isVector {
            throw MapTileError(.invalid, source: id, file: source.name,
                               message: "holds vector tiles (MVT), and the raster source \"\(id)\" needs image tiles (PNG, JPEG or WebP)")
        }
        let raster = declaration.raster
        let minZoom = min(max(raster?.minZoom ?? metadata.minZoom, 0), TileID.maxZoom)
        let maxZoom = min(max(raster?.maxZoom ?? metadata.maxZoom, minZoom), TileID.maxZoom)
        let needed = Self.rasterZoom(cardZoom: zoom, scale: scale, tileSize: tileSize)
        let wanted = min(max(needed, minZoom), maxZoom)
        let bounds = raster?.bounds ?? metadata.bounds
        let boxes = Self.boxes(box, within: bounds)
        var warnings: [String] = []
        if needed > maxZoom {
            warnings.append(Self.overZoomWarning(source: id, name: source.name, needed: needed, maxZoom: maxZoom))
        }
        let (tileZoom, covered) = Self.cover(boxes, from: wanted, downTo: minZoom, limit: rasterTileLimit)
        let attribution = (declaration.attribution ?? metadata.attribution).map(AttributionText.plainText)
        guard let covered else {
            warnings.append("raster source \"\(id)\" (\(source.name)): the card needs more than \(rasterTileLimit) tiles even at the "
                + "source's lowest zoom \(minZoom), so it is not drawn")
            return RasterTileSet(tiles: [], attribution: attribution, warnings: warnings, sourceName: source.name, bounds: bounds,
                                 sourceAttribution: metadata.attribution)
        }
        if tileZoom < wanted {
            warnings.append("raster source \"\(id)\" (\(source.name)): the card needs more than \(rasterTileLimit) tiles at zoom \(wanted); "
                + "drawn from zoom \(tileZoom) (\(covered.count) tiles)")
        }
        var tiles: [RasterTile] = []
        for (tile, result) in zip(covered, Self.read(covered.map(\.tile), from: source, cache: rasterCache, width: readWidth(source))) {
            let image: RasterTileImage?
            switch result {
            case .success(let read): image = read
            case .failure(let error) where allowsMissingTiles:
                warnings.append("raster source \"\(id)\": left out \(error) (--allow-missing-tiles)")
                continue
            case .failure(let error): throw Self.error(error, source: id)
            }
            guard let image else { continue }
            let part = RasterTileCrop.crop(image, box: tile.tile.worldBox, wrap: tile.wrap, to: box)
            tiles.append(RasterTile(box: part.box, wrap: tile.wrap, bytes: part.image.bytes, mediaType: part.image.mediaType,
                                    name: tile.tile.description))
        }
        return RasterTileSet(tiles: tiles, zoom: tileZoom, attribution: attribution, warnings: warnings, sourceName: source.name,
                             bounds: bounds, sourceAttribution: metadata.attribution)
    }

    /// The warning of a raster card whose pixels need tiles of zoom `needed` from a source whose
    /// highest is `maxZoom`: its tiles are drawn enlarged 2^(needed − maxZoom) times, and look blurred.
    static func overZoomWarning(source id: String, name: String, needed: Int, maxZoom: Int) -> String {
        let factor = 1 << min(max(needed - maxZoom, 0), 30)
        return "raster source \"\(id)\" (\(name)): the card's pixels need zoom \(needed) tiles and the source's highest zoom is \(maxZoom): "
            + "its tiles are drawn \(factor)× enlarged and look blurred (tiles of zoom \(needed), or a smaller --scale, are sharp)"
    }

    /// How many tiles of a source are read at once: a server's, as many as the client sends to a
    /// host at once; a local file's, one after the other.
    func readWidth(_ source: any TileSource) -> Int {
        guard let http, source is RemoteTileTemplate || source.name.hasPrefix("http") else { return 1 }
        return http.options.connectionsPerHost
    }

    /// The images of tiles, in order (a tile covered twice, in two copies of the world, is read
    /// once), `width` at a time.
    static func read(_ ids: [TileID], from source: any TileSource, cache: RasterTileCache,
                     width: Int) -> [Result<RasterTileImage?, TileError>] {
        var unique: [TileID] = []
        var seen: Set<TileID> = []
        for id in ids where seen.insert(id).inserted { unique.append(id) }
        let results = ParallelReads.map(unique, width: width) { id in
            Result { () throws(TileError) -> RasterTileImage? in
                try Self.checkBudget(source, id)
                return try cache.image(in: source, tile: id)
            }
        }
        let byID = Dictionary(uniqueKeysWithValues: zip(unique, results))
        return ids.map { byID[$0]! }
    }
}
