/// The shape where two stroke segments meet (SVG `stroke-linejoin`, style key `line-join`).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// A sharp corner (cut at the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A flattened corner.
    case bevel
}
