import Foundation
import RouteCardExpressions
import RouteCardText

/// A length on the card as a style writes it: points (`12` or `"12pt"`), or a share of the card's
/// short side (`"4.5vmin"`: 4.5 % of `min(width, height)`, as CSS's `vmin`), so one style works
/// from a 400-point thumbnail to a 1080×1920 story.
///
/// Every property whose spec has the unit `pt` (`PropertySpec.isLength`) accepts both forms, in
/// constants, arrays (`text-offset`) and expression outputs alike; the relative form is resolved
/// against the canvas the style is drawn on and then clamped into the property's range: a constant
/// kept as decoded (`StyleLength`) when the card is placed, other forms when the style is decoded
/// (and again whenever `Style.canvas` changes size).
public enum CardLength: Sendable, Hashable, CustomStringConvertible {
    /// A length in points.
    case points(Double)
    /// Percent of the canvas's short side (`min(width, height)`).
    case vmin(Double)

    /// The unit of lengths in `PropertySpec.unit`: properties with it accept relative lengths.
    public static let pointUnit = "pt"

    /// Parses `"12pt"`, `"4.5vmin"` (spaces around the number allowed); `nil` for anything else.
    public init?(text: String) {
        let trimmed = text.trimmingBlanks()
        let unit: String
        if trimmed.hasSuffix("vmin") { unit = "vmin" } else if trimmed.hasSuffix("pt") { unit = "pt" } else { return nil }
        let digits = trimmed.dropLast(unit.count).trimmingBlanks()
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
              let number = Double(digits), number.isFinite else { return nil }
        self = unit == "vmin" ? .vmin(number) : .points(number)
    }

    /// The length in points on a canvas whose short side is `shortSide` points.
    public func points(shortSide: Double) -> Double {
        switch self {
        case .points(let value): value
        case .vmin(let value): value / 100 * shortSide
        }
    }

    /// Whether the length depends on the canvas.
    public var isRelative: Bool {
        if case .vmin = self { return true }
        return false
    }

    /// `12pt`, `4.5vmin`.
    public var description: String {
        switch self {
        case .points(let value): SpecFormat.number(value) + "pt"
        case .vmin(let value): SpecFormat.number(value) + "vmin"
        }
    }

    /// What a length value looks like, for messages.
    static let expected = "a number of points or a length string such as \"4.5vmin\" or \"12pt\""
}
