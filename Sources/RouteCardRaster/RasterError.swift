/// Why SVG bytes could not become a PNG or a PDF, or a PNG could not be read.
public enum RasterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// librsvg could not parse the SVG; the payload is librsvg's own message (from its `GError`).
    case invalidSVG(String)
    /// The SVG has no absolute `width` and `height`, so it has no size in pixels.
    case noIntrinsicSize
    /// The scale factor is not a finite number above 0.
    case invalidScale(Double)
    /// The output would exceed `Rasterizer.maxPixels` pixels or `Rasterizer.maxSide` pixels on a
    /// side; refused before any pixel memory is allocated.
    case tooLarge(width: Int, height: Int, maxPixels: Int, maxSide: Int)
    /// The raster images the SVG embeds (icons, sprite icons, map tiles; each distinct one once),
    /// with the output's pixels, would exceed `Rasterizer.maxPixels` once decoded, or one of them has
    /// a side over `Rasterizer.maxSide`; refused from the images' headers before any is decoded.
    /// `outputPixels` is 0 for a PDF.
    case imagesTooLarge(largest: EmbeddedImage, count: Int, imagePixels: Int, outputPixels: Int, maxPixels: Int)
    /// librsvg or cairo failed while drawing or encoding; the payload is their message.
    case renderFailed(String)
    /// Bytes given as a PNG could not be decoded; the payload says why.
    case invalidPNG(String)
    /// librsvg (with cairo and GLib) could not be loaded; the payload says why and how to install it.
    case libraryMissing(String)

    /// A one-line message.
    public var description: String {
        switch self {
        case .invalidSVG(let message):
            "cannot read the SVG: \(message)"
        case .noIntrinsicSize:
            "the SVG has no width and height in absolute units, so its size in pixels is unknown"
        case .invalidScale(let scale):
            "bad scale \(scale): expected a number above 0"
        case .tooLarge(let width, let height, let maxPixels, let maxSide):
            "the picture would be \(width)×\(height) pixels (\(Self.megapixels(width * height))), above the limit of "
                + "\(Self.megapixels(maxPixels)) and \(maxSide) pixels a side; lower the scale or the size"
        case .imagesTooLarge(let largest, let count, let imagePixels, let outputPixels, let maxPixels):
            (count == 1 ? "the embedded image, " : "the \(count) embedded images (the largest: ") + "\(largest)"
                + (count == 1 ? ", needs " : ") need ") + "\(Self.megapixels(imagePixels)) when decoded"
                + (outputPixels > 0 ? ", with the picture's \(Self.megapixels(outputPixels)) above" : ", above")
                + " the limit of \(Self.megapixels(maxPixels)); use smaller images or a higher pixel limit"
        case .renderFailed(let message):
            "cannot draw the SVG: \(message)"
        case .invalidPNG(let message):
            "cannot read the PNG: \(message)"
        case .libraryMissing(let message):
            "cannot load librsvg to draw pictures: \(message)"
        }
    }

    /// `pixels` in megapixels to a tenth, or as the whole count (`100,010,000 pixels`) when a tenth would
    /// round it onto a round number (so "100 megapixels above the limit of 100 megapixels" cannot be said).
    private static func megapixels(_ pixels: Int) -> String {
        let tenths = (Double(pixels) / 100_000).rounded()
        if pixels >= 1_000_000, Int(tenths) * 100_000 != pixels, Int(tenths) % 10 == 0, tenths < 1e12 {
            var digits = String(pixels), grouped = ""
            while digits.count > 3 {
                grouped = "," + digits.suffix(3) + grouped
                digits.removeLast(3)
            }
            return digits + grouped + " pixels"
        }
        guard tenths < 1e12 else { return "more than 100000 gigapixels" }
        guard pixels >= 1_000_000 else { return String((Double(pixels) / 10_000).rounded() / 100) + " megapixels" }
        let text = tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
        return text + " megapixels"
    }
}
