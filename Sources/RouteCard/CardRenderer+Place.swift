import RouteCardGeo
import RouteCardMap
import RouteCardStyle

extension CardRenderer {
    /// The tile zooms and half-widths (metres) around the route's start whose `place`/`places`
    /// features name it: zoom 14 within 2 km (OpenMapTiles and Protomaps have their suburbs and
    /// neighbourhoods there), zoom 12 within ``PlaceName/maximumDistance`` (towns and villages).
    static let placeReads: [(zoom: Double, radius: Double)] = [(14, 2_000), (12, PlaceName.maximumDistance)]

    /// The settlement nearest the route's first drawn point (``PlaceName``) in the card's own map
    /// data: the loaded GeoJSON `sources`, and the `place` (OpenMapTiles) and `places` (Protomaps)
    /// layers of each vector source's tiles around the start (``placeReads``), read before the card
    /// is fitted — so the place does not depend on how much of the map the card shows. A tile
    /// source that cannot be read names nothing here (drawing it reports its error).
    func placeName(for style: Style, context: LayerContext, sources: MapSources) -> String? {
        guard let start = context.track.segments.lazy.compactMap(\.points.first).first?.coordinate else { return nil }
        var candidates = sources
        if let tiles {
            let origin = WorldPoint(start)
            let perMetre = WebMercator.worldUnitsPerMetre(latitude: start.latitude)
            for id in style.sources.keys.sorted() where style.sources[id]!.isVector && sources[id] == nil {
                var read: [MapTile] = []
                for (zoom, radius) in Self.placeReads {
                    let half = radius * perMetre
                    let box = WorldBox(minX: origin.x - half, minY: max(origin.y - half, 0), maxX: origin.x + half, maxY: min(origin.y + half, 1))
                    guard let set = try? tiles.tiles(for: style.sources[id]!, resources: style.resources(forSource: id), covering: box, zoom: zoom,
                                                     layers: Set(PlaceName.tileLayers)) else { break }
                    read += set.tiles
                }
                candidates.insert(MapSource(id: id, tiles: read))
            }
        }
        return PlaceName.nearest(to: start, in: candidates)
    }
}
