import RouteCardGeo

/// One decoded layer of a style: its id, type name and implementation.
public struct StyleLayer: Sendable {
    /// The layer's `id`; the SVG group's id.
    public var id: String
    /// The layer's `type`; the SVG group's second class.
    public var type: String
    /// The decoded layer.
    public var layer: any CardLayer
    /// The layer's `schema`: the tile schema of its source (one of the source's `schemas`) it is
    /// written for; it draws only over tiles of that schema. `nil`: it draws whatever the schema.
    public var schema: String?
    /// The layer's `sport`: the sports it is drawn for (see ``SportSelection``); `nil`: every sport.
    public var sports: SportSelection?
    /// Decodes the layer's style entry again for a canvas short side; set when it uses relative
    /// lengths (`"4.5vmin"`), `nil` for layers made in code or with fixed lengths only.
    var redecode: (@Sendable (Double) -> (any CardLayer)?)?

    /// Creates a style layer.
    public init(id: String, type: String, layer: any CardLayer, schema: String? = nil) {
        self.id = id
        self.type = type
        self.layer = layer
        self.schema = schema
    }

    /// Whether the layer is drawn on a card of `sport` (its `sport` key names it, or it has none).
    public func isDrawn(for sport: Sport) -> Bool {
        sports?.includes(sport) ?? true
    }

    /// Decodes the layer again for a canvas short side when it uses relative lengths (else keeps it).
    mutating func resolveLengths(shortSide: Double) {
        if let redecode, let layer = redecode(shortSide) { self.layer = layer }
    }

    /// What the layer's type declares it does beyond drawing.
    public var capabilities: LayerCapabilities { Swift.type(of: layer).capabilities }

    /// What the layer asks of the fit on its own: the coordinates to keep in view.
    public func fitGroups(in context: LayerContext) -> [FitGroup] {
        PlacedLayer(self, context: context).fit
    }

    /// The canvas bands the layer reserves on its own.
    public func reservedBands(in context: LayerContext) -> [ReservedBand] {
        PlacedLayer(self, context: context).reserved
    }

    /// The layer placed and drawn on its own with a viewport (`context.credits` as given).
    public func drawing(in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        PlacedLayer(self, context: context).draw(context, viewport)
    }
}
