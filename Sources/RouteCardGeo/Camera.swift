/// A fixed view of the map, as MapLibre's camera gives one: a centre and a zoom, or a box that
/// fills the canvas. A card with a camera shows that view instead of one fitted to its route
/// (`--center LAT,LON --zoom Z`, `--bounds W,S,E,N`).
public enum Camera: Sendable, Hashable {
    /// `center` at the middle of the canvas at a fractional zoom in MapLibre's convention (a world
    /// of 512 · 2^zoom points, see ``WebMercator/scale(zoom:)``).
    case center(GeoCoordinate, zoom: Double)
    /// The box filling the canvas as MapLibre's `fitBounds` without padding fills it: its Web
    /// Mercator centre at the middle of the canvas, at the largest zoom at which its whole width
    /// and height fit. `east` below `west` crosses the antimeridian.
    case bounds(GeoBounds)

    /// The zooms a camera may ask for: MapLibre's range.
    public static let zoomRange = 0.0...24.0

    /// The viewport the camera shows on a canvas of `size` points.
    public func viewport(size: CanvasSize) -> Viewport {
        switch self {
        case .center(let center, let zoom):
            return Viewport(size: size, center: center, zoom: zoom)
        case .bounds(let box):
            let west = WebMercator.x(longitude: box.west)
            let east = WebMercator.x(longitude: box.east < box.west ? box.east + 360 : box.east)
            let north = WebMercator.y(latitude: box.north), south = WebMercator.y(latitude: box.south)
            let scale = min(size.width / (east - west), size.height / (south - north),
                            WebMercator.scale(zoom: Self.zoomRange.upperBound))
            return Viewport(size: size, scale: scale, originX: (west + east) / 2 - size.width / 2 / scale,
                            originY: (north + south) / 2 - size.height / 2 / scale)
        }
    }
}
