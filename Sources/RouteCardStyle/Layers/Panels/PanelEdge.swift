import RouteCardGeo

/// The canvas edge a panel (`stats`, `elevation-profile`) sits along, spanning the canvas width.
/// Layout key `position`.
///
/// A panel is placed against its edge `margin` points in, or, when layers before it in the style
/// already reserved bands on that edge, ``spacing`` beyond the deepest of them — so panels written
/// one after another stack up from the edge instead of overlapping. It reserves its band.
public enum PanelEdge: String, Sendable, Hashable, CaseIterable {
    /// Along the top edge.
    case top
    /// Along the bottom edge.
    case bottom

    /// Points between a panel and the band it stacks on.
    public static let spacing = 12.0

    /// The edge as a reserved band's.
    public var bandEdge: ReservedBand.Edge { self == .top ? .top : .bottom }

    /// The box of a panel `height` points tall, `margin` points in from the canvas sides and from
    /// its edge (or stacked on `reserved`, the bands already reserved).
    public func box(height: Double, margin: Double, canvas: CanvasStyle, stackingOn reserved: [ReservedBand]) -> CanvasBox {
        let taken = reserved.filter { $0.edge == bandEdge && $0.depth.isFinite }.map(\.depth).max() ?? 0
        let inset = taken > 0 ? max(margin, taken + Self.spacing) : margin
        let minY = self == .top ? inset : canvas.height - inset - height
        return CanvasBox(minX: margin, minY: minY, maxX: canvas.width - margin, maxY: minY + height)
    }

    /// The band a panel's box takes from this edge.
    public func band(covering box: CanvasBox, canvas: CanvasStyle) -> ReservedBand {
        ReservedBand(edge: bandEdge, depth: self == .top ? box.maxY : canvas.height - box.minY)
    }
}
