import RouteCardGeo
import RouteCardScene
import RouteCardText

/// Builds the scene of a card: places every layer (what to keep in view, which canvas bands to
/// keep clear), fits the viewport, then draws each layer with its placement in a
/// `<g id="LAYER-ID" class="layer TYPE">` group. Cannot fail.
///
/// Layers that read credits (`LayerCapabilities.readsCredits`, e.g. `attribution`) are drawn
/// after the others with their credits in the context; their group keeps its place in the order.
///
/// Labels never cover the route: before drawing, every layer's `obstacles` (the route's line
/// pieces, the markers' icons) and the reserved bands go into one `CollisionIndex`; then the
/// layers that place labels (`LayerCapabilities.placesLabels`) are drawn from the top of the
/// style down, each reading the index in `context.collisions` and adding the labels it placed.
///
/// A layer written for a tile schema (`StyleLayer.schema`) is drawn only over tiles of that schema
/// (`MapSource.schema`); the others are not in the scene. A layer written for some sports
/// (`StyleLayer.sports`) is not in the scene of a card of another sport.
///
/// A source whose data ends inside the canvas fades into the background there
/// (`MapEdgeFade`): the fade ends the group of the source's topmost map layer below the first
/// layer that is neither a map layer nor a `background` (so it is never over the route, markers
/// or text), as a `<g class="map-edge" data-source="ID">`.
public struct CardComposer: Sendable {
    /// Creates a composer.
    public init() {}

    /// The viewport a style's layers fit for a context; when they have nothing to fit and the
    /// context has a live region, the viewport shows that region's whole circle.
    public func viewport(for style: Style, context: LayerContext) -> Viewport {
        let context = Self.context(context, layers: style)
        return viewport(for: Self.place(style, context: context), context: context)
    }

    /// The context with the style's layers for the card's sport in it (`LayerContext.layers`) and
    /// the place its sources name (``withPlace(_:)``).
    static func context(_ context: LayerContext, layers style: Style) -> LayerContext {
        var context = withPlace(context)
        context.layers = style.layers.filter { $0.isDrawn(for: context.sport) }
        return context
    }

    /// The context with `{place}` (and an untitled card's title) from the settlement its loaded
    /// sources name nearest the route's start (``PlaceName``); unchanged when it has one already or
    /// none is near. (`CardRenderer` finds the place in the tiles around the start before the fit.)
    static func withPlace(_ context: LayerContext) -> LayerContext {
        guard context.tokens.values["place"] == nil, let place = PlaceName.of(context) else { return context }
        var context = context
        context.tokens = context.tokens.with(place: place)
        return context
    }

    /// The context's layers (the style's for the card's sport) placed in order, each seeing the
    /// bands the ones before it reserved.
    static func place(_ style: Style, context: LayerContext) -> [PlacedLayer] {
        var context = context
        var placed: [PlacedLayer] = []
        for layer in context.layers {
            let layer = PlacedLayer(layer, context: context)
            context.reservedBands += layer.reserved
            placed.append(layer)
        }
        return placed
    }

    /// The scene for a context, fitted to what its layers draw.
    public func scene(style: Style, context: LayerContext) -> Scene {
        let context = Self.context(context, layers: style)
        let placed = Self.place(style, context: context)
        return scene(placed, context: context, viewport: viewport(for: placed, context: context))
    }

    /// The scene for a context drawn with a viewport fitted before (a live map reuses one
    /// viewport for every frame).
    public func scene(style: Style, context: LayerContext, viewport: Viewport) -> Scene {
        let context = Self.context(context, layers: style)
        return scene(Self.place(style, context: context), context: context, viewport: viewport)
    }

    /// The scene for a context whose map data depends on the fitted viewport (vector tiles):
    /// the layers are placed and the viewport fitted as usual, then `sources` is called once with
    /// the viewport, and the layers draw with the sources it returns. Its error is the only one.
    public func scene<Failure: Error>(style: Style, context: LayerContext,
                                      sources: (Viewport) throws(Failure) -> MapSources) throws(Failure) -> Scene {
        let context = Self.context(context, layers: style)
        let placed = Self.place(style, context: context)
        let viewport = viewport(for: placed, context: context)
        var loaded = context
        loaded.sources = try sources(viewport)
        return scene(placed, context: loaded, viewport: viewport)
    }

    /// The canvas's camera view, else the view fitted to what the layers fit (a live map without
    /// a route: its region), inside the padding and the bands the layers reserve.
    private func viewport(for placed: [PlacedLayer], context: LayerContext) -> Viewport {
        if let camera = context.canvas.camera { return camera.viewport(size: context.canvas.size) }
        var groups = placed.flatMap(\.fit)
        // A live map without a route: the region's whole circle fixes the view (padding kept).
        if groups.isEmpty, let region = context.annotations.region { groups = [region.fitGroup] }
        var options = context.canvas.fitOptions
        options.padding = ReservedBand.padding(options.padding, reserving: placed.flatMap(\.reserved) + context.canvas.safeAreaBands)
        return ViewportFitter.fit(groups, options: options)
    }

