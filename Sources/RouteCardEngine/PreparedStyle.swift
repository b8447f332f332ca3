import RouteCardStyle
import RouteCardTiles

/// A style already loaded with its map data and tile archives, which a card uses instead of
/// loading the style its job names: `serve` loads its styles once at start (and a style sent with
/// a request once per request) and hands each card one of these.
package struct PreparedStyle: Sendable {
    /// The decoded style, before the job's overrides.
    package var style: Style
    /// Its GeoJSON map data, read once.
    var sources: MapSources
    /// The tile archive of each tile source, by source id.
    var bindings: [String: any TileSource]

    /// A style prepared with its map data and tile sources.
    package init(style: Style, sources: MapSources, bindings: [String: any TileSource]) {
        self.style = style
        self.sources = sources
        self.bindings = bindings
    }
}
