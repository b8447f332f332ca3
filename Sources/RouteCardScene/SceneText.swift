import RouteCardGeo

/// One line of text (SVG `<text>`), positioned by its baseline.
public struct SceneText: Sendable, Hashable {
    /// The element id, if any.
    public var id: String?
    /// CSS classes.
    public var classes: [String]
    /// The text; written XML-escaped.
    public var text: String
    /// The anchor point on the baseline, in canvas points.
    public var position: CanvasPoint
    /// Which part of the line sits on `position.x`.
    public var anchor: TextAnchor
    /// The font.
    public var font: FontSpec
    /// The fill colour.
    public var fill: Color
    /// A halo drawn behind the glyphs (a stroke painted first), if any.
    public var halo: Stroke?
    /// Opacity 0…1; default 1.
    public var opacity: Double

    /// Creates a text node.
    public init(id: String? = nil, classes: [String] = [], text: String, position: CanvasPoint, anchor: TextAnchor = .start,
                font: FontSpec, fill: Color = .black, halo: Stroke? = nil, opacity: Double = 1) {
        self.id = id
        self.classes = classes
        self.text = text
        self.position = position
        self.anchor = anchor
        self.font = font
        self.fill = fill
        self.halo = halo
        self.opacity = opacity
    }
}
