import RouteCardGeo
import RouteCardMap

/// A TileJSON document (tilejson.org 2.x and 3.0): where a tile service's tiles are and what they
/// cover — what a MapLibre style's `"url": "https://…/tiles.json"` names.
///
/// Read: `tiles` (URL templates; relative ones resolved against the document's URL), `minzoom`,
/// `maxzoom`, `scheme`, `bounds`, `attribution`, `vector_layers` and `name`; other keys are
/// ignored, as the specification asks. A document is fetched only where a style or the command
/// line names it.
public struct TileJSON: Sendable, Hashable {
    /// The tile URL templates (`{z}`, `{x}`, `{y}`, …), absolute.
    public var tiles: [String]
    /// `minzoom`, if the document says.
    public var minZoom: Int?
    /// `maxzoom`, if the document says.
    public var maxZoom: Int?
    /// `scheme`: `"xyz"` (the default) or `"tms"`.
    public var scheme: String
    /// `bounds`, if the document says.
    public var bounds: GeoBounds?
    /// `attribution`, if any.
    public var attribution: String?
    /// The `vector_layers[].id` names.
    public var vectorLayers: [String]
    /// `name`, if any.
    public var name: String?

    /// Creates a document.
    public init(tiles: [String], minZoom: Int? = nil, maxZoom: Int? = nil, scheme: String = "xyz", bounds: GeoBounds? = nil,
                attribution: String? = nil, vectorLayers: [String] = [], name: String? = nil) {
        self.tiles = tiles
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.scheme = scheme
        self.bounds = bounds
        self.attribution = attribution
        self.vectorLayers = vectorLayers
        self.name = name
    }

    /// The most bytes a TileJSON document may have: 1 MiB.
    public static let maxBytes = 1 << 20

    /// Decodes a document read from `location` (a URL, or a file's name for messages); relative
    /// tile URLs are resolved against `location` when it is an `http(s)` URL. Errors name `location`.
    public init(decoding bytes: [UInt8], location: String) throws(TileError) {
        func problem(_ message: String) -> TileError { TileError(file: location, message: "TileJSON: " + message) }
        guard bytes.count <= Self.maxBytes else { throw problem("over \(Self.maxBytes) bytes") }
        guard let object = TileJSONMetadata.object(bytes) else { throw problem("not a JSON object") }
        guard let list = object["tiles"] as? [Any], !list.isEmpty else {
            throw problem("no \"tiles\" (a list of tile URL templates expected)")
        }
        var tiles: [String] = []
        for item in list {
            guard let template = item as? String else { throw problem("\"tiles\": a list of tile URL templates expected") }
            guard let absolute = Self.resolve(template, against: location) else {
                throw problem("\"tiles\": \"\(template)\" is not an http(s) URL template")
            }
            if let wrong = VectorSourceDeclaration.templateProblem(absolute) { throw problem("\"tiles\": " + wrong) }
            tiles.append(absolute)
        }
        func zoom(_ key: String) throws(TileError) -> Int? {
            guard object[key] != nil else { return nil }
            guard let zoom = TileJSONMetadata.zoom(TileJSONMetadata.string(object, key)) else {
                throw problem("\"\(key)\": a whole zoom level 0…\(TileID.maxZoom) expected")
            }
            return zoom
        }
        minZoom = try zoom("minzoom")
        maxZoom = try zoom("maxzoom")
        if let minZoom, let maxZoom, minZoom > maxZoom { throw problem("maxzoom \(maxZoom) is below minzoom \(minZoom)") }
        scheme = TileJSONMetadata.string(object, "scheme") ?? "xyz"
        guard scheme == "xyz" || scheme == "tms" else { throw problem("\"scheme\": \"xyz\" or \"tms\" expected, \"\(scheme)\" found") }
        if object["bounds"] != nil {
            guard let box = TileJSONMetadata.bounds(object["bounds"]), box.south <= box.north,
                  (-180...180).contains(box.west), (-180...180).contains(box.east), (-90...90).contains(box.south),
                  (-90...90).contains(box.north) else {
                throw problem("\"bounds\": [west, south, east, north] in degrees expected")
            }
            bounds = box
        }
        self.tiles = tiles
        attribution = TileJSONMetadata.string(object, "attribution")
        vectorLayers = TileJSONMetadata.vectorLayers(in: object)
        name = TileJSONMetadata.string(object, "name")
    }

    /// Reads the document at `location`: fetched with `client` when it is an `http(s)` URL (HTTP
    /// 200 expected; cached like tiles), else read by `readFile`. Errors name `location`.
    public static func load(_ location: String, client: HTTPClient?,
                            readFile: (String) throws(TileError) -> [UInt8]) throws(TileError) -> TileJSON {
        guard VectorSourceDeclaration.isRemote(location) else { return try TileJSON(decoding: try readFile(location), location: location) }
        guard let client else {
            throw TileError(file: location, message: "a TileJSON document on a server, and this tile provider reads no network", isUnreachable: true)
        }
        let response: HTTPResponse
        do {
            response = try client.get(location)
        } catch {
            throw TileError(file: location, message: error.description, isUnreachable: true)
        }
        guard response.status == 200 else {
            throw TileError(file: location, message: HTTPFailure.status(response.status).description, isUnreachable: true)
        }
        return try TileJSON(decoding: response.body, location: location)
    }

    /// The tiles of the document as a source, for a style's declaration: the style's `minzoom`,
    /// `maxzoom`, `bounds`, `scheme` and `subdomains` where it gives them, else the document's.
    public func source(for declaration: SourceDeclaration, client: HTTPClient) -> RemoteTileTemplate {
        let tiled = declaration.tiled
        let tms = (tiled?.scheme ?? scheme) == "tms"
        let templates = tms ? tiles.map { $0.replacing("{y}", with: "{-y}") } : tiles
        let suffix = templates[0].split(separator: "?")[0].split(separator: ".").last.map(String.init) ?? ""
        let metadata = TileSourceMetadata(minZoom: tiled?.minZoom ?? minZoom ?? 0,
                                          maxZoom: tiled?.maxZoom ?? maxZoom ?? (declaration.isRaster ? 19 : 14),
                                          bounds: tiled?.bounds ?? bounds, attribution: attribution,
                                          format: declaration.isRaster ? TileFormat(name: suffix) : .mvt, vectorLayers: vectorLayers, name: name)
        return RemoteTileTemplate(templates: templates, subdomains: tiled?.subdomains ?? ["a", "b", "c"], metadata: metadata, client: client)
    }

    /// A tile URL made absolute: as it is when it is `http(s)`, else resolved against the
    /// document's URL (`//host/…`, `/path/…` or a path beside the document); `nil` otherwise.
    static func resolve(_ template: String, against location: String) -> String? {
        if VectorSourceDeclaration.isRemote(template) { return template }
        guard VectorSourceDeclaration.isRemote(location), let schemeEnd = location.range(of: "://") else { return nil }
        let scheme = location[..<schemeEnd.lowerBound]
        let rest = location[schemeEnd.upperBound...]
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if template.hasPrefix("//") { return "\(scheme):\(template)" }
        if template.hasPrefix("/") { return "\(scheme)://\(host)\(template)" }
        let path = rest.prefix { $0 != "?" && $0 != "#" }
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "\(host)/"
        return "\(scheme)://\(folder)\(template)"
    }
}
