import Foundation

extension Color {
    /// The CIE L\*a\*b\* coordinates (D65 white, L 0…100) of the colour, by the sRGB transfer curve and
    /// the sRGB→XYZ matrix, as MapLibre's `interpolate-lab` computes them.
    public var lab: (l: Double, a: Double, b: Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func f(_ t: Double) -> Double { t > Self.labT3 ? cbrt(t) : t / Self.labT2 + Self.labT0 }
        let r = linear(red), g = linear(green), b = linear(blue)
        let x = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / Self.whiteX)
        let y = f(0.2126729 * r + 0.7151522 * g + 0.0721750 * b)
        let z = f((0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / Self.whiteZ)
        return (max(0, 116 * y - 16), 500 * (x - y), 200 * (y - z))
    }

    /// A colour from CIE L\*a\*b\* coordinates (D65), clipped into sRGB.
    public init(lab l: Double, _ a: Double, _ b: Double, alpha: Double = 1) {
        func f(_ t: Double) -> Double { t > Self.labT1 ? t * t * t : Self.labT2 * (t - Self.labT0) }
        func gamma(_ c: Double) -> Double { c <= 0.00304 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let fy = (l + 16) / 116
        let x = Self.whiteX * f(fy + a / 500), y = f(fy), z = Self.whiteZ * f(fy - b / 200)
        self.init(red: gamma(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
                  green: gamma(-0.9692660 * x + 1.8760108 * y + 0.0415560 * z),
                  blue: gamma(0.0556434 * x - 0.2040259 * y + 1.0572252 * z), alpha: alpha)
    }

    /// The CIE LCh coordinates (hue in degrees, `nil` for a grey; chroma; lightness) of the colour.
    public var hcl: (h: Double?, c: Double, l: Double) {
        let (l, a, b) = lab
        let c = (a * a + b * b).squareRoot()
        guard (c * 10000).rounded() != 0 else { return (nil, c, l) }
        var h = atan2(b, a) * 180 / .pi
        if h < 0 { h += 360 }
        return (h, c, l)
    }

    /// D65 white's X and Z (Y is 1).
    private static let whiteX = 0.950470, whiteZ = 1.088830
    /// The L\*a\*b\* function's break points: 4/29, 6/29, 3·(6/29)², (6/29)³.
    private static let labT0 = 4.0 / 29, labT1 = 6.0 / 29, labT2 = 3 * (6.0 / 29) * (6.0 / 29), labT3 = (6.0 / 29) * (6.0 / 29) * (6.0 / 29)
}
