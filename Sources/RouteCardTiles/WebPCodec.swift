import CWebP

/// WebP images decoded and encoded with the system libwebp: every libwebp call of the package is in this file.
///
/// librsvg (through gdk-pixbuf) shows PNG and JPEG but not WebP, so WebP tiles are decoded here
/// and embedded as PNG (see ``TilePNGEncoder``); a card asked for as WebP is encoded here.
public enum WebPCodec {
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

    /// The pixels as a lossy WebP of `quality` (libwebp's 0…100 scale, alpha kept); `nil` if libwebp fails.
    public static func encode(_ pixels: RasterPixels, quality: Int) -> [UInt8]? {
        var output: UnsafeMutablePointer<UInt8>?
        let size = pixels.rgba.withUnsafeBufferPointer { input in
            WebPEncodeRGBA(input.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 4), Float(quality), &output)
        }
        defer { WebPFree(output) }
        guard size > 0, let output else { return nil }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
