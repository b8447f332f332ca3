import RouteCard

/// The command line's safety net for map credits: a style that draws map data without an
/// `attribution` layer gets a small default one (unless `--no-attribution`), and then its
/// missing-attribution warning is not printed.
enum MapAttributionDefault {
    static func add(to style: inout Style) {
        let drawsMap = style.layers.contains { $0.layer is any MapLayer }
        guard drawsMap, !style.layers.contains(where: { $0.layer is AttributionLayer }) else { return }
        var id = "attribution"
        while style.layers.contains(where: { $0.id == id }) { id += "-default" }
        style.layers.append(StyleLayer(id: id, type: AttributionLayer.type, layer: AttributionLayer()))
        style.warnings.removeAll { $0.code == .missingAttribution }
    }
}
