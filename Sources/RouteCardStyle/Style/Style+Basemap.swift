import RouteCardMap
import RouteCardText

extension Style {
    /// Whether a layer draws the map — its `role` is `.background` (`background`) or `.mapData`
    /// (`fill`, `line`, `symbol`, `raster`, a plugin declaring it): the layers a base map replaces.
    public static func drawsMap(_ layer: StyleLayer) -> Bool {
        layer.layer.role.drawsMap
    }

    /// The style with a base map (a MapLibre style, decoded by RouteCardMapLibre): its layers, in order, under the
    /// card's own layers, which lose their `background` and map layers (`fill`, `line`, `circle`,
    /// `symbol`, `raster`: every layer whose `role` draws the map, plugins too) — the route, markers, texts, panels and attribution stay on top. The
    /// MapLibre sources join the card's (a MapLibre source takes over a card source of the same id,
    /// keeping its `attribution` when it declares none, and read through the MapLibre style's
    /// `resources`); card sources no remaining layer uses are dropped. A MapLibre layer whose id a
    /// card layer has gets `-basemap` appended.
    public func applying(basemap: Basemap) -> Style {
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
}
