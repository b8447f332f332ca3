import RouteCardExpressions
import RouteCardGeo
import RouteCardMap
import RouteCardScene

/// The keys every map layer (`fill`, `line`, `circle`) shares — `source`, `source-layer`, `filter`,
/// `minzoom`, `maxzoom` — and how a map layer credits the source it drew from.
public struct MapLayerOptions: Sendable {
    /// `source`: the id of a source in the style's `sources` (required).
    public static let sourceProperty = LayerProperty.optionalString(
        "source", .root, isRequired: true, doc: "The id of a source in the style's \"sources\".")
    /// `source-layer`: the layer of a vector source's tiles to draw.
    public static let sourceLayerProperty = LayerProperty.optionalString(
        "source-layer", .root, defaultText: "required for a vector source",
        doc: "The layer of a vector source's tiles to draw (such as \"water\"); not allowed with a GeoJSON source.")
    /// `filter`: which features are drawn (legacy or expression form).
    public static let filterProperty = LayerProperty<Expression?>(
        spec: PropertySpec(key: "filter", group: .root, kind: "filter", defaultValue: "all features", allowsExpressions: true,
                           doc: "Which features are drawn, in MapLibre's legacy or expression form.")) { object, spec in
        object.node(spec.key).flatMap { FilterParser(log: object.log, dialect: object.dialect).parse($0, keyPath: object.path(spec.key)) }
    }
    /// `minzoom`: the smallest zoom the layer is drawn at.
    public static let minZoomProperty = LayerProperty.number("minzoom", .root, default: 0, in: .closed(0...24),
                                                             doc: "The layer is drawn from this zoom on (MapLibre's zoom).")
    /// `maxzoom`: the zoom from which the layer is no longer drawn.
    public static let maxZoomProperty = LayerProperty.number("maxzoom", .root, default: 24, in: .closed(0...24),
                                                             doc: "The layer is not drawn from this zoom on.")
    /// The shared specs, in reference order.
    public static var specs: [PropertySpec] {
        [sourceProperty.spec, sourceLayerProperty.spec, filterProperty.spec, minZoomProperty.spec, maxZoomProperty.spec]
    }

    /// The source id.
    public var source: String
    /// The layer of a vector source's tiles drawn (`source-layer`); `nil` for a GeoJSON source.
    public var sourceLayer: String?
    /// Which features are drawn; `nil` for all.
    public var filter: Expression?
    /// The smallest zoom level the layer is drawn at.
    public var minZoom: Double
    /// The zoom level from which the layer is no longer drawn.
    public var maxZoom: Double

    /// Decodes the shared keys of a map layer; an unknown source is reported with the declared ones.
    public init(style: LayerStyle) {
        let root = style.root
        source = style[Self.sourceProperty] ?? ""
        sourceLayer = style[Self.sourceLayerProperty]
        if let declaration = style.sources[source] {
            if declaration.isRaster {
                root.error("source", at: root.node("source"), "\"\(source)\" is a raster source, drawn by a \"raster\" layer; this layer draws "
                    + "the features of a GeoJSON or vector source")
            } else if declaration.isVector, sourceLayer == nil {
                root.log.report(code: .missingKey, at: root.location, keyPath: root.path("source-layer"),
                                "missing key \"source-layer\" (\"\(source)\" is a vector source: name the layer of its tiles to draw, such as \"water\")")
            } else if !declaration.isVector, sourceLayer != nil {
                root.error("source-layer", at: root.node("source-layer"),
                           "\"source-layer\" is for vector sources, and \"\(source)\" is a GeoJSON source: remove the key")
                sourceLayer = nil
            }
        } else if !source.isEmpty {
            let known = style.sources.keys.sorted()
            root.error("source", at: root.node("source"), code: .unknownSource, "unknown source \"\(source)\"; "
                + (known.isEmpty ? "declare it in the style's top-level \"sources\"" : "declared sources: " + known.joined(separator: ", ")))
        }
        filter = style[Self.filterProperty]
        minZoom = style[Self.minZoomProperty]
        maxZoom = style[Self.maxZoomProperty]
    }

    /// Whether the layer is drawn at a zoom level. A `minzoom` of 0 sets no lower limit (a card
    /// wider than the world at 512 points has a zoom below 0).
    public func isVisible(atZoom zoom: Double) -> Bool {
        (minZoom <= 0 || zoom >= minZoom) && zoom < maxZoom
    }

    /// The layer's source in a context, when the layer is drawn at the viewport's zoom.
    public func visibleSource(in context: LayerContext, viewport: Viewport) -> MapSource? {
        isVisible(atZoom: viewport.zoom) ? context.sources[source] : nil
    }

    /// The features of the layer's source (of its `source-layer`, for tiles) that pass its filter
    /// and may be visible in the canvas.
    func items(of source: MapSource, in canvas: MapCanvas) -> [MapCanvas.Item] {
        canvas.features(of: source, layer: sourceLayer, filter: filter)
    }

    /// A drawing of nodes from a source, crediting the source when anything was drawn.
    public func drawing(_ nodes: [SceneNode], from source: MapSource) -> LayerDrawing {
        LayerDrawing(nodes, credits: nodes.isEmpty ? [] : [source.attribution].compactMap { $0 })
    }
}
