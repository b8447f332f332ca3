import RouteCardGeo

/// One vector tile read for a card: its features by source layer, its square, and which copy of
/// the world it is drawn in.
///
/// The features are clipped to the square (tiles carry a buffer around it, which is never drawn),
/// so neighbouring tiles meet without drawing anything twice.
public struct MapTile: Sendable {
    /// The tile's square in world units, in the main copy of the world (x 0…1).
    public var box: WorldBox
    /// Whole world widths added to the x of everything in the tile when it is drawn: −1 for a tile
    /// drawn left of the main world (across the antimeridian), 1 right of it, 0 normally.
    public var wrap: Int
    /// The features by layer name (what a map layer's `source-layer` names), in tile order.
    public var layers: [String: [MapFeature]]

    /// Creates a tile.
    public init(box: WorldBox, wrap: Int = 0, layers: [String: [MapFeature]]) {
        self.box = box
        self.wrap = wrap
        self.layers = layers
    }
}
