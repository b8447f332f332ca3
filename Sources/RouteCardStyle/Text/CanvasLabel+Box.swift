import RouteCardGeo

extension CanvasLabel {
    /// Where a box of `width` × `height` goes on a canvas with this placement's anchor: `offset`
    /// from the anchor point when given; otherwise `margin` in from the edges, and, on the top or
    /// bottom edge, `PanelEdge.spacing` beyond the deepest band `reserved` already takes there (so
    /// it stacks on a panel instead of covering it).
    public func box(width: Double, height: Double, canvas: CanvasStyle, stackingOn reserved: [ReservedBand]) -> CanvasBox {
        var dx = offset?[0] ?? (position.fractionX == 0 ? margin : position.fractionX == 1 ? -margin : 0)
        var dy = offset?[1] ?? (position.fractionY == 0 ? margin : position.fractionY == 1 ? -margin : 0)
        if offset == nil, position.fractionY != 0.5 {
            let edge: ReservedBand.Edge = position.fractionY == 0 ? .top : .bottom
            if let taken = reserved.filter({ $0.edge == edge && $0.depth.isFinite }).map(\.depth).max(), taken + PanelEdge.spacing > margin {
                dy = edge == .top ? taken + PanelEdge.spacing : -(taken + PanelEdge.spacing)
            }
        }
        if offset == nil, position.fractionX == 0.5 { dx = 0 }
        let origin = position.origin(of: width, height, at: position.fractionX * canvas.width + dx, position.fractionY * canvas.height + dy)
        return CanvasBox(x: origin.x, y: origin.y, width: width, height: height)
    }
}
