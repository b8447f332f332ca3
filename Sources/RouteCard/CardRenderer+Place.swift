import RouteCardGeo
import RouteCardMap
import RouteCardStyle

extension CardRenderer {
    /// The tile zoom and half-width (metres) of the box around the route's start whose tiles'
    /// `place`/`places` features name it: zoom 12 within 3 km — one to four tiles, each about 7 km
    /// wide in mid latitudes, where OpenMapTiles has its towns, villages and suburbs and Protomaps
    /// its localities (its neighbourhoods start at 13). A place farther than the box but in its
    /// tiles still counts, up to ``PlaceName/maximumDistance``.
    static let placeRead = (zoom: 12.0, radius: 3_000.0)

    /// The settlement nearest the route's first drawn point (``PlaceName``) in the card's own map
    /// data: the loaded GeoJSON `sources`, and the `place` (OpenMapTiles) and `places` (Protomaps)
    /// layers of each vector source's tiles around the start (``placeRead``), read before the card
    /// is fitted — so the place does not depend on how much of the map the card shows. A tile
    /// source that cannot be read names nothing here (drawing it reports its error).
    func placeName(for style: Style, context: LayerContext, sources: MapSources) -> String? {
        guard let start = context.track.segments.lazy.compactMap(\.points.first).first?.coordinate else { return nil }
        if let place = PlaceName.nearest(to: start, in: sources) { return place }
        guard let tiles else { return nil }
        let origin = WorldPoint(start)
        let perMetre = WebMercator.worldUnitsPerMetre(latitude: start.latitude)
        let vector = style.sources.keys.sorted().filter { style.sources[$0]!.isVector && sources[$0] == nil }
        let half = Self.placeRead.radius * perMetre
        let box = WorldBox(minX: origin.x - half, minY: max(origin.y - half, 0), maxX: origin.x + half, maxY: min(origin.y + half, 1))
        var candidates = MapSources()
        for id in vector {
            guard let set = try? tiles.tiles(for: style.sources[id]!, resources: style.resources(forSource: id), covering: box,
                                             zoom: Self.placeRead.zoom, layers: Set(PlaceName.tileLayers)) else { continue }
            candidates.insert(MapSource(id: id, tiles: set.tiles))
        }
        return PlaceName.nearest(to: start, in: candidates)
    }
}
