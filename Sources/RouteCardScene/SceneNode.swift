/// One drawing node of a scene.
public indirect enum SceneNode: Sendable, Hashable {
    /// A group of nodes sharing an id, classes, a transform and an opacity (SVG `<g>`).
    case group(SceneGroup)
    /// A path (SVG `<path>`).
    case path(ScenePath)
    /// A circle (SVG `<circle>`).
    case circle(SceneCircle)
    /// A rectangle, optionally with rounded corners (SVG `<rect>`).
    case rect(SceneRect)
    /// A single line of text (SVG `<text>`).
    case text(SceneText)
    /// An embedded raster or vector image (SVG `<image>` with a `data:` URI).
    case image(SceneImage)
}
