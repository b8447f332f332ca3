import RouteCardMapLibre
import RouteCardStyle
import RouteCardText

/// The styles compiled into the library and the `routecard` binary, usable by name from anywhere.
///
/// Their source of truth is the repository's `Styles/` folder; `make resources` regenerates the
/// embedded copies.
public enum BuiltInStyles {
    /// The names of the built-in styles, sorted (`dark`, `default`, `live`, `map`, `map-dark`, `minimal`,
    /// `raster`, `streets`, `streets-dark`). `streets` and `streets-dark` draw an OpenMapTiles-schema vector
    /// source, `openmaptiles`, that names no tiles: bind it to the user's extract
    /// (`VectorTileProvider.binding`, `routecard --tiles`); `raster` draws a raster source, `raster`,
    /// bound the same way to raster tiles (an MBTiles or PMTiles archive of PNG, JPEG or WebP tiles).
    public static var names: [String] { sources.keys.sorted() }

    /// The JSON text of a built-in style, or `nil` for an unknown name.
    public static func source(named name: String) -> String? {
        sources[name]
    }

    /// Decodes a built-in style by name; `nil` for an unknown name.
    public static func style(named name: String, registry: LayerRegistry = .builtIn) throws(StyleError) -> Style? {
        guard let source = sources[name] else { return nil }
        // A built-in style reads nothing but the data compiled in with it (`builtin:` names).
        return try Style.decode(Array(source.utf8), file: "<built-in style \(name)>", resources: .builtIn, registry: registry,
                                basemapDecoder: MapLibreBasemapDecoder())
    }
}
