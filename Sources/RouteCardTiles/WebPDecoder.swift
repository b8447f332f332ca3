import CWebP

/// WebP images decoded with the system libwebp: every libwebp call of the package is in this file.
///
/// librsvg (through gdk-pixbuf) shows PNG and JPEG but not WebP, so WebP tiles are decoded here
/// and embedded as PNG (see ``TilePNGEncoder``).
public enum WebPDecoder {
    /// The most pixels a tile may have: 4096 × 4096.
    public static let maxPixels = 4096 * 4096

    /// The image's RGBA pixels; `nil` when the bytes are not a WebP image libwebp can decode or
    /// it has more than ``maxPixels`` pixels.
    public static func decode(_ bytes: [UInt8]) -> RasterPixels? {
        bytes.withUnsafeBufferPointer { input -> RasterPixels? in
            guard let base = input.baseAddress else { return nil }
            var width: Int32 = 0, height: Int32 = 0
            guard WebPGetInfo(base, input.count, &width, &height) != 0, width > 0, height > 0,
                  Int(width) * Int(height) <= maxPixels else { return nil }
            let count = Int(width) * Int(height) * 4
            var rgba = [UInt8](repeating: 0, count: count)
            let decoded = rgba.withUnsafeMutableBufferPointer { out in
                WebPDecodeRGBAInto(base, input.count, out.baseAddress, count, Int32(width) * 4)
            }
            guard decoded != nil else { return nil }
            return RasterPixels(width: Int(width), height: Int(height), rgba: rgba)
        }
    }
}
