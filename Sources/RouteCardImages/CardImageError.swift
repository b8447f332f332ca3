import RouteCard
import RouteCardRaster

/// Why a card could not become a PNG or a PDF: the card itself could not be built, or its SVG
/// could not be rasterized.
public enum CardImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The card could not be built (e.g. nothing to draw, unreadable map data).
    case card(RenderError)
    /// The SVG could not be rasterized (e.g. over the pixel limit).
    case raster(RasterError)

    /// A one-line message.
    public var description: String {
        switch self {
        case .card(let error): error.description
        case .raster(let error): error.description
        }
    }

    /// Runs a rasterizer call, wrapping its error.
    static func wrap<T>(_ body: () throws(RasterError) -> T) throws(CardImageError) -> T {
        do {
            return try body()
        } catch {
            throw .raster(error)
        }
    }
}
