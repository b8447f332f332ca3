import Foundation

/// Space kept free inside each edge of the canvas, in points.
///
/// Style key: `canvas.padding`; CLI: `--padding` as 1, 2 or 4 comma-separated numbers in CSS order.
public struct EdgeInsets: Sendable, Hashable {
    /// Space below the top edge, in points.
    public var top: Double
    /// Space left of the right edge, in points.
    public var right: Double
    /// Space above the bottom edge, in points.
    public var bottom: Double
    /// Space right of the left edge, in points.
    public var left: Double

    /// Creates insets from the four sides in points.
    public init(top: Double, right: Double, bottom: Double, left: Double) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same inset on every side.
    public init(all value: Double) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// Creates insets from 1, 2 or 4 values in CSS order (all; vertical, horizontal; top, right, bottom, left).
    ///
    /// Returns `nil` for any other count or a negative or non-finite value.
    public init?(cssValues values: [Double]) {
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        switch values.count {
        case 1: self.init(all: values[0])
        case 2: self.init(top: values[0], right: values[1], bottom: values[0], left: values[1])
        case 4: self.init(top: values[0], right: values[1], bottom: values[2], left: values[3])
        default: return nil
        }
    }

    /// Parses `"40"`, `"40,24"` or `"60,40,40,40"` (points, CSS order); `nil` when malformed.
    public init?(cssString: String) {
        var values: [Double] = []
        for part in cssString.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(String(part).trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(value)
        }
        self.init(cssValues: values)
    }
}
