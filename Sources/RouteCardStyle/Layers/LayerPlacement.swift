import RouteCardGeo

/// What a layer's placement pass returns: what must stay in view, the canvas bands to keep
/// clear, and the layer's own state for its drawing pass.
public struct LayerPlacement<State: Sendable>: Sendable {
    /// Coordinates to keep in view, each with its drawn box (see `FitGroup`).
    public var fit: [FitGroup]
    /// Bands along the canvas edges that the route must not enter (added to the padding).
    public var reserved: [ReservedBand]
    /// Handed to `draw(_:in:viewport:)` unchanged.
    public var state: State

    /// Creates a placement.
    public init(_ state: State, fit: [FitGroup] = [], reserved: [ReservedBand] = []) {
        self.state = state
        self.fit = fit
        self.reserved = reserved
    }
}
