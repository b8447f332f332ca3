import RouteCardGeo
import RouteCardScene

/// Builds the scene of a card: asks every layer what to keep in view, fits the viewport, then
/// collects each layer's nodes in a `<g id="LAYER-ID" class="layer TYPE">` group. Cannot fail.
public struct CardComposer: Sendable {
    /// Creates a composer.
    public init() {}

    /// The viewport a style's layers fit for a context; when they have nothing to fit and the
    /// context has a live region, the viewport shows that region's whole circle.
    public func viewport(for style: Style, context: LayerContext) -> Viewport {
        var groups = style.layers.flatMap { $0.layer.fitGroups(in: context) }
        // A live map without a route: the region's whole circle fixes the view (padding kept).
        if groups.isEmpty, let region = context.annotations.region { groups = [region.fitGroup] }
        return ViewportFitter.fit(groups, options: context.canvas.fitOptions)
    }

    /// The scene of a track drawn with a style.
    ///
    /// - Parameter title: replaces the track's name in `{name}`/`{title}` when given.
    public func scene(for track: Track, style: Style, title: String? = nil) -> Scene {
        let statistics = RouteStatistics(track: track)
        let context = LayerContext(track: track, statistics: statistics, canvas: style.canvas,
                                   tokens: TokenValues(track: track, statistics: statistics, units: style.units, title: title,
                                                       timeZone: style.timeZone))
        return scene(style: style, context: context)
    }

    /// The scene for a prepared context.
    public func scene(style: Style, context: LayerContext) -> Scene {
        scene(style: style, context: context, viewport: viewport(for: style, context: context))
    }

    /// The scene for a prepared context drawn with a viewport fitted before (a live map reuses
    /// one viewport for every frame).
    public func scene(style: Style, context: LayerContext, viewport: Viewport) -> Scene {
        let nodes = LayerNodeCollector.groups(for: style.layers, context: context, viewport: viewport)
        return Scene(size: context.canvas.size, title: context.tokens.values["title"], nodes: nodes)
    }
}
