/// A colour filter for a group: SVG's `feColorMatrix type="matrix"`, applied to sRGB values
/// (`color-interpolation-filters="sRGB"`, so librsvg and browsers give the same colours).
///
/// Each output channel is a weighted sum of the input's red, green, blue and alpha plus an
/// offset, every value 0…1: `R' = m[0]·R + m[1]·G + m[2]·B + m[3]·A + m[4]`, then the rows of
/// G', B' and A'.
public struct ColorMatrix: Sendable, Hashable {
    /// The 20 values, row by row (R', G', B', A'), five a row.
    public var values: [Double]

    /// A matrix from its 20 values (any other count gives the identity).
    public init(values: [Double]) {
        self.values = values.count == 20 ? values : Self.identity.values
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix(rows: [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0])

    private init(rows r: [Double], _ g: [Double], _ b: [Double], _ a: [Double]) {
        values = r + g + b + a
    }

    /// MapLibre's raster adjustments as one matrix: `saturation` −1…1 (−1 grey, 0 unchanged;
    /// each channel moves towards the mean of the three by `−saturation`, or away from it by
    /// `1 − 1/(1.001 − saturation)` above 0, as MapLibre's shader does), then the brightness
    /// range: 0 becomes `brightnessMin` and 1 becomes `brightnessMax`.
    public static func raster(saturation: Double, brightnessMin: Double, brightnessMax: Double) -> ColorMatrix {
        let factor = saturation > 0 ? 1 - 1 / (1.001 - saturation) : -saturation
        let range = brightnessMax - brightnessMin
        let own = (1 - factor + factor / 3) * range, other = factor / 3 * range
        return ColorMatrix(rows: [own, other, other, 0, brightnessMin], [other, own, other, 0, brightnessMin],
                           [other, other, own, 0, brightnessMin], [0, 0, 0, 1, 0])
    }

    /// Whether the matrix changes nothing.
    public var isIdentity: Bool { self == .identity }
}
