import CPNG

/// PNG images decoded with the system libpng's simplified API: every libpng call of the package
/// is in this file. Any PNG (palette, grey, 16-bit, interlaced) becomes straight 8-bit RGBA.
public enum PNGDecoder {
    /// The most pixels a tile may have: 4096 × 4096 (as ``WebPCodec/maxPixels``).
    public static let maxPixels = WebPCodec.maxPixels

    /// The image's RGBA pixels; `nil` when the bytes are not a PNG libpng can decode or it has
    /// more than ``maxPixels`` pixels.
    public static func decode(_ bytes: [UInt8]) -> RasterPixels? {
        bytes.withUnsafeBytes { input -> RasterPixels? in
            guard let base = input.baseAddress else { return nil }
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, base, input.count) != 0 else { return nil }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width * height <= maxPixels else {
                png_image_free(&image)
                return nil
            }
            image.format = routecard_png_format_rgba
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            let finished = rgba.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, Int32(width * 4), nil)
            }
            png_image_free(&image)
            guard finished != 0 else { return nil }
            return RasterPixels(width: width, height: height, rgba: rgba)
        }
    }
}
