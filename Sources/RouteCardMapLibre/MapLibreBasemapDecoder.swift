import RouteCardMap
import RouteCardStyle
import RouteCardText

/// Reads a card style's `basemap` object as a MapLibre style (`{"maplibre": "positron.json",
/// "sources": {"openmaptiles": "pmtiles://monaco.pmtiles"}, "sprite": "BASE"}`): what
/// `Style.decode(basemapDecoder:)` is given by the `RouteCard` façade and the engine.
public struct MapLibreBasemapDecoder: BasemapDecoder {
    /// Creates the decoder.
    public init() {}

    /// Decodes a style's `basemap` object — `{"maplibre": "positron.json", "sources":
    /// {"openmaptiles": "pmtiles://monaco.pmtiles"}}` — reading the MapLibre style through
    /// `resources`; its problems go to `log` (those of the MapLibre file with that file's name).
    /// A `"sprite": "BASE"` is read with `spriteLoader` at the card's `scale`.
    public func decodeBasemap(_ object: StyleObject, resources: ResourceResolver, spriteLoader: SpriteLoader?,
                              scale: Double) -> Basemap? {
        let log = object.log
        var sprite: Sprite?
        if let base = object.optionalString("sprite") {
            if let spriteLoader {
                do {
                    sprite = try spriteLoader(base, resources, scale)
                } catch {
                    for diagnostic in error.diagnostics {
                        if diagnostic.location != nil { log.append([diagnostic]) } else {
                            object.error("sprite", at: object.node("sprite"), code: diagnostic.code, diagnostic.message)
                        }
                    }
                }
            } else {
                log.report(.warning, code: .unsupported, at: object.node("sprite"), keyPath: object.path("sprite"),
                           "the sprite is not read here (no PNG decoder): icons are not drawn")
            }
        }
        guard let name = object.optionalString("maplibre") else {
            if object.location != nil, !object.has("maplibre") {
                log.report(code: .missingKey, at: object.location, keyPath: object.path("maplibre"),
                           "missing key \"maplibre\" (the MapLibre style file drawn as the base map)")
            }
            return nil
        }
        let sourcesObject = object.object("sources")
        var tiles: [String: VectorSourceDeclaration.Tiles] = [:]
        var written: [String: JSONNode] = [:]
        for id in sourcesObject.keys {
            guard let node = sourcesObject.node(id) else { continue }
            guard case .string(let value) = node.value else {
                sourcesObject.mismatch(id, node, expected: "tiles for the source: \"pmtiles://FILE\", \"mbtiles://FILE\" or \"FOLDER/{z}/{x}/{y}.pbf\"")
                continue
            }
            let key = value.contains("{z}") ? "tiles" : "url"
            let member = key == "tiles" ? JSONNode(.array(JSONArray([node])), at: node.offset) : node
            let wrapper = StyleObject(JSONNode(.object([JSONMember(key: key, keyOffset: node.offset, value: member)]), at: node.offset),
                                      keyPath: sourcesObject.path(id), log: log)
            tiles[id] = VectorSourceDeclaration.decode(wrapper, resources: resources).tiles
            written[id] = node
        }
        object.reportUnknownKeys()
        let bytes: [UInt8]
        do {
            bytes = try resources.read(name)
        } catch {
            object.error("maplibre", at: object.node("maplibre"), code: .unreadableResource, "cannot read the MapLibre style \(error.description)")
            return nil
        }
        let file = log.file.map { path in path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) + name : name } ?? name
        do {
            let basemap = try MapLibreStyle.decode(bytes, file: file, resources: resources, tiles: tiles, sprite: sprite)
            for (id, node) in written where basemap.sources[id] == nil {
                log.report(code: .unknownSource, at: node, keyPath: sourcesObject.path(id),
                           "the MapLibre style draws no source \"\(id)\"; its sources: " + basemap.sources.keys.sorted().joined(separator: ", "))
            }
            return basemap.basemap
        } catch {
            log.append(error.diagnostics)
            return nil
        }
    }
}
