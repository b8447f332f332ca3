import RouteCardText

/// A map data source declared in a style's top-level `sources` object.
///
/// ```json
/// "sources": { "osm": { "type": "geojson", "data": "helsinki.geojson", "attribution": "© OpenStreetMap contributors" } }
/// ```
/// Keys: `type` (only `geojson`), `data` (a name for the style's `ResourceResolver`: a path relative
/// to the style file, or `builtin:NAME` for data compiled into the library; required),
/// `attribution` (text shown by an `attribution` layer; default: the GeoJSON's own top-level
/// `attribution`). The data is read once per render, however many layers use it.
public struct SourceDeclaration: Sendable, Hashable {
    /// The source's id (its key in `sources`); layers name it in their `source`.
    public var id: String
    /// The `data` name as written in the style; the style's `ResourceResolver` reads it.
    public var data: String
    /// The attribution declared in the style, if any.
    public var attribution: String?
    /// The style file name, for messages.
    public var styleFile: String?
    /// Where `data` is written in the style file, for messages.
    public var location: SourceLocation?

    /// Creates a declaration.
    public init(id: String, data: String, attribution: String? = nil, styleFile: String? = nil, location: SourceLocation? = nil) {
        self.id = id
        self.data = data
        self.attribution = attribution
        self.styleFile = styleFile
        self.location = location
    }

    /// Decodes a style's `sources` object: source id → declaration. Each `data` name is checked
    /// with `resources` (refused names are errors at their location); nothing is read yet.
    static func decodeAll(_ object: StyleObject, resources: ResourceResolver) -> [String: SourceDeclaration] {
        var sources: [String: SourceDeclaration] = [:]
        for id in object.keys {
            let node = object.node(id)
            let source = StyleObject(node, keyPath: object.path(id), log: object.log)
            guard case .object? = node?.value else { continue }
            if let type = source.optionalString("type"), type != "geojson" {
                source.error("type", at: source.node("type"), "unsupported source type \"\(type)\" (supported: \"geojson\")")
            } else if !source.has("type") {
                source.log.report(code: .missingKey, at: node, keyPath: source.path("type"), "missing key \"type\" (use \"geojson\")")
            }
            let data = source.optionalString("data")
            if !source.has("data") {
                source.log.report(code: .missingKey, at: node, keyPath: source.path("data"), "missing key \"data\" (a GeoJSON file path)")
            }
            let attribution = source.optionalString("attribution")
            source.reportUnknownKeys()
            guard let data else { continue }
            if data.isEmpty { source.error("data", at: source.node("data"), "a file path expected, an empty string found"); continue }
            // A refused name is an error here, where it is written; the source stays declared so
            // the layers using it are not reported too.
            do {
                _ = try resources.locate(data)
            } catch {
                source.error("data", at: source.node("data"), code: .unreadableResource, "cannot read map data \(error.description)")
            }
            sources[id] = SourceDeclaration(id: id, data: data, attribution: attribution,
                                            styleFile: object.log.file, location: object.log.location(of: source.node("data")))
        }
        return sources
    }
}
