import RouteCardGeo
import RouteCardInput
import RouteCardScene
import RouteCardStyle
import RouteCardSVG

/// The one-call API: a track and a style in, SVG bytes out. Reads nothing but the map data a
/// style's `sources` name, through the style's `ResourceResolver`, when no loaded `sources` are given.
///
/// ```swift
/// let track = try GPXReader().read(gpxBytes)
/// let style = try BuiltInStyles.style(named: "default")!
/// let svg = try CardRenderer().svg(for: track, style: style)
/// ```
public struct CardRenderer: Sendable {
    /// Decimals written for coordinates; default 2.
    public var precision: Int

    /// Creates a renderer.
    public init(precision: Int = 2) {
        self.precision = precision
    }

    /// The scene of a card; throws `RenderError.nothingToDraw` for an empty track.
    ///
    /// - Parameter title: replaces the track's name in `{name}` and `{title}` when given.
    /// - Parameter sources: the style's map data, loaded; `nil` loads it with `MapSourceLoader` (through `style.resources`).
    public func scene(for track: Track, style: Style, title: String? = nil, sources: MapSources? = nil) throws(RenderError) -> Scene {
        guard !track.isEmpty else { throw .nothingToDraw }
        var loaded = sources ?? MapSources()
        if sources == nil, !style.sources.isEmpty {
            do throws(MapSourceError) {
                loaded = try MapSourceLoader().load(style)
            } catch {
                throw .mapSource(error)
            }
        }
        return CardComposer().scene(style: style, context: LayerContext(track: track, style: style, title: title, sources: loaded))
    }

    /// The SVG document of a card, UTF-8 encoded; throws `RenderError.nothingToDraw` for an empty track.
    public func svg(for track: Track, style: Style, title: String? = nil, sources: MapSources? = nil) throws(RenderError) -> [UInt8] {
        SVGWriter(precision: precision).write(try scene(for: track, style: style, title: title, sources: sources))
    }
}
