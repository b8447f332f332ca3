import RouteCardGeo
import RouteCardScene
import RouteCardStyle

/// A layer of a MapLibre style drawn by one of RouteCard's map layer types (`Inner`: `fill`,
/// `line`, `symbol`, …), with what MapLibre adds around it: values that follow the zoom (the
/// layer decoded once for each zoom range where they are constant, or at the card's zoom when one
/// interpolates), and `*-translate` (the drawing moved by `[x, y]` points).
///
/// `MapLibreStyle` makes these; a style file never names the type.
public struct MapLibreLayer<Inner: CardLayer>: CardLayer where Inner.Placement == Void {
    /// The inner type's name.
    public static var type: String { Inner.type }
    /// The inner type's summary.
    public static var summary: String { Inner.summary }
    /// The inner type's capabilities (credits, labels).
    public static var capabilities: LayerCapabilities { Inner.capabilities }
    /// The inner type's properties.
    public static var properties: [PropertySpec] { Inner.properties }
    /// The inner layer's role (as decoded at the reference zoom): a wrapped `fill` is map data,
    /// a wrapped `background` a background.
    public var role: LayerRole { inner.role }

    /// The layer decoded at a reference zoom (used as it is when nothing follows the zoom).
    public var inner: Inner
    /// The layer decoded for each zoom range where what follows the zoom is constant: the lowest
    /// zoom of the range (the first `-infinity`), by increasing zoom; empty when nothing follows
    /// the zoom or a value interpolates (then `atZoom` decodes).
    var ranges: [(from: Double, layer: Inner)] = []
    /// Decodes again, at a zoom, the properties of a range's layer that interpolate with the zoom;
    /// `nil` for none.
    var refine: (@Sendable (Inner, Double) -> Inner)?
    /// Decodes the layer at a zoom; `nil` when nothing of it follows the zoom or `ranges` hold it.
    var atZoom: (@Sendable (Double) -> Inner)?
    /// The `*-translate` offset at a zoom, in points (positive right and down); `nil` for none.
    var translation: (@Sendable (Double) -> CanvasPoint?)?

    /// Decodes the inner layer (nothing follows the zoom, nothing is moved).
    public init(style: LayerStyle) {
        inner = Inner(style: style)
    }

    /// Wraps a decoded layer.
    init(inner: Inner, ranges: [(from: Double, layer: Inner)], refine: (@Sendable (Inner, Double) -> Inner)?,
         atZoom: (@Sendable (Double) -> Inner)?, translation: (@Sendable (Double) -> CanvasPoint?)?) {
        self.inner = inner
        self.ranges = ranges
        self.refine = refine
        self.atZoom = atZoom
        self.translation = translation
    }

    /// The layer as decoded at a zoom.
    public func layer(atZoom zoom: Double) -> Inner {
        if let range = ranges.last(where: { $0.from <= zoom }) { return refine?(range.layer, zoom) ?? range.layer }
        return atZoom?(zoom) ?? inner
    }

    /// How far `*-translate` moves the drawing at a zoom, in points; `nil` when it does not.
    public func translation(atZoom zoom: Double) -> CanvasPoint? {
        translation?(zoom)
    }

    /// The inner layer's drawing at the viewport's zoom, moved by the translation.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        var drawing = layer(atZoom: viewport.zoom).draw((), in: context, viewport: viewport)
        if let shift = translation(atZoom: viewport.zoom), shift.x != 0 || shift.y != 0, !drawing.nodes.isEmpty {
            drawing.nodes = [.group(SceneGroup(classes: ["translate"], transform: Transform(x: shift.x, y: shift.y), children: drawing.nodes))]
        }
        return drawing
    }

    /// The inner layer's obstacles at the viewport's zoom.
    public func obstacles(_: Void, in context: LayerContext, viewport: Viewport) -> [CollisionShape] {
        layer(atZoom: viewport.zoom).obstacles((), in: context, viewport: viewport)
    }
}

extension MapLibreLayer: MapDataLayer where Inner: MapDataLayer {
    /// The inner layer's source.
    public var mapSource: String { inner.mapSource }
    /// The inner layer's `source-layer`.
    public var mapSourceLayer: String? { inner.mapSourceLayer }
}
