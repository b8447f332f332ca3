import RouteCardGeo
import RouteCardScene

/// A style layer after its placement pass: what it asked of the fit, and its drawing pass with
/// the layer's own placement captured (so the composer needs no knowledge of its type).
struct PlacedLayer: Sendable {
    /// The style layer.
    var entry: StyleLayer
    /// What must stay in view.
    var fit: [FitGroup]
    /// Canvas bands to keep clear.
    var reserved: [ReservedBand]
    /// Whether the layer reads the others' credits (drawn after them).
    var readsCredits: Bool
    /// Whether the layer places labels (drawn after the others, see `LayerCapabilities.placesLabels`).
    var placesLabels: Bool
    /// What its drawing will keep labels off.
    var obstacles: @Sendable (LayerContext, Viewport) -> [CollisionShape]
    /// The drawing pass.
    var draw: @Sendable (LayerContext, Viewport) -> LayerDrawing

    /// Places one layer.
    init(_ entry: StyleLayer, context: LayerContext) {
        self = Self.place(entry.layer, entry: entry, context: context)
    }

    private init(entry: StyleLayer, fit: [FitGroup], reserved: [ReservedBand], capabilities: LayerCapabilities,
                 obstacles: @escaping @Sendable (LayerContext, Viewport) -> [CollisionShape],
                 draw: @escaping @Sendable (LayerContext, Viewport) -> LayerDrawing) {
        self.entry = entry
        self.fit = fit
        self.reserved = reserved
        self.readsCredits = capabilities.contains(.readsCredits)
        self.placesLabels = capabilities.contains(.placesLabels)
        self.obstacles = obstacles
        self.draw = draw
    }

    private static func place<Layer: CardLayer>(_ layer: Layer, entry: StyleLayer, context: LayerContext) -> PlacedLayer {
        let layer = layer.resolved(on: context.canvas)
        let placement = layer.place(in: context)
        let state = placement.state
        return PlacedLayer(entry: entry, fit: placement.fit, reserved: placement.reserved, capabilities: Layer.capabilities,
                           obstacles: { context, viewport in layer.obstacles(state, in: context, viewport: viewport) }) { context, viewport in
            layer.draw(state, in: context, viewport: viewport)
        }
    }
}
