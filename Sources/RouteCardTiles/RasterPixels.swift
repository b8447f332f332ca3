/// A decoded image: 8-bit RGBA pixels, row by row from the top-left, not premultiplied.
public struct RasterPixels: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    /// Pixels of a size; `nil` unless `rgba` has exactly `width × height × 4` bytes.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
              rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The red, green, blue and alpha of the pixel at column `x`, row `y` (both in range).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }

    /// The pixels of columns `x` and rows `y` (both inside the image and not empty); `nil` otherwise.
    public func cropped(x: Range<Int>, y: Range<Int>) -> RasterPixels? {
        guard !x.isEmpty, !y.isEmpty, x.lowerBound >= 0, y.lowerBound >= 0, x.upperBound <= width, y.upperBound <= height else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(x.count * y.count * 4)
        for row in y { out += rgba[((row * width + x.lowerBound) * 4)..<((row * width + x.upperBound) * 4)] }
        return RasterPixels(width: x.count, height: y.count, rgba: out)
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }
    }
}
