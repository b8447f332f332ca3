import RouteCardGeo

/// The keys every map layer (`fill`, `line`, `circle`) shares: `source` (a source id from the
/// style's `sources`; required), `filter` (legacy or expression form, see `FilterParser`;
/// default all features), `minzoom` and `maxzoom` (the layer is drawn when minzoom ≤ zoom < maxzoom;
/// defaults 0 and 24).
public struct MapLayerOptions: Sendable {
    /// The source id.
    public var source: String
    /// Which features are drawn; `nil` for all.
    public var filter: Expression?
    /// The smallest zoom level the layer is drawn at.
    public var minZoom: Double
    /// The zoom level from which the layer is no longer drawn.
    public var maxZoom: Double

    /// Decodes the shared keys of a map layer.
    public init(style: LayerStyle) {
        let root = style.root
        source = root.optionalString("source") ?? ""
        if !root.has("source") {
            root.log.report(code: .missingKey, at: root.location, keyPath: root.path("source"),
                            "missing key \"source\" (the id of a source in the style's \"sources\")")
        } else if !source.isEmpty, style.sources[source] == nil {
            let known = style.sources.keys.sorted()
            root.error("source", at: root.node("source"), code: .unknownSource, "unknown source \"\(source)\"; "
                + (known.isEmpty ? "declare it in the style's top-level \"sources\"" : "declared sources: " + known.joined(separator: ", ")))
        }
        if let node = root.node("filter") {
            filter = FilterParser(log: root.log).parse(node, keyPath: root.path("filter"))
        }
        minZoom = root.number("minzoom", default: 0, in: 0...24)
        maxZoom = root.number("maxzoom", default: 24, in: 0...24)
    }

    /// Whether the layer is drawn at a zoom level.
    public func isVisible(atZoom zoom: Double) -> Bool {
        zoom >= minZoom && zoom < maxZoom
    }
}
