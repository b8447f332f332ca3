extension Style {
    /// The tile layers the style's `MapDataLayer`s draw from a source: `nil` when one of them
    /// wants every layer; empty when none draws from it (its tiles are not read at all).
    public func tileLayers(of source: String) -> Set<String>? {
        var names: Set<String> = []
        for entry in layers {
            guard let layer = entry.layer as? any MapDataLayer, layer.mapSource == source else { continue }
            guard let name = layer.mapSourceLayer else { return nil }
            names.insert(name)
        }
        return names
    }
}
