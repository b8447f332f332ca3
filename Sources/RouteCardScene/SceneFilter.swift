/// A filter applied to a group's rendering (SVG `<filter>`), e.g. the soft glow under a route.
///
/// The writer defines each distinct filter once in `<defs>`, with the canvas as its region (user
/// space, so a thin or straight line's blur is never cut at its bounding box), and renders
/// colours in sRGB as browsers and librsvg both do by default for `color-interpolation-filters`.
public enum SceneFilter: Sendable, Hashable {
    /// A Gaussian blur (`feGaussianBlur`) with this standard deviation in points.
    case gaussianBlur(standardDeviation: Double)
}
