import RouteCardMap
import RouteCardText

extension Style {
    /// Whether a layer draws the map — its `role` is `.background` (`background`) or `.mapData`
    /// (`fill`, `line`, `symbol`, `raster`, a plugin declaring it): the layers a base map replaces.
    public static func drawsMap(_ layer: StyleLayer) -> Bool {
        layer.layer.role.drawsMap
    }

    /// The style with a MapLibre style as its base map: the MapLibre layers, in order, under the
    /// card's own layers, which lose their `background` and map layers (`fill`, `line`, `circle`,
    /// `symbol`, `raster`: every layer whose `role` draws the map, plugins too) — the route, markers, texts, panels and attribution stay on top. The
    /// MapLibre sources join the card's (a MapLibre source takes over a card source of the same id,
    /// keeping its `attribution` when it declares none, and read through the MapLibre style's
    /// `resources`); card sources no remaining layer uses are dropped. A MapLibre layer whose id a
    /// card layer has gets `-basemap` appended.
    public func applying(basemap: MapLibreStyle) -> Style {
        var style = self
        let kept = layers.filter { !Self.drawsMap($0) }
        var taken = Set(kept.map(\.id))
        var base: [StyleLayer] = []
        for var layer in basemap.layers {
            while taken.contains(layer.id) { layer.id += "-basemap" }
            taken.insert(layer.id)
            base.append(layer)
        }
        style.layers = base + kept
        let used = Set(kept.compactMap { $0.layer.role.mapData?.source })
        var merged = sources.filter { used.contains($0.key) }
        style.sourceResources = sourceResources.filter { used.contains($0.key) }
        for (id, declaration) in basemap.sources {
            var source = declaration
            if source.attribution == nil { source.attribution = sources[id]?.attribution }
            merged[id] = source
            style.sourceResources[id] = basemap.resources
        }
        style.sources = merged
        style.warnings += basemap.warnings
        style.basemapCompatibility = basemap.compatibility
        return style
    }

    /// Decodes a style's `basemap` object — `{"maplibre": "positron.json", "sources":
    /// {"openmaptiles": "pmtiles://monaco.pmtiles"}}` — reading the MapLibre style through
    /// `resources`; its problems go to `log` (those of the MapLibre file with that file's name).
    /// A `"sprite": "BASE"` is read with `spriteLoader` at the card's `scale`.
    static func decodeBasemap(_ object: StyleObject, resources: ResourceResolver, spriteLoader: SpriteLoader? = nil,
                              scale: Double = 1) -> MapLibreStyle? {
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
            return basemap
        } catch {
            log.append(error.diagnostics)
            return nil
        }
    }
}
