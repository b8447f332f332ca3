import RouteCardGeo

/// A band along one canvas edge that a layer claims (a title block at the top, a stats panel at
/// the bottom): the fit keeps the route out of it, in addition to the canvas padding.
public struct ReservedBand: Sendable, Hashable {
    /// The canvas edge the band runs along.
    public enum Edge: String, Sendable, Hashable, CaseIterable {
        /// Along the top edge.
        case top
        /// Along the right edge.
        case right
        /// Along the bottom edge.
        case bottom
        /// Along the left edge.
        case left
    }

    /// The edge.
    public var edge: Edge
    /// How far the band reaches into the canvas from that edge, in points.
    public var depth: Double

    /// Creates a band.
    public init(edge: Edge, depth: Double) {
        self.edge = edge
        self.depth = depth
    }

    /// The padding the fit uses: `padding` grown on each edge by the deepest band there.
    public static func padding(_ padding: EdgeInsets, reserving bands: [ReservedBand]) -> EdgeInsets {
        func deepest(_ edge: Edge) -> Double {
            bands.reduce(0) { $1.edge == edge && $1.depth.isFinite ? max($0, $1.depth) : $0 }
        }
        return EdgeInsets(top: padding.top + deepest(.top), right: padding.right + deepest(.right),
                          bottom: padding.bottom + deepest(.bottom), left: padding.left + deepest(.left))
    }
}
