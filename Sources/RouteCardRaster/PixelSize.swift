/// A raster size in whole pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of a canvas of `width`×`height` points at `scale` pixels per point: each side
    /// rounded to the nearest pixel (halves up), at least 1. `nil` when a side is not finite or
    /// would not fit in an `Int`.
    public init?(canvasWidth: Double, canvasHeight: Double, scale: Double) {
        let w = (canvasWidth * scale).rounded(.toNearestOrAwayFromZero)
        let h = (canvasHeight * scale).rounded(.toNearestOrAwayFromZero)
        guard w.isFinite, h.isFinite, w < 1e15, h < 1e15 else { return nil }
        self.init(width: max(1, Int(w)), height: max(1, Int(h)))
    }

    /// The number of pixels.
    public var count: Int { width * height }

    /// `WIDTH×HEIGHT`.
    public var description: String { "\(width)×\(height)" }
}
