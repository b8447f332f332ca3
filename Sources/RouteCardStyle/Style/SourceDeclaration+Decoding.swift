import RouteCardMap
import RouteCardText

extension SourceDeclaration {
    /// Decodes a style's `sources` object: source id → declaration. Each `data` name is checked
    /// with `resources` (refused names are errors at their location); nothing is read yet.
    package static func decodeAll(_ object: StyleObject, resources: ResourceResolver) -> [String: SourceDeclaration] {
        var sources: [String: SourceDeclaration] = [:]
        for id in object.keys {
            let node = object.node(id)
            let source = StyleObject(node, keyPath: object.path(id), log: object.log)
            guard case .object? = node?.value else { continue }
            let type = source.optionalString("type")
            if let type, type != "geojson", type != "vector", type != "raster" {
                source.error("type", at: source.node("type"), "unsupported source type \"\(type)\" (supported: \"geojson\", \"vector\", \"raster\")")
            } else if !source.has("type") {
                source.log.report(code: .missingKey, at: node, keyPath: source.path("type"), "missing key \"type\" (use \"geojson\", \"vector\" or \"raster\")")
            }
            if type == "vector" || type == "raster" {
                let tiled = VectorSourceDeclaration.decode(source, resources: resources, raster: type == "raster")
                let attribution = source.optionalString("attribution")
                let edge = source.choice("edge", default: MapEdge.fade)
                let schemas = type == "vector" ? decodeSchemas(source) : []
                source.reportUnknownKeys()
                let location = object.log.location(of: node)
                sources[id] = type == "raster"
                    ? SourceDeclaration(id: id, raster: tiled, attribution: attribution, styleFile: object.log.file, location: location)
                    : SourceDeclaration(id: id, vector: tiled, attribution: attribution, styleFile: object.log.file, location: location)
                sources[id]?.edge = edge
                sources[id]?.schemas = schemas
                continue
            }
            let data = source.optionalString("data")
            if !source.has("data") {
                source.log.report(code: .missingKey, at: node, keyPath: source.path("data"), "missing key \"data\" (a GeoJSON file path)")
            }
            let attribution = source.optionalString("attribution")
            let edge = source.choice("edge", default: MapEdge.fade)
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
            sources[id]?.edge = edge
        }
        return sources
    }

    /// A vector source's `schemas`: `{ "NAME": { "attribution": "…" }, … }`, in the file's order
    /// (see `SourceSchema`); each problem reported where it is written.
    private static func decodeSchemas(_ source: StyleObject) -> [SourceSchema] {
        guard let node = source.node("schemas") else { return [] }
        guard case .object(let members) = node.value, !members.isEmpty else {
            source.mismatch("schemas", node, expected: "an object of schema names, such as { \"openmaptiles\": {}, \"protomaps\": {} },")
            return []
        }
        let object = source.object("schemas")
        var schemas: [SourceSchema] = []
        for name in object.keys {
            let entry = object.object(name)
            if name.isEmpty { object.error(name, at: object.node(name), "a schema name must not be empty") }
            schemas.append(SourceSchema(name: name, attribution: entry.optionalString("attribution")))
            entry.reportUnknownKeys()
        }
        return schemas
    }
}
