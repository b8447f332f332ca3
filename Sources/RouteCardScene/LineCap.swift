/// The shape at the open ends of a stroke (SVG `stroke-linecap`, style key `line-cap`).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// Ends flat at the end point.
    case butt
    /// A half circle beyond the end point.
    case round
    /// A half square beyond the end point.
    case square
}
