import RouteCard
import RouteCardStyle

/// The command line's safety net for map credits: a style with a layer that credits data
/// (`LayerCapabilities.credits`) but none that shows credits gets a small default `attribution`
/// layer (unless `--no-attribution`), and then its missing-attribution warning is not printed.
enum MapAttributionDefault {
    static func add(to style: inout Style) {
        guard style.layers.contains(where: { $0.capabilities.contains(.credits) }),
              !style.layers.contains(where: { $0.capabilities.contains(.readsCredits) }) else { return }
        var id = "attribution"
        while style.layers.contains(where: { $0.id == id }) { id += "-default" }
        style.layers.append(StyleLayer(id: id, type: AttributionLayer.type, layer: AttributionLayer()))
        style.warnings.removeAll { $0.code == .missingAttribution }
    }
}
