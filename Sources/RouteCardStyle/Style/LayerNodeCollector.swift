import RouteCardGeo
import RouteCardScene

/// Collects every layer's nodes in its `<g id="LAYER-ID" class="layer TYPE">` group, in style order.
///
/// Map layers are drawn first so the sources that drew something are known; `attribution` layers
/// are drawn last with that list in their context (their group keeps its place in the order).
enum LayerNodeCollector {
    static func groups(for layers: [StyleLayer], context: LayerContext, viewport: Viewport) -> [SceneNode] {
        var context = context
        var children = [[SceneNode]?](repeating: nil, count: layers.count)
        for (index, entry) in layers.enumerated() where !(entry.layer is AttributionLayer) {
            let nodes = entry.layer.makeNodes(in: context, viewport: viewport)
            if let map = entry.layer as? any MapLayer, !nodes.isEmpty, !context.drawnSources.contains(map.sourceID) {
                context.drawnSources.append(map.sourceID)
            }
            children[index] = nodes
        }
        for (index, entry) in layers.enumerated() where children[index] == nil {
            children[index] = entry.layer.makeNodes(in: context, viewport: viewport)
        }
        return layers.enumerated().map { index, entry in
            SceneNode.group(SceneGroup(id: entry.id, classes: ["layer", entry.type], children: children[index] ?? []))
        }
    }
}
