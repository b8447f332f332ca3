extension Style {
    /// The tile layers the style's map-data layers (`role` `.mapData`) draw from a source: `nil`
    /// when one of them wants every layer; empty when none draws from it (its tiles are not read
    /// at all).
    public func tileLayers(of source: String) -> Set<String>? {
        var names: Set<String> = []
        for entry in layers {
            guard let data = entry.layer.role.mapData, data.source == source else { continue }
            guard let name = data.sourceLayer else { return nil }
            names.insert(name)
        }
        return names
    }
}
