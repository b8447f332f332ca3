import RouteCardGeo

/// Where the tiles of a style's `"type": "vector"` sources come from: opens a source (an archive
/// the style names through its `ResourceResolver`, or one the program gives) and reads the tiles
/// covering a card. Called after the card is fitted and before any layer draws, so layers never
/// open a file.
///
/// `RouteCardTiles` implements it (`VectorTileProvider`: PMTiles, MBTiles and tile folders, with a
/// decoded-tile cache shared by many cards); the style library itself reads no tiles.
public protocol MapTileProvider: Sendable {
    /// The tiles of `source` covering `box` (world units; x may run past 0…1 across the
    /// antimeridian) for a card at `zoom` (MapLibre's zoom, fractional), with the features of the
    /// tile layers named in `layers` (`nil`: all of them).
    ///
    /// - Throws: `MapTileError`, naming the file and the tile that could not be read.
    func tiles(for source: SourceDeclaration, resources: ResourceResolver, covering box: WorldBox,
               zoom: Double, layers: Set<String>?) throws(MapTileError) -> MapTileSet

    /// The tiles of raster `source` covering `box` (world units) for a card at `zoom` drawn at
    /// `scale` pixels per point: the tile zoom follows both (a 2× card reads one zoom up, or the
    /// `{r}` = `@2x` tiles of a template that has them).
    ///
    /// - Throws: `MapTileError`, naming the file or URL and the tile that could not be read.
    func rasterTiles(for source: SourceDeclaration, resources: ResourceResolver, covering box: WorldBox,
                     zoom: Double, scale: Double) throws(MapTileError) -> RasterTileSet
}

extension MapTileProvider {
    /// Default: a provider that reads only vector tiles refuses raster sources.
    public func rasterTiles(for source: SourceDeclaration, resources: ResourceResolver, covering box: WorldBox,
                            zoom: Double, scale: Double) throws(MapTileError) -> RasterTileSet {
        throw MapTileError(.noProvider, source: source.id, message: "the raster source \"\(source.id)\" needs tiles, and this tile provider reads no raster tiles")
    }
}