    private func scene(_ placed: [PlacedLayer], context: LayerContext, viewport: Viewport) -> Scene {
        let placed = placed.filter { Self.draws($0.entry, over: context.sources) }
        var drawings = [LayerDrawing?](repeating: nil, count: placed.count)
        var credits: [String] = []
        func keep(_ drawing: LayerDrawing, at index: Int) {
            for credit in drawing.credits where !credit.isEmpty && !credits.contains(credit) { credits.append(credit) }
            drawings[index] = drawing
        }
        // A card whose WorkBudget has stopped draws no more layers (the engine then ends it).
        func stopped() -> Bool { WorkBudget.current?.isStopped == true }
        for (index, layer) in placed.enumerated() where !layer.readsCredits && !layer.placesLabels && !stopped() {
            keep(layer.draw(context, viewport), at: index)
        }
        if placed.contains(where: \.placesLabels) {
            var labelContext = context
            labelContext.collisions = collisionIndex(placed, context: context, viewport: viewport)
            for (index, layer) in placed.enumerated().reversed() where layer.placesLabels && !layer.readsCredits && !stopped() {
                let drawing = layer.draw(labelContext, viewport)
                labelContext.collisions.insert(contentsOf: drawing.collisions)
                keep(drawing, at: index)
            }
        }
        var creditContext = context
        creditContext.credits = credits
        for (index, layer) in placed.enumerated() where layer.readsCredits {
            drawings[index] = layer.draw(creditContext, viewport)
        }
        let fades = edgeFades(placed, drawings: drawings, context: context, viewport: viewport)
        let nodes = placed.enumerated().map { index, layer in
            SceneNode.group(SceneGroup(id: layer.entry.id, classes: ["layer", layer.entry.type],
                                       children: (drawings[index]?.nodes ?? []) + (fades[index] ?? [])))
        }
        return Scene(size: context.canvas.size, title: context.tokens.values["title"], nodes: nodes)
    }

    /// Whether a layer draws over the loaded sources: one written for a tile schema
    /// (`StyleLayer.schema`) only when its source's tiles follow that schema (`MapSource.schema`);
    /// the others are left out of the scene, group and all.
    static func draws(_ layer: StyleLayer, over sources: MapSources) -> Bool {
        guard let schema = layer.schema, let source = layer.layer.role.mapData?.source else { return true }
        return sources[source]?.schema == schema
    }

    /// The obstacles every label avoids: the layers' `obstacles` and the reserved bands (each a
    /// box from its edge across the canvas), in an index over the canvas.
    private func collisionIndex(_ placed: [PlacedLayer], context: LayerContext, viewport: Viewport) -> CollisionIndex {
        let size = context.canvas.size
        var index = CollisionIndex(bounds: CanvasBox(x: 0, y: 0, width: size.width, height: size.height))
        for band in placed.flatMap(\.reserved) where band.depth.isFinite && band.depth > 0 {
            let box: CanvasBox = switch band.edge {
            case .top: CanvasBox(minX: 0, minY: 0, maxX: size.width, maxY: band.depth)
            case .bottom: CanvasBox(minX: 0, minY: size.height - band.depth, maxX: size.width, maxY: size.height)
            case .left: CanvasBox(minX: 0, minY: 0, maxX: band.depth, maxY: size.height)
            case .right: CanvasBox(minX: size.width - band.depth, minY: 0, maxX: size.width, maxY: size.height)
            }
            index.insert(.box(box))
        }
        for layer in placed { index.insert(contentsOf: layer.obstacles(context, viewport)) }
        return index
    }

    /// The edge fades of the sources drawn, by the index of the layer whose group they end.
    private func edgeFades(_ placed: [PlacedLayer], drawings: [LayerDrawing?], context: LayerContext,
                           viewport: Viewport) -> [Int: [SceneNode]] {
        let roles = placed.map(\.entry.layer.role)
        let sourceOf = roles.map { $0.mapData?.source }
        let foreground = roles.indices.first { !roles[$0].drawsMap } ?? placed.count
        var fades: [Int: [SceneNode]] = [:]
        for (id, source) in context.sources.sources.sorted(by: { $0.key < $1.key }) where source.edge == .fade {
            let layers = placed.indices.filter { sourceOf[$0] == id }
            // Nothing of the source drawn (all its layers hidden at this zoom): nothing to fade.
            guard layers.contains(where: { !(drawings[$0]?.nodes.isEmpty ?? true) }),
                  let index = layers.last(where: { $0 < foreground }) ?? layers.last else { continue }
            let background = roles[..<index].compactMap(\.background).last
            let fade = MapEdgeFade(background: background?.fill ?? .color(.white), opacity: background?.opacity ?? 1,
                                   transparentCanvas: context.canvas.transparent)
            let nodes = fade.nodes(for: source, viewport: viewport)
            guard !nodes.isEmpty else { continue }
            fades[index, default: []].append(.group(SceneGroup(classes: ["map-edge"], data: ["source": id], children: nodes)))
        }
        return fades
    }
}
