/// One of the nine anchor positions of a box (MapLibre `icon-anchor` / `text-anchor` values).
///
/// For an icon, the part of the icon placed on the coordinate: `bottom` puts the bottom centre
/// on it (a pin's tip). For canvas text, the corner or edge of the canvas the text sits at.
public enum CanvasAnchor: String, Sendable, Hashable, CaseIterable {
    /// The centre.
    case center
    /// The middle of the left edge.
    case left
    /// The middle of the right edge.
    case right
    /// The middle of the top edge.
    case top
    /// The middle of the bottom edge.
    case bottom
    /// The top-left corner.
    case topLeft = "top-left"
    /// The top-right corner.
    case topRight = "top-right"
    /// The bottom-left corner.
    case bottomLeft = "bottom-left"
    /// The bottom-right corner.
    case bottomRight = "bottom-right"

    /// Horizontal position of the anchor in the box: 0 left, 0.5 centre, 1 right.
    public var fractionX: Double {
        switch self {
        case .left, .topLeft, .bottomLeft: 0
        case .center, .top, .bottom: 0.5
        case .right, .topRight, .bottomRight: 1
        }
    }

    /// Vertical position of the anchor in the box: 0 top, 0.5 middle, 1 bottom.
    public var fractionY: Double {
        switch self {
        case .top, .topLeft, .topRight: 0
        case .center, .left, .right: 0.5
        case .bottom, .bottomLeft, .bottomRight: 1
        }
    }

    /// The top-left corner of a box of `width` × `height` whose anchor is at `point`.
    public func origin(of width: Double, _ height: Double, at x: Double, _ y: Double) -> (x: Double, y: Double) {
        (x - fractionX * width, y - fractionY * height)
    }
}
