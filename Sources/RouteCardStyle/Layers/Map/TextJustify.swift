/// How the lines of a wrapped label line up (`text-justify`).
public enum TextJustify: String, Sendable, Hashable, CaseIterable {
    /// By the anchor: left for the left anchors, right for the right ones, centred otherwise.
    case auto
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right

    /// The horizontal fraction (0 left, ½ centre, 1 right) of each line within the label's box.
    public func fraction(for anchor: CanvasAnchor) -> Double {
        switch self {
        case .auto: anchor.fractionX
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
    }
}
