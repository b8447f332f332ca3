/// A filter applied to a group's rendering (SVG `<filter>`): the soft glow under a route, the
/// greyscale or brightness of raster tiles.
///
/// The writer defines each distinct filter once in `<defs>`, in sRGB (`color-interpolation-filters`,
/// so librsvg and browsers compute the same colours). A blur's region is in user space (so a thin
/// or straight line's blur is never cut at its bounding box): what the group draws, grown by three
/// standard deviations, inside the canvas — the whole canvas when that cannot be known (text,
/// images); a colour matrix's is the group's own box (images fill it).
public enum SceneFilter: Sendable, Hashable {
    /// A Gaussian blur (`feGaussianBlur`) with this standard deviation in points.
    case gaussianBlur(standardDeviation: Double)
    /// A colour matrix (`feColorMatrix type="matrix"`) over sRGB values.
    case colorMatrix(ColorMatrix)

    /// Whether the filter changes nothing (a zero blur, the identity matrix): the writer leaves it out.
    public var isIdentity: Bool {
        switch self {
        case .gaussianBlur(let deviation): deviation <= 0
        case .colorMatrix(let matrix): matrix.isIdentity
        }
    }
}
