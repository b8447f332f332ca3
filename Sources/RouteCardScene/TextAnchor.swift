/// Which part of a text line sits on its x position (SVG `text-anchor`).
public enum TextAnchor: String, Sendable, Hashable {
    /// The line starts at x.
    case start
    /// The line is centred on x.
    case middle
    /// The line ends at x.
    case end
}
