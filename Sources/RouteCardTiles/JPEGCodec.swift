import CJPEG
#if canImport(Glibc)
import Glibc
#endif

/// JPEG images decoded and encoded with the system libjpeg (through the setjmp-safe wrappers in
/// `CJPEG/shim.h`): every libjpeg call of the package is in this file. Used to crop JPEG tiles
/// that stick out of a card, which are embedded as JPEG again, and for cards asked for as JPEG.
public enum JPEGCodec {
    /// The quality cropped JPEG tiles are written at (libjpeg's scale, 1…100).
    public static let quality = 90

    /// The image's pixels (RGBA, opaque); `nil` when libjpeg cannot decode it as RGB (CMYK, broken)
    /// or it has more than ``PNGDecoder/maxPixels`` pixels.
    public static func decode(_ bytes: [UInt8]) -> RasterPixels? {
        bytes.withUnsafeBufferPointer { input -> RasterPixels? in
            guard let base = input.baseAddress else { return nil }
            var width: Int32 = 0, height: Int32 = 0
            guard routecard_jpeg_decode_rgb(base, UInt(input.count), nil, 0, &width, &height) != 0, width > 0, height > 0,
                  Int(width) * Int(height) <= PNGDecoder.maxPixels else { return nil }
            let count = Int(width) * Int(height)
            var rgb = [UInt8](repeating: 0, count: count * 3)
            var decodedWidth: Int32 = 0, decodedHeight: Int32 = 0
            let decoded = rgb.withUnsafeMutableBufferPointer { out in
                routecard_jpeg_decode_rgb(base, UInt(input.count), out.baseAddress, UInt(out.count), &decodedWidth, &decodedHeight)
            }
            guard decoded != 0, decodedWidth == width, decodedHeight == height else { return nil }
            var rgba = [UInt8](repeating: 255, count: count * 4)
            for i in 0..<count {
                rgba[i * 4] = rgb[i * 3]
                rgba[i * 4 + 1] = rgb[i * 3 + 1]
                rgba[i * 4 + 2] = rgb[i * 3 + 2]
            }
            return RasterPixels(width: Int(width), height: Int(height), rgba: rgba)
        }
    }

    /// The pixels as a baseline JPEG of `quality` (libjpeg's 1…100; alpha is dropped, so give opaque
    /// pixels); `nil` if libjpeg fails.
    public static func encode(_ pixels: RasterPixels, quality: Int = quality) -> [UInt8]? {
        let count = pixels.width * pixels.height
        var rgb = [UInt8](repeating: 0, count: count * 3)
        for i in 0..<count {
            rgb[i * 3] = pixels.rgba[i * 4]
            rgb[i * 3 + 1] = pixels.rgba[i * 4 + 1]
            rgb[i * 3 + 2] = pixels.rgba[i * 4 + 2]
        }
        var out: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let encoded = rgb.withUnsafeBufferPointer { input in
            routecard_jpeg_encode_rgb(input.baseAddress, Int32(pixels.width), Int32(pixels.height), Int32(quality), &out, &size)
        }
        defer { free(out) }
        guard encoded != 0, let out else { return nil }
        return Array(UnsafeBufferPointer(start: out, count: Int(size)))
    }
}
