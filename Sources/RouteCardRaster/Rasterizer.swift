import Foundation
/// Turns SVG bytes into PNG or PDF bytes in memory with librsvg and cairo, in this process.
///
/// ```swift
/// let png = try Rasterizer().png(svg: svgBytes, scale: 2)
/// let pdf = try Rasterizer().pdf(svg: svgBytes)
/// ```
///
/// The SVG's `width` and `height` (unitless numbers are points) give the canvas. librsvg is given
/// no base URI, so the document can load nothing but the `data:` URIs it contains: no local file,
/// no network. Documents of any size are accepted (the handle is created with
/// `RSVG_HANDLE_FLAG_UNLIMITED`); the PNG's pixel count is limited instead. A `Rasterizer` holds
/// no C state and may be used from any number of threads at once.
public struct Rasterizer: Sendable {
    /// The default pixel limit: 100 megapixels (about 400 MB of pixel memory).
    public static let defaultMaxPixels = 100_000_000
    /// The largest side cairo can allocate: 32767 pixels.
    public static let maxSupportedSide = 32_767

    /// The most pixels a PNG may have; larger requests fail with `RasterError.tooLarge` before
    /// any pixel memory is allocated. Default `defaultMaxPixels` (100 megapixels).
    public var maxPixels: Int
    /// The longest side a PNG may have in pixels; default and upper bound `maxSupportedSide`.
    public var maxSide: Int

    /// The PNG encoder; default RouteCard's own at ``PNGCompression/fast``.
    public var pngWriter: PNGWriter

    /// How many horizontal bands a PNG is drawn in at once, each on its own thread with its own
    /// librsvg handle, each band's rows encoded as soon as it is drawn; `nil` (default) draws in
    /// one piece. Every band redoes the document's set-up — parsing, text layout, stroking, a
    /// blur over its whole region — so on the 2-core machine measured one band was faster for every
    /// card tried (see the README's benchmarks: 307 against 336 ms for the Helsinki map card at 2×,
    /// 753 against 1,019 ms for the Monaco card); bands can pay off on machines with many free
    /// cores for documents dominated by large fills. The pixels are the same either way (within
    /// one step in gradients), and so are the PNG's bytes.
    public var drawingBands: Int?

    /// The most threads one picture is drawn and encoded on; `nil` (default) uses every core.
    /// `batch` and `serve` give each of their workers a share of the cores.
    package var maxThreads: Int?

    /// Creates a rasterizer with limits and a PNG encoder (see the properties for defaults).
    public init(maxPixels: Int = Rasterizer.defaultMaxPixels, maxSide: Int = Rasterizer.maxSupportedSide,
                pngWriter: PNGWriter = .routecard(.fast)) {
        self.maxPixels = maxPixels
        self.maxSide = min(maxSide, Rasterizer.maxSupportedSide)
        self.pngWriter = pngWriter
    }

    /// Starts loading librsvg (with cairo, Pango and fontconfig, ~50 shared libraries) on another
    /// thread, so that the first picture does not wait for it: call it as soon as it is known that
    /// a picture will be drawn (the command line does, then reads the style and the route and
    /// writes the SVG meanwhile). Calling it again, or drawing before it is done, is safe.
    public static func preload() {
        DispatchQueue.global().async { _ = try? LibRsvg.functions() }
    }

    /// The canvas size of an SVG document in points (its `width` and `height`).
    public func canvasSize(svg: [UInt8]) throws(RasterError) -> (width: Double, height: Double) {
        try LibRsvg.intrinsicSize(svg: svg)
    }

    /// The PNG's pixel size for an SVG at a scale: canvas size × scale, each side rounded.
    public func pixelSize(svg: [UInt8], scale: Double) throws(RasterError) -> PixelSize {
        let canvas = try canvasSize(svg: svg)
        guard scale.isFinite, scale > 0,
              let size = PixelSize(canvasWidth: canvas.width, canvasHeight: canvas.height, scale: scale) else {
            throw .invalidScale(scale)
        }
        return size
    }

