import Foundation

/// An sRGB colour with alpha, each channel 0…1.
///
/// Style values: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r, g, b)`, `rgba(r, g, b, a)` and
/// the CSS colour names the built-in styles use (see `Color(css:)`).
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

    /// Parses a CSS colour string; `nil` when it is not one.
    public init?(css text: String) {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
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
        if value.hasPrefix("rgb"), value.hasSuffix(")"), let open = value.firstIndex(of: "(") {
            let name = value[..<open]
            let parts = value[value.index(after: open)..<value.index(before: value.endIndex)]
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let hasAlpha = name == "rgba"
            guard name == "rgb" || hasAlpha, parts.count == (hasAlpha ? 4 : 3) else { return nil }
            var channels: [Double] = []
            for part in parts.prefix(3) {
                guard let number = Double(part), number >= 0, number <= 255 else { return nil }
                channels.append(number / 255)
            }
            var alpha = 1.0
            if hasAlpha {
                guard let a = Double(parts[3]), a >= 0, a <= 1 else { return nil }
                alpha = a
            }
            self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
            return
        }
        guard let named = Color.named[value] else { return nil }
        self = named
    }

    /// The CSS names accepted besides hexadecimal and `rgb()` forms.
    public static let named: [String: Color] = [
        "black": .black, "white": .white, "transparent": .clear,
        "red": Color(r: 255, g: 0, b: 0), "green": Color(r: 0, g: 128, b: 0), "blue": Color(r: 0, g: 0, b: 255),
        "gray": Color(r: 128, g: 128, b: 128), "grey": Color(r: 128, g: 128, b: 128),
        "orange": Color(r: 255, g: 165, b: 0), "yellow": Color(r: 255, g: 255, b: 0),
        "purple": Color(r: 128, g: 0, b: 128), "navy": Color(r: 0, g: 0, b: 128),
        "teal": Color(r: 0, g: 128, b: 128), "silver": Color(r: 192, g: 192, b: 192),
    ]

    /// The same colour with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}
