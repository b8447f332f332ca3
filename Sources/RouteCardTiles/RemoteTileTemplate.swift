/// Tiles on a server, found through URL templates (XYZ or TMS) and fetched with an ``HTTPClient``:
/// `https://{s}.tile.example.org/{z}/{x}/{y}{r}.png`.
///
/// Placeholders: `{z}`, `{x}`, `{y}` (rows from the north), `{-y}` (TMS rows from the south),
/// `{s}` (one of `subdomains`, by the tile: `(x + y) mod count`, as Leaflet picks), `{r}` (`@2x`
/// for ``retina`` tiles, else nothing) and `{quadkey}` (Bing Maps' tile key). Several templates
/// share the tiles the same way. HTTP 404 (and 204) is an empty tile; another status is an
/// error naming the URL.
public struct RemoteTileTemplate: TileSource {
    /// The first template (with `@2x` for retina tiles): what errors and caches call the source.
    public let name: String
    /// The URL templates.
    public let templates: [String]
    /// What `{s}` becomes.
    public let subdomains: [String]
    /// Whether `{r}` is `@2x` (tiles twice the pixels).
    public let retina: Bool
    /// What the style says of the tiles (zooms, bounds, attribution, format).
    public let metadata: TileSourceMetadata
    /// The client that fetches.
    public let client: HTTPClient

    /// A remote source; `templates` must not be empty (the style decoder checks them).
    public init(templates: [String], subdomains: [String] = ["a", "b", "c"], retina: Bool = false,
                metadata: TileSourceMetadata, client: HTTPClient) {
        self.templates = templates.isEmpty ? [""] : templates
        self.subdomains = subdomains.isEmpty ? ["a"] : subdomains
        self.retina = retina && templates.contains { $0.contains("{r}") }
        self.metadata = metadata
        self.client = client
        self.name = self.retina ? self.templates[0].replacing("{r}", with: "@2x") : self.templates[0]
    }

    /// Whether a template has `{r}`, so a 2× card can ask for `@2x` tiles.
    public var offersRetina: Bool { templates.contains { $0.contains("{r}") } }

    /// The URL of a tile.
    public func url(for id: TileID) -> String {
        let pick = (id.x + id.y) % max(1, templates.count)
        return Self.fill(templates[pick], with: id, subdomain: subdomains[(id.x + id.y) % subdomains.count], retina: retina)
    }

    /// A template with a tile's numbers in place.
    public static func fill(_ template: String, with id: TileID, subdomain: String = "a", retina: Bool = false) -> String {
        template.replacing("{z}", with: String(id.z)).replacing("{x}", with: String(id.x))
            .replacing("{-y}", with: String((1 << id.z) - 1 - id.y)).replacing("{y}", with: String(id.y))
            .replacing("{s}", with: subdomain).replacing("{r}", with: retina ? "@2x" : "")
            .replacing("{quadkey}", with: quadkey(id))
    }

    /// Bing Maps' quadkey: one digit per zoom from the top, `2·(y bit) + (x bit)`.
    public static func quadkey(_ id: TileID) -> String {
        var key = ""
        for level in stride(from: id.z, through: 1, by: -1) {
            let mask = 1 << (level - 1)
            key.append(Character(String((id.x & mask != 0 ? 1 : 0) + (id.y & mask != 0 ? 2 : 0))))
        }
        return key
    }

    /// The tile's URL, as errors name it.
    public func fileName(of id: TileID) -> String { url(for: id) }

    /// The tile's bytes (inflated when gzip'd); `nil` for HTTP 404 or 204.
    public func tile(_ id: TileID) throws(TileError) -> [UInt8]? {
        let url = url(for: id)
        let response: HTTPResponse
        do {
            response = try client.get(url)
        } catch {
            throw TileError(file: url, tile: id, message: error.description, isUnreachable: true)
        }
        switch response.status {
        case 200: return try TileBytes.inflated(response.body, format: metadata.format, file: url, tile: id)
        case 204, 404: return nil
        default: throw TileError(file: url, tile: id, message: HTTPFailure.status(response.status).description, isUnreachable: true)
        }
    }
}
