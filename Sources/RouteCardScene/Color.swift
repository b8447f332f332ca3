import Foundation
import RouteCardText

/// An sRGB colour with alpha, each channel 0…1.
///
/// Style values: every CSS colour form the MapLibre style specification allows (see `Color(css:)`).
public struct Color: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha (opacity), 0…1; 1 is opaque.
    public var alpha: Double

    /// Creates a colour from channels in 0…1 (values are clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A channel as a byte, 0…255 rounded: total for any value, as the channels are settable and a
    /// caller may store anything (NaN is 0, values outside 0…1 are clamped).
    public static func byte(_ channel: Double) -> UInt8 {
        guard !channel.isNaN else { return 0 }
        return UInt8((min(max(channel, 0), 1) * 255).rounded())
    }

    /// Creates a colour from 8-bit channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses a CSS colour string as MapLibre does; `nil` when it is not one.
    ///
    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` with numbers 0…255 or percentages and
    /// `hsl()`/`hsla()` (hue in degrees, wrapped), comma- or space-separated (`rgb(255 0 0 / 50%)`), values
    /// outside their range clamped; `transparent` and the 148 CSS named colours. Case and surrounding
    /// white space do not matter.
    public init?(css text: String) {
        let value = text.trimmingBlanks().lowercased()
        if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            let nibbles = digits.map { UInt8($0.hexDigitValue!) }
            let bytes: [UInt8]
            if digits.count <= 4 {
                bytes = nibbles.map { $0 * 17 }
            } else {
                bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
            }
            self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
            return
        }
        for (name, hsl) in [("rgba(", false), ("rgb(", false), ("hsla(", true), ("hsl(", true)] where value.hasPrefix(name) {
            guard value.hasSuffix(")"), let color = Color.cssFunction(value.dropFirst(name.count).dropLast(), hsl: hsl) else { return nil }
            self = color
            return
        }
        guard let named = Color.named[value] else { return nil }
        self = named
    }

    /// The same colour with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}
