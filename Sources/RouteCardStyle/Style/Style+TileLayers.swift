extension Style {
    /// The tile layers the style's map-data layers (`role` `.mapData`) draw from a source: `nil`
    /// when one of them wants every layer; empty when none draws from it (its tiles are not read
    /// at all). Layers of every schema count (see `SourceSchema`).
    public func tileLayers(of source: String) -> Set<String>? {
        tileLayers(of: source) { _ in true }
    }

    /// The tile layers the style's map-data layers written for `schema` (and those that name no
    /// schema) draw from a source, as ``tileLayers(of:)`` says; `schema` `nil`: every layer's.
    public func tileLayers(of source: String, schema: String?) -> Set<String>? {
        tileLayers(of: source) { schema == nil || $0.schema == nil || $0.schema == schema }
    }

    /// The schema of a vector source's `schemas` that tiles with the layers `available` follow:
    /// the one whose map layers (with those that name no schema) draw the most of them, the first
    /// declared on a tie; `nil` when the source declares none.
    public func schema(of source: String, available: Set<String>) -> String? {
        guard let schemas = sources[source]?.schemas, let first = schemas.first else { return nil }
        var best = first.name, most = -1
        for schema in schemas {
            let drawn = tileLayers(of: source, schema: schema.name)?.intersection(available).count ?? 0
            if drawn > most { (best, most) = (schema.name, drawn) }
        }
        return best
    }

    private func tileLayers(of source: String, where included: (StyleLayer) -> Bool) -> Set<String>? {
        var names: Set<String> = []
        for entry in layers where included(entry) {
            guard let data = entry.layer.role.mapData, data.source == source else { continue }
            guard let name = data.sourceLayer else { return nil }
            names.insert(name)
        }
        return names
    }
}
