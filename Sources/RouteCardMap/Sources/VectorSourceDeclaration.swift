import RouteCardGeo

/// What a `"type": "vector"` source of a style declares: where its tiles are, and what the style
/// says about them instead of the archive's own metadata.
///
/// ```json
/// "sources": {
///   "omt": { "type": "vector", "url": "pmtiles://monaco.pmtiles" },
///   "local": { "type": "vector", "url": "mbtiles://city.mbtiles", "maxzoom": 14, "attribution": "© OpenStreetMap contributors" },
///   "folder": { "type": "vector", "tiles": ["tiles/{z}/{x}/{y}.pbf"] },
///   "openmaptiles": { "type": "vector" }
/// }
/// ```
/// Paths are relative to the style file and go through the style's `ResourceResolver`. A source
/// with neither `url` nor `tiles` is given its tiles by the program (`routecard … --tiles FILE`).
///
/// Tiles on a server: `"tiles": ["https://{s}.tile.example.org/{z}/{x}/{y}{r}.png"]` (XYZ templates
/// with `{z}`, `{x}`, `{y}`, `{-y}`, `{s}` from `subdomains`, `{r}` — `@2x` on a card of scale 1.5 or
/// more — and `{quadkey}`), or `"url": "pmtiles://https://host/area.pmtiles"` (read by HTTP range
/// requests). A `"type": "raster"` source declares the same keys plus `tileSize` (default 256).
///
/// A TileJSON document: `"url": "https://host/tiles.json"` (any other `http(s)` URL, as MapLibre
/// reads it) or `"url": "tiles.json"` (a local file, any name ending in `.json`); its `tiles`,
/// `minzoom`, `maxzoom`, `scheme`, `bounds` and `attribution` are used where the style says nothing.
public struct VectorSourceDeclaration: Sendable, Hashable {
    /// Where a vector source's tiles are.
    public enum Tiles: Sendable, Hashable {
        /// `"url": "pmtiles://PATH"`: a PMTiles v3 archive.
        case pmtiles(path: String)
        /// `"url": "mbtiles://PATH"`: an MBTiles 1.3 archive (SQLite).
        case mbtiles(path: String)
        /// `"tiles": ["TEMPLATE"]`: one file per tile in a folder, such as `tiles/{z}/{x}/{y}.pbf`
        /// (`{-y}` counts rows from the south, as `"scheme": "tms"` does).
        case folder(template: String)
        /// `"tiles": ["https://…/{z}/{x}/{y}.png", …]`: tiles on a server, one URL template or
        /// several (spread over the tiles); `{y}` already turned into `{-y}` for `"scheme": "tms"`.
        case remote(templates: [String])
        /// `"url": "pmtiles://https://HOST/PATH"` (or `https://…/….pmtiles`): a PMTiles archive on a
        /// server, read by HTTP range requests.
        case remotePMTiles(url: String)
        /// `"url": "https://HOST/tiles.json"` or `"url": "FILE.json"`: a TileJSON document on a
        /// server or in a file, whose `tiles` are the URL templates (read when a card needs them).
        case tileJSON(location: String)
        /// Neither `url` nor `tiles`: the program gives the tiles (the command line's `--tiles`).
        case unset
    }

    /// The placeholders a tile URL template may use.
    public static let remotePlaceholders = ["{z}", "{x}", "{y}", "{-y}", "{s}", "{r}", "{quadkey}"]

    /// Where the tiles are.
    public var tiles: Tiles
    /// `minzoom`: the lowest zoom the source has tiles for, if the style says (else the archive's).
    public var minZoom: Int?
    /// `maxzoom`: the highest zoom the source has tiles for, if the style says (else the archive's);
    /// cards beyond it over-zoom its tiles.
    public var maxZoom: Int?
    /// `bounds` (`[west, south, east, north]` in degrees): where the source has data, if the style says.
    public var bounds: GeoBounds?
    /// `tileSize`: the width of a tile in pixels at its zoom (a raster source's: default 256; a
    /// vector source's is 512 and not read).
    public var tileSize: Int
    /// `subdomains`: what `{s}` in a tile URL becomes, one per tile (default `a`, `b`, `c`).
    public var subdomains: [String]
    /// `scheme` (`"xyz"` or `"tms"`) when the style says; already applied to `tiles` templates,
    /// kept for the templates of a TileJSON document.
    public var scheme: String?

    /// Creates a declaration.
    public init(tiles: Tiles, minZoom: Int? = nil, maxZoom: Int? = nil, bounds: GeoBounds? = nil, tileSize: Int = 512,
                subdomains: [String] = ["a", "b", "c"], scheme: String? = nil) {
        self.scheme = scheme
        self.tiles = tiles
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.bounds = bounds
        self.tileSize = tileSize
        self.subdomains = subdomains
    }

    /// The highest zoom a `minzoom` or `maxzoom` may name.
    public static let zoomLimit = 30

    /// Whether a local name is a TileJSON file: it ends in `.json` (any case) and has no `://`.
    public static func isTileJSONFile(_ name: String) -> Bool {
        !name.contains("://") && name.lowercased().hasSuffix(".json")
    }

    /// Whether a name is an `http://` or `https://` URL.
    public static func isRemote(_ name: String) -> Bool {
        name.hasPrefix("http://") || name.hasPrefix("https://")
    }

    /// What is wrong with a tile URL template, or `nil`: it needs `{z}`, `{x}` and `{y}` (or
    /// `{-y}`, or `{quadkey}` alone) and no other placeholder than ``remotePlaceholders``.
    public static func templateProblem(_ template: String) -> String? {
        var rest = template
        for placeholder in remotePlaceholders { rest = rest.replacing(placeholder, with: "") }
        let xyz = template.contains("{z}") && template.contains("{x}") && (template.contains("{y}") || template.contains("{-y}"))
        guard xyz || template.contains("{quadkey}"), !rest.contains("{"), !rest.contains("}") else {
            return "a tile URL template needs {z}, {x} and {y} (or {-y}, or {quadkey}) and no other placeholder than "
                + remotePlaceholders.joined(separator: " ") + ", \"\(template)\" found"
        }
        return nil
    }
}
