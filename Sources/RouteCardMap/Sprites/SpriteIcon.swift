/// One icon of a MapLibre sprite sheet: its rectangle in the sheet's pixels, its pixel ratio and
/// whether it is a signed-distance-field icon (tinted by `icon-color`), with its own pixels as PNG
/// once the sheet has been cut (`png`, empty until then).
public struct SpriteIcon: Sendable, Hashable {
    /// The left edge in the sheet, pixels.
    public var x: Int
    /// The top edge in the sheet, pixels.
    public var y: Int
    /// The width, pixels.
    public var width: Int
    /// The height, pixels.
    public var height: Int
    /// Sheet pixels per CSS pixel (2 in an `@2x` sheet).
    public var pixelRatio: Double
    /// Whether the icon is a signed distance field (drawn in `icon-color`).
    public var sdf: Bool
    /// The icon's pixels as a PNG file (empty until the sheet is cut).
    public var png: [UInt8]

    /// Creates an icon.
    public init(x: Int, y: Int, width: Int, height: Int, pixelRatio: Double = 1, sdf: Bool = false, png: [UInt8] = []) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.pixelRatio = pixelRatio
        self.sdf = sdf
        self.png = png
    }

    /// The width drawn at `icon-size` 1, points.
    public var pointWidth: Double { Double(width) / pixelRatio }
    /// The height drawn at `icon-size` 1, points.
    public var pointHeight: Double { Double(height) / pixelRatio }
}
