import RouteCardGeo
import RouteCardScene

/// A layer type: what a style file's `"type"` names. Built-in layers and plugins implement it alike.
///
/// The framework owns the lifecycle:
/// 1. `init(style:)` decodes the layer's options once, reading each declared `LayerProperty`
///    with `style[property]` (mistakes are reported with their line:column, defaults used);
/// 2. `place(in:)` says what must stay in view (`FitGroup`s), which bands of the canvas to keep
///    clear (`ReservedBand`s, e.g. a title block), and hands on whatever the layer computed
///    (its `Placement`: measured labels, chosen positions) so nothing is computed twice;
/// 3. after every layer has been placed, the viewport is fitted and `draw(_:in:viewport:)` turns
///    the placement into scene nodes with the final projection, and may credit the data it drew.
///
/// Layers return scene nodes, never SVG text; the framework wraps them in
/// `<g id="LAYER-ID" class="layer TYPE">`. A layer marks the paths that show the route with
/// `SceneRole.routeLine` / `.routeCasing` so `--animate` draws them progressively.
public protocol CardLayer: Sendable {
    /// What the placement pass hands to the drawing pass; `Void` when there is nothing to hand on.
    associatedtype Placement: Sendable = Void

    /// The `"type"` string that selects this layer type in a style file, e.g. `"route"`.
    static var type: String { get }

    /// One sentence on what the layer draws, for the style reference. Default: none.
    static var summary: String { get }

    /// Every style property the layer reads, once, as data: the style reference
    /// (`routecard styles --spec TYPE`, the README) is generated from it. Default: none.
    static var properties: [PropertySpec] { get }

    /// What the layer does beyond drawing (credits data, reads credits). Default: nothing.
    static var capabilities: LayerCapabilities { get }

    /// The part this layer plays on the card — `.background`, `.mapData`, `.route` or `.overlay` —
    /// which decides how the framework treats it (edge fades, which tiles are read, what a base
    /// map replaces, the route colour `legend` takes), for plugins and built-ins alike.
    /// Default: `.overlay`. A layer of another role declares it explicitly.
    var role: LayerRole { get }

    /// Decodes the layer's options from its style object (`paint`, `layout`, `source`, …).
    ///
    /// Never fails: a wrong value is reported through `style` and replaced by a default. Keys
    /// the layer does not read are reported as unknown afterwards.
    init(style: LayerStyle)

    /// What must stay in view, the canvas bands to keep clear, and the state the drawing pass
    /// receives. The default (for `Placement == Void`) keeps nothing in view.
    func place(in context: LayerContext) -> LayerPlacement<Placement>

    /// The layer's nodes in canvas points, using the fitted viewport, and the credits of the data
    /// they show. A layer with `.readsCredits` finds everyone else's in `context.credits`.
    func draw(_ placement: Placement, in context: LayerContext, viewport: Viewport) -> LayerDrawing

    /// What no label may cover, in canvas points with the fitted viewport: the route's line
    /// pieces, the markers' icons. Asked of every layer before any is drawn; the shapes go into
    /// `context.collisions` for the layers that place labels (`LayerCapabilities.placesLabels`).
    /// Default: none.
    func obstacles(_ placement: Placement, in context: LayerContext, viewport: Viewport) -> [CollisionShape]

    /// The layer with the lengths it keeps as decoded (`StyleLength`s, a `LabelStyle`'s size and
    /// halo) in points on `canvas`; asked before the layer is placed, so a style is decoded once
    /// and drawn on canvases of any size. Default: the layer as it is.
    func resolved(on canvas: CanvasStyle) -> Self
}

extension CardLayer {
    /// Default: no summary.
    public static var summary: String { "" }
    /// Default: no declared properties.
    public static var properties: [PropertySpec] { [] }
    /// Default: no capabilities.
    public static var capabilities: LayerCapabilities { [] }
    /// Default: an overlay, drawn above the map.
    public var role: LayerRole { .overlay }
    /// Default: the layer is no obstacle to labels.
    public func obstacles(_ placement: Placement, in context: LayerContext, viewport: Viewport) -> [CollisionShape] { [] }
    /// Default: the layer as it is (its lengths are resolved where it draws).
    public func resolved(on canvas: CanvasStyle) -> Self { self }
}

extension CardLayer where Placement == Void {
    /// Default: the layer does not take part in the fit and reserves nothing.
    public func place(in context: LayerContext) -> LayerPlacement<Void> { LayerPlacement(()) }
}
