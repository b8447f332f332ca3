import RouteCardGeo
import RouteCardScene

/// A layer type: what a style file's `"type"` names. Built-in layers and plugins implement it alike.
///
/// The framework owns the lifecycle, in two passes so that what is drawn decides the fit:
/// 1. `init(style:)` decodes the layer's options once, reporting mistakes to the style's log;
/// 2. `fitGroups(in:)` reports the coordinates that must stay in view with the drawn box around
///    each (line width, icon extent with anchor and offset, label box);
/// 3. after every layer has reported, the viewport is fitted and `makeNodes(in:viewport:)` returns
///    the layer's scene nodes, positioned with the final projection.
///
/// Layers return scene nodes, never SVG text; the framework wraps them in
/// `<g id="LAYER-ID" class="layer TYPE">`.
public protocol CardLayer: Sendable {
    /// The `"type"` string that selects this layer type in a style file, e.g. `"route"`.
    static var type: String { get }

    /// Decodes the layer's options from its style object (`paint`, `layout`, `source`, …).
    ///
    /// Never fails: a wrong value is reported through `style` and replaced by a default. Keys
    /// the layer does not read are reported as unknown afterwards.
    init(style: LayerStyle)

    /// What must stay in view; the default is nothing (the layer does not move the fit).
    func fitGroups(in context: LayerContext) -> [FitGroup]

    /// The layer's nodes in canvas points, using the fitted viewport.
    func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode]
}

extension CardLayer {
    /// Default: the layer does not take part in the fit.
    public func fitGroups(in context: LayerContext) -> [FitGroup] { [] }
}
