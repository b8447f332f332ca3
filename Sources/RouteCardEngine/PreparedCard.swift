import RouteCardGeo
import RouteCardRaster
import RouteCardStyle
import RouteCardTiles

/// A job made ready to draw — what a card and a live frame share, made by
/// ``CardEngine/prepare(_:formats:warn:)``: the style with the job's overrides (checked to leave
/// room), the route read, the map data loaded, the tiles bound, and the rasterizer with the job's
/// limits (the pixel limit already checked when a PNG is asked for).
struct PreparedCard: Sendable {
    /// The style after the job's overrides.
    var style: Style
    /// The route (empty for a live map without one).
    var track: Track
    /// The route's name in messages (its path, `<stdin>`, `--polyline`, `body`, `path`).
    var inputName: String
    /// The style's GeoJSON map data.
    var sources: MapSources
    /// The tiles of the style's vector and raster sources, bound to the job's `--tiles`.
    var tiles: VectorTileProvider

    /// The size in pixels of the card's PNG (`nil` when the canvas and scale make none).
    var pixels: PixelSize? {
        PixelSize(canvasWidth: style.canvas.width, canvasHeight: style.canvas.height, scale: style.canvas.scale)
    }

    /// The pixel limit and PNG writer of the job's PNGs.
    var rasterizer: Rasterizer
}