    /// PNG bytes of the SVG at `scale` pixels per point (1, 2, 3 or fractional; the layout is the
    /// same at every scale).
    ///
    /// - Parameters:
    ///   - scale: pixels per point; style key `canvas.scale`, typically 2.
    ///   - transparent: `false` (default) paints white under the document, `true` keeps
    ///     the pixels no element covers transparent; style key `canvas.transparent`.
    public func png(svg: [UInt8], scale: Double, transparent: Bool = false) throws(RasterError) -> [UInt8] {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let images = embeddedImages(svg: svg)
        // A second handle is parsed ahead only when it cannot hold a second copy of decoded images.
        return try LibRsvg.renderPNG(svg: svg, scale: scale, background: transparent ? nil : [1, 1, 1, 1], writer: pngWriter, bands: drawingBands,
                                     threads: maxThreads, parseAhead: images.isEmpty) {
            size throws(RasterError) -> Int? in
            try checkLimits(size, images: images)
            // Each drawing thread's librsvg handle decodes the images again (two for a picture drawn
            // by top-level element): draw in one piece when the copies would not fit.
            let imagePixels = Self.total(images), handles = drawingBands ?? 2
            return imagePixels > 0 && handles > 1 && imagePixels > (maxPixels - size.count) / handles ? 1 : nil
        }
    }

    /// Throws `RasterError.tooLarge` when a PNG of `size` would break `maxPixels` or `maxSide`.
    /// Callers that know the canvas early (the command line) check before doing any work.
    public func checkLimits(_ size: PixelSize) throws(RasterError) {
        guard size.width <= maxSide, size.height <= maxSide, size.width <= maxPixels / max(1, size.height) else {
            throw .tooLarge(width: size.width, height: size.height, maxPixels: maxPixels, maxSide: maxSide)
        }
    }

    /// The distinct raster images (`data:` URIs of PNG, JPEG, GIF, WebP or BMP images, also inside
    /// embedded SVG images) librsvg would decode to draw `svg`, each with its size from its header.
    public func embeddedImages(svg: [UInt8]) -> [EmbeddedImage] {
        EmbeddedImageScanner.images(in: svg)
    }

    /// Throws `RasterError.tooLarge` when a PNG of `size` would break the limits, and
    /// `RasterError.imagesTooLarge` when the `images` it embeds (see ``embeddedImages(svg:)``) would
    /// break them once decoded: their pixels count against `maxPixels` with the output's (`size`
    /// `nil` for a PDF, which has none), and no image may have a side over `maxSide`.
    public func checkLimits(_ size: PixelSize?, images: [EmbeddedImage]) throws(RasterError) {
        if let size { try checkLimits(size) }
        guard let largest = images.max(by: { $0.pixels < $1.pixels }) else { return }
        let output = size?.count ?? 0, imagePixels = Self.total(images)
        guard imagePixels > maxPixels - output || images.contains(where: { $0.size.width > maxSide || $0.size.height > maxSide }) else { return }
        let offender = images.first { $0.size.width > maxSide || $0.size.height > maxSide } ?? largest
        throw .imagesTooLarge(largest: offender, count: images.count, imagePixels: imagePixels, outputPixels: output, maxPixels: maxPixels)
    }

    /// The images' pixels added up, `Int.max` when that does not fit.
    private static func total(_ images: [EmbeddedImage]) -> Int {
        images.reduce(0) { sum, image in
            let (next, overflow) = sum.addingReportingOverflow(image.pixels)
            return overflow ? .max : next
        }
    }

    /// A one-page vector PDF of the SVG; the page is the canvas size in points (PDF points,
    /// 1/72 inch).
    ///
    /// - Parameters:
    ///   - transparent: `false` (default) paints a white page under the document.
    ///   - creationDate: the document's creation date, whole seconds since 1970 UTC; default
    ///     `nil`, the current time. A fixed date gives the same bytes for the same SVG.
    /// The raster images it embeds count against `maxPixels` (see ``checkLimits(_:images:)``).
    public func pdf(svg: [UInt8], transparent: Bool = false, creationDate: Int64? = nil) throws(RasterError) -> [UInt8] {
        try checkLimits(nil, images: embeddedImages(svg: svg))
        return try LibRsvg.renderPDF(svg: svg, background: transparent ? nil : [1, 1, 1, 1],
                              creationDate: creationDate.map(Self.iso8601))
    }

    /// `YYYY-MM-DDThh:mm:ssZ` for seconds since 1970 (proleptic Gregorian calendar, UTC).
    static func iso8601(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
