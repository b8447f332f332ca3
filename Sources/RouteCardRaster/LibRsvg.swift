import CRsvg
import Dispatch
import Foundation

/// Every call into librsvg, cairo, GIO and GLib, in one place.
///
/// The libraries are loaded on first use (`dlopen` of librsvg, whose dependencies bring cairo,
/// GIO and GLib), not at start-up: writing SVG or running `info` maps none of them. Each function
/// is looked up once with `dlsym` and called through a pointer of the type of its real prototype.
///
/// Each function owns the C objects it creates and releases them with `defer` on every path
/// (`g_object_unref` for the stream and the handle, `cairo_destroy`/`cairo_surface_destroy`,
/// `g_error_free`), so no handle outlives the call that made it. librsvg is given no base file or
/// URI, so it resolves no relative reference and loads no `file:` or network resource: only
/// `data:` URIs inside the document are read.
enum LibRsvg {
    /// Largest side cairo's image surfaces accept.
    static let cairoMaxSide = 32_767

    /// The soname loaded on first use (Debian's `librsvg2-2`).
    static let libraryName = "librsvg-2.so.2"

    /// The functions RouteCardRaster calls, looked up in librsvg and the libraries it depends on.
    struct Functions: @unchecked Sendable {
        let rsvgHandleNewFromStreamSync: routecard_rsvg_handle_new_from_stream_sync_t
        let rsvgHandleGetIntrinsicSizeInPixels: routecard_rsvg_handle_get_intrinsic_size_in_pixels_t
        let rsvgHandleRenderDocument: routecard_rsvg_handle_render_document_t
        let rsvgHandleRenderLayer: routecard_rsvg_handle_render_layer_t
        let gMemoryInputStreamNewFromData: routecard_g_memory_input_stream_new_from_data_t
        let gObjectUnref: routecard_g_object_unref_t
        let gErrorFree: routecard_g_error_free_t
        let cairoImageSurfaceCreate: routecard_cairo_image_surface_create_t
        let cairoImageSurfaceCreateForData: routecard_cairo_image_surface_create_for_data_t
        let cairoImageSurfaceCreateFromPngStream: routecard_cairo_image_surface_create_from_png_stream_t
        let cairoImageSurfaceGetFormat: routecard_cairo_image_surface_get_format_t
        let cairoImageSurfaceGetWidth: routecard_cairo_image_surface_get_width_t
        let cairoImageSurfaceGetHeight: routecard_cairo_image_surface_get_height_t
        let cairoImageSurfaceGetStride: routecard_cairo_image_surface_get_stride_t
        let cairoImageSurfaceGetData: routecard_cairo_image_surface_get_data_t
        let cairoPdfSurfaceCreateForStream: routecard_cairo_pdf_surface_create_for_stream_t
        let cairoPdfSurfaceSetMetadata: routecard_cairo_pdf_surface_set_metadata_t
        let cairoSurfaceStatus: routecard_cairo_surface_status_t
        let cairoSurfaceDestroy: routecard_cairo_surface_destroy_t
        let cairoSurfaceFlush: routecard_cairo_surface_flush_t
        let cairoSurfaceFinish: routecard_cairo_surface_finish_t
        let cairoSurfaceMarkDirty: routecard_cairo_surface_mark_dirty_t
        let cairoSurfaceWriteToPngStream: routecard_cairo_surface_write_to_png_stream_t
        let cairoStatusToString: routecard_cairo_status_to_string_t
        let cairoCreate: routecard_cairo_create_t
        let cairoDestroy: routecard_cairo_destroy_t
        let cairoStatus: routecard_cairo_status_t
        let cairoSetSourceRgba: routecard_cairo_set_source_rgba_t
        let cairoPaint: routecard_cairo_paint_t
        let cairoSetSourceSurface: routecard_cairo_set_source_surface_t
        let cairoRectangle: routecard_cairo_rectangle_t
        let cairoClip: routecard_cairo_clip_t
        let cairoTranslate: routecard_cairo_translate_t

        /// Opens librsvg (and with it cairo, GIO and GLib) and looks every function up.
        init() throws(RasterError) {
            guard let library = dlopen(LibRsvg.libraryName, RTLD_NOW | RTLD_LOCAL) else {
                let reason = dlerror().map { String(cString: $0) } ?? "not found"
                throw .libraryMissing("\(reason) (on Debian: apt-get install librsvg2-2)")
            }
            func symbol<T>(_ name: String) throws(RasterError) -> T {
                guard let address = dlsym(library, name) else { throw .libraryMissing("\(LibRsvg.libraryName) has no \(name)") }
                return unsafeBitCast(address, to: T.self)
            }
            rsvgHandleNewFromStreamSync = try symbol("rsvg_handle_new_from_stream_sync")
            rsvgHandleGetIntrinsicSizeInPixels = try symbol("rsvg_handle_get_intrinsic_size_in_pixels")
            rsvgHandleRenderDocument = try symbol("rsvg_handle_render_document")
            rsvgHandleRenderLayer = try symbol("rsvg_handle_render_layer")
            gMemoryInputStreamNewFromData = try symbol("g_memory_input_stream_new_from_data")
            gObjectUnref = try symbol("g_object_unref")
            gErrorFree = try symbol("g_error_free")
            cairoImageSurfaceCreate = try symbol("cairo_image_surface_create")
            cairoImageSurfaceCreateForData = try symbol("cairo_image_surface_create_for_data")
            cairoImageSurfaceCreateFromPngStream = try symbol("cairo_image_surface_create_from_png_stream")
            cairoImageSurfaceGetFormat = try symbol("cairo_image_surface_get_format")
            cairoImageSurfaceGetWidth = try symbol("cairo_image_surface_get_width")
            cairoImageSurfaceGetHeight = try symbol("cairo_image_surface_get_height")
            cairoImageSurfaceGetStride = try symbol("cairo_image_surface_get_stride")
            cairoImageSurfaceGetData = try symbol("cairo_image_surface_get_data")
            cairoPdfSurfaceCreateForStream = try symbol("cairo_pdf_surface_create_for_stream")
            cairoPdfSurfaceSetMetadata = try symbol("cairo_pdf_surface_set_metadata")
            cairoSurfaceStatus = try symbol("cairo_surface_status")
            cairoSurfaceDestroy = try symbol("cairo_surface_destroy")
            cairoSurfaceFlush = try symbol("cairo_surface_flush")
            cairoSurfaceFinish = try symbol("cairo_surface_finish")
            cairoSurfaceMarkDirty = try symbol("cairo_surface_mark_dirty")
            cairoSurfaceWriteToPngStream = try symbol("cairo_surface_write_to_png_stream")
            cairoStatusToString = try symbol("cairo_status_to_string")
            cairoCreate = try symbol("cairo_create")
            cairoDestroy = try symbol("cairo_destroy")
            cairoStatus = try symbol("cairo_status")
            cairoSetSourceRgba = try symbol("cairo_set_source_rgba")
            cairoPaint = try symbol("cairo_paint")
            cairoSetSourceSurface = try symbol("cairo_set_source_surface")
            cairoRectangle = try symbol("cairo_rectangle")
            cairoClip = try symbol("cairo_clip")
            cairoTranslate = try symbol("cairo_translate")
        }
    }

    /// The loaded functions, or why they could not be loaded (tried once, on first use). Once
    /// loaded, fontconfig reads its configuration and font caches (~12 ms) on another thread while
    /// this one parses the document, instead of when the first text is drawn.
    private static let loaded: Result<Functions, RasterError> = Result { () throws(RasterError) in
        let functions = try Functions()
        DispatchQueue.global().async { Fontconfig.initialize() }
        return functions
    }

    /// The functions, loading librsvg the first time.
    static func functions() throws(RasterError) -> Functions { try loaded.get() }

    /// Whether librsvg is mapped into this process yet (tests check SVG-only work never loads it).
    static var isLoaded: Bool {
        dlopen(libraryName, RTLD_NOW | RTLD_NOLOAD).map { dlclose($0); return true } ?? false
    }

    // MARK: SVG → PNG / PDF

    /// Parses the SVG and returns its size in pixels as librsvg's
    /// `rsvg_handle_get_intrinsic_size_in_pixels` reports it: unitless lengths are pixels (which
    /// are RouteCard's points); lengths with units use librsvg's default of 90 dpi (a `300pt`
    /// side is 375 px, see `LayeredDrawingTests`).
    static func intrinsicSize(svg: [UInt8]) throws(RasterError) -> (width: Double, height: Double) {
        try withHandle(svg) { handle throws(RasterError) in try size(of: handle) }
    }

    /// Renders the SVG at `scale` pixels per point into an ARGB image surface and encodes it as PNG
    /// with `writer`.
    ///
    /// `background` (straight RGBA, 0…1) is painted first; `nil` leaves the canvas transparent.
    /// `admit` checks the pixel size (and the embedded images) against the caller's limits before
    /// the surface is allocated, and may return 1 to draw in one piece on one thread (when the
    /// images' copies would not fit once per drawing thread). `requested` bands (default one) are
    /// drawn at once; `threads` (default every core) bounds the threads encoding it.
    static func renderPNG(svg: [UInt8], scale: Double, background: [Double]?, writer: PNGWriter, bands requested: Int? = nil,
                          threads: Int? = nil, parseAhead: Bool = false,
                          admit: (PixelSize) throws(RasterError) -> Int?) throws(RasterError) -> [UInt8] {
        let cores = max(1, threads ?? ProcessInfo.processInfo.activeProcessorCount)
        // A picture that will be drawn in two halves has its second handle parsed on another core
        // while this thread parses the first: the second half then starts drawing with the first.
        var elements: TopLevelElements?
        var ahead: ParsedAhead?
        if requested == nil, cores >= 2 {
            elements = TopLevelElements(svg)
            if parseAhead, let declared = elements?.declaredSize,
               (declared.width * scale) * (declared.height * scale) >= Double(layeredDrawingPixels) {
                ahead = ParsedAhead(svg)
            }
        }
        defer { ahead?.finish() }
        return try withHandle(svg) { handle throws(RasterError) in
            let canvas = try size(of: handle)
            guard let pixels = PixelSize(canvasWidth: canvas.width, canvasHeight: canvas.height, scale: scale) else {
                throw .invalidScale(scale)
            }
            let admitted = try admit(pixels)
            guard pixels.width <= cairoMaxSide, pixels.height <= cairoMaxSide else {
                throw .tooLarge(width: pixels.width, height: pixels.height, maxPixels: pixels.count, maxSide: cairoMaxSide)
            }
            let stride = pixels.width * 4   // cairo's stride for ARGB32: whole 32-bit words, no padding
            return try withPixelMemory(stride * pixels.height, named: "a \(pixels) image") { data throws(RasterError) in
                let pieces = PNGEncoder.pieces(width: pixels.width, height: pixels.height)
                let bands = max(1, min(admitted ?? requested ?? 1, pixels.height))
                // Over an opaque background every pixel is opaque (RGB), so a band's rows can be
                // encoded as soon as they are drawn, while the other bands are still drawing.
                var encoding: PNGCompression?
                if case .routecard(let compression) = writer, bands > 1, background?.last == 1 { encoding = compression }
                var encodedPieces: [PNGEncoder.Piece]?
                if admitted == nil, pixels.count >= layeredDrawingPixels, let elements {
                    try drawLayered(svg, first: handle, second: ahead, elements: elements, into: data, stride: stride, pixels: pixels,
                                    background: background)
                } else {
                    let job = BandJob(svg: svg, first: handle, data: data, stride: stride, pixels: pixels, background: background,
                                      bands: bands, pieces: pieces, encoding: encoding)
                    DispatchQueue.concurrentPerform(iterations: bands) { job.run(band: $0) }
                    if let failure = job.failures.first(where: { $0 != nil }) ?? nil { throw failure }
                    encodedPieces = job.encodedPieces()
                }
                switch writer {
                case .routecard(let compression):
                    if let pieces = encodedPieces {
                        return PNGEncoder.file(pieces, width: pixels.width, height: pixels.height, alpha: false, compression: compression)
                    }
                    return PNGEncoder.encode(argb: data, width: pixels.width, height: pixels.height, stride: stride,
                                             compression: compression, threads: cores)
                case .cairo:
                    return try withSurface(over: data, width: pixels.width, rows: pixels.height, stride: stride) {
                        surface throws(RasterError) in try pngBytes(of: surface)
                    }
                }
            }
        }
    }

    /// Pictures of at least this many pixels are drawn on two threads, split by top-level element.
    static let layeredDrawingPixels = 1_000_000

    /// Draws the document on two threads, each drawing whole top-level elements: the first
    /// thread the background and the elements before `elements.splitIndex()` into `data`, the
    /// second (its own handle: `second` when it was parsed ahead, else parsed now) the rest onto a
    /// transparent picture of its own, which is then composited over the first (`OVER`, as drawing
    /// them in place would: in exact arithmetic the same, in 8-bit premultiplied colour within a
    /// step or two where both are translucent). No element is drawn twice, unlike bands, which
    /// each redo the whole document's set-up.
    static func drawLayered(_ svg: [UInt8], first: OpaquePointer, second: ParsedAhead?, elements: TopLevelElements,
                                    into data: UnsafeMutablePointer<UInt8>, stride: Int, pixels: PixelSize,
                                    background: [Double]?) throws(RasterError) {
        let split = elements.splitIndex()
        let below = elements.elements[..<split].map(\.id), above = elements.elements[split...].map(\.id)
        let job = LayerJob(svg: svg, first: first, data: data, layers: [below, above], stride: stride,
                           pixels: pixels, background: background)
        if let second {
            // The second half on the thread that parsed its handle, the first on this one.
            second.run { handle in job.run(part: 1, handle: handle) }
            job.run(part: 0)
            second.finish()
        } else {
            DispatchQueue.concurrentPerform(iterations: 2) { job.run(part: $0) }
        }
        if let failure = job.failures.first(where: { $0 != nil }) ?? nil { throw failure }
        guard let overlay = job.overlay else { throw .renderFailed("the second half drew nothing") }
        let c = try functions()
        try withSurface(over: data, width: pixels.width, rows: pixels.height, stride: stride) { target throws(RasterError) in
            try withSurface(over: overlay.bytes, width: pixels.width, rows: pixels.height, stride: stride) { source throws(RasterError) in
                guard let context = c.cairoCreate(target) else { throw .renderFailed("cairo could not create a context") }
                defer { c.cairoDestroy(context) }
                c.cairoSetSourceSurface(context, source, 0, 0)
                c.cairoPaint(context)
                try check(c.cairoStatus(context), "compositing")
                c.cairoSurfaceFlush(target)
            }
        }
    }





    /// Runs `body` with `bytes` of zeroed pixel memory (``PixelMemory``), unmapped right after.
    private static func withPixelMemory<T>(_ bytes: Int, named image: String,
                                           _ body: (UnsafeMutablePointer<UInt8>) throws(RasterError) -> T) throws(RasterError) -> T {
        let memory = try PixelMemory(bytes, named: image)
        return try withExtendedLifetime(memory) { () throws(RasterError) in try body(memory.bytes) }
    }

    /// Releases a handle made by ``openHandle(_:)``.
    static func release(_ handle: OpaquePointer) {
        if let c = try? functions() { c.gObjectUnref(UnsafeMutableRawPointer(handle)) }
    }

    /// Writes what cairo still holds of its drawing into the surface's memory.
    static func flush(_ surface: OpaquePointer) throws(RasterError) {
        try functions().cairoSurfaceFlush(surface)
    }

    /// Runs `body` with a cairo ARGB32 surface over `rows` rows of `data`, destroyed afterwards.
    static func withSurface<T>(over data: UnsafeMutablePointer<UInt8>, width: Int, rows: Int, stride: Int,
                                       _ body: (OpaquePointer) throws(RasterError) -> T) throws(RasterError) -> T {
        let c = try functions()
        guard let surface = c.cairoImageSurfaceCreateForData(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows), Int32(stride))
        else { throw .renderFailed("cairo could not create an image surface") }
        defer { c.cairoSurfaceDestroy(surface) }
        try check(c.cairoSurfaceStatus(surface), "creating an image surface")
        return try body(surface)
    }

    /// Renders the SVG as one vector PDF page of the canvas size in points (1 SVG unit = 1 pt).
    /// `creationDate` (ISO 8601, e.g. `2026-05-16T06:30:00Z`) replaces cairo's "now" in the
    /// document information, which makes the bytes reproducible.
    static func renderPDF(svg: [UInt8], background: [Double]?, creationDate: String?) throws(RasterError) -> [UInt8] {
        let c = try functions()
        return try withHandle(svg) { handle throws(RasterError) in
            let canvas = try size(of: handle)
            let sink = ByteStream()
            return try withExtendedLifetime(sink) { () throws(RasterError) -> [UInt8] in
                guard let surface = c.cairoPdfSurfaceCreateForStream(writeToStream, Unmanaged.passUnretained(sink).toOpaque(),
                                                                        canvas.width, canvas.height)
                else { throw .renderFailed("cairo could not create a PDF surface") }
                defer { c.cairoSurfaceDestroy(surface) }
                try check(c.cairoSurfaceStatus(surface), "creating the PDF")
                c.cairoPdfSurfaceSetMetadata(surface, CAIRO_PDF_METADATA_CREATOR, "routecard")
                if let creationDate {
                    c.cairoPdfSurfaceSetMetadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, creationDate)
                }
                try draw(handle, on: surface, width: canvas.width, height: canvas.height, background: background)
                c.cairoSurfaceFinish(surface)   // writes the rest of the document into `sink`
                try check(c.cairoSurfaceStatus(surface), "writing the PDF")
                return sink.bytes
            }
        }
    }

    // MARK: PNG ↔ pixels

    /// Decodes PNG bytes into straight-alpha RGBA rows with cairo's PNG reader.
    static func decodePNG(_ bytes: [UInt8]) throws(RasterError) -> PixelImage {
        let c = try functions()
        let source = ByteStream(bytes)
        let created: OpaquePointer? = withExtendedLifetime(source) {
            c.cairoImageSurfaceCreateFromPngStream(readFromStream, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface = created else { throw .invalidPNG("cairo returned no surface") }
        defer { c.cairoSurfaceDestroy(surface) }
        let status = c.cairoSurfaceStatus(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .invalidPNG(statusText(status, c)) }
        let format = c.cairoImageSurfaceGetFormat(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw .invalidPNG("unsupported pixel format \(format.rawValue)")
        }
        c.cairoSurfaceFlush(surface)
        let width = Int(c.cairoImageSurfaceGetWidth(surface))
        let height = Int(c.cairoImageSurfaceGetHeight(surface))
        let stride = Int(c.cairoImageSurfaceGetStride(surface))
        guard let data = c.cairoImageSurfaceGetData(surface) else { throw .invalidPNG("no pixel data") }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let opaque = format == CAIRO_FORMAT_RGB24
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let argb = row[x]   // native-endian 0xAARRGGBB, premultiplied
                let alpha = opaque ? 255 : Int(argb >> 24)
                func straight(_ value: Int) -> UInt8 {
                    alpha == 0 || alpha == 255 ? UInt8(value) : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                }
                let offset = (y * width + x) * 4
                rgba[offset] = straight(Int(argb >> 16 & 0xFF))
                rgba[offset + 1] = straight(Int(argb >> 8 & 0xFF))
                rgba[offset + 2] = straight(Int(argb & 0xFF))
                rgba[offset + 3] = UInt8(alpha)
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// Encodes straight-alpha RGBA pixels as PNG with cairo's PNG writer.
    static func encodePNG(_ image: PixelImage) throws(RasterError) -> [UInt8] {
        let c = try functions()
        guard image.width > 0, image.height > 0, image.width <= cairoMaxSide, image.height <= cairoMaxSide,
              image.rgba.count == image.width * image.height * 4 else {
            throw .invalidPNG("cannot encode a \(image.width)×\(image.height) image with \(image.rgba.count) bytes")
        }
        return try withImageSurface(width: image.width, height: image.height, named: "an image") { surface throws(RasterError) in
            c.cairoSurfaceFlush(surface)
            let stride = Int(c.cairoImageSurfaceGetStride(surface))
            guard let data = c.cairoImageSurfaceGetData(surface) else { throw .renderFailed("no pixel data") }
            image.rgba.withUnsafeBufferPointer { rgba in
                for y in 0..<image.height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<image.width {
                        let offset = (y * image.width + x) * 4
                        let alpha = UInt32(rgba[offset + 3])
                        func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                        row[x] = alpha << 24 | premultiplied(rgba[offset]) << 16 | premultiplied(rgba[offset + 1]) << 8
                            | premultiplied(rgba[offset + 2])
                    }
                }
            }
            c.cairoSurfaceMarkDirty(surface)
            return try pngBytes(of: surface)
        }
    }

    // MARK: Helpers

    /// Creates a librsvg handle from the SVG bytes through a memory stream, with
    /// `RSVG_HANDLE_FLAG_UNLIMITED` (large documents and long attributes) and no base file, runs
    /// `body`, and releases the handle whatever happens.
    static func withHandle<T>(_ svg: [UInt8], _ body: (OpaquePointer) throws(RasterError) -> T)
        throws(RasterError) -> T {
        let handle = try openHandle(svg)
        defer { if let c = try? functions() { c.gObjectUnref(UnsafeMutableRawPointer(handle)) } }
        return try body(handle)
    }

    /// A new librsvg handle of the SVG bytes, as ``withHandle(_:_:)`` makes it; the caller unrefs it.
    static func openHandle(_ svg: [UInt8]) throws(RasterError) -> OpaquePointer {
        let c = try functions()
        var error: UnsafeMutablePointer<GError>?
        let handle: OpaquePointer? = svg.withUnsafeBytes { buffer -> OpaquePointer? in
            // The stream only borrows the bytes (no destroy function): the handle reads all of them
            // before `rsvg_handle_new_from_stream_sync` returns, and the stream is released right after.
            guard let stream = c.gMemoryInputStreamNewFromData(buffer.baseAddress, buffer.count, nil) else { return nil }
            defer { c.gObjectUnref(UnsafeMutableRawPointer(stream)) }
            return c.rsvgHandleNewFromStreamSync(stream, nil, Int32(RSVG_HANDLE_FLAG_UNLIMITED), nil, &error)
        }
        guard let handle else { throw .invalidSVG(consume(&error, c) ?? "librsvg returned no handle") }
        return handle
    }

    /// Creates an ARGB image surface of `width`×`height` pixels, runs `body`, and destroys the
    /// surface whatever happens; `image` names it in messages ("a 1600×1200 image").
    private static func withImageSurface<T>(width: Int, height: Int, named image: String,
                                            _ body: (OpaquePointer) throws(RasterError) -> T) throws(RasterError) -> T {
        let c = try functions()
        guard let surface = c.cairoImageSurfaceCreate(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { throw .renderFailed("cairo could not create \(image)") }
        defer { c.cairoSurfaceDestroy(surface) }
        try check(c.cairoSurfaceStatus(surface), "creating \(image)")
        return try body(surface)
    }

    /// The image surface encoded as PNG by cairo's PNG writer.
    private static func pngBytes(of surface: OpaquePointer) throws(RasterError) -> [UInt8] {
        let c = try functions()
        let sink = ByteStream()
        let status = withExtendedLifetime(sink) {
            c.cairoSurfaceWriteToPngStream(surface, writeToStream, Unmanaged.passUnretained(sink).toOpaque())
        }
        try check(status, "encoding the PNG")
        return sink.bytes
    }

    /// The document's intrinsic size in pixels.
    private static func size(of handle: OpaquePointer) throws(RasterError) -> (width: Double, height: Double) {
        let c = try functions()
        var width = 0.0, height = 0.0
        guard c.rsvgHandleGetIntrinsicSizeInPixels(handle, &width, &height) != 0,
              width.isFinite, height.isFinite, width > 0, height > 0 else { throw .noIntrinsicSize }
        return (width, height)
    }

    /// Paints the background (if any), then the whole document — or only the top-level elements
    /// with the ids in `layers` — scaled into `width`×`height`, `shift` pixels higher (a band's top row).
    static func draw(_ handle: OpaquePointer, on surface: OpaquePointer, width: Double, height: Double,
                             background: [Double]?, shiftedUp shift: Double = 0, layers: [String]? = nil) throws(RasterError) {
        let c = try functions()
        guard let context = c.cairoCreate(surface) else { throw .renderFailed("cairo could not create a context") }
        defer { c.cairoDestroy(context) }
        if let background, background.count == 4 {
            c.cairoSetSourceRgba(context, background[0], background[1], background[2], background[3])
            c.cairoPaint(context)
        }
        var viewport = RsvgRectangle(x: 0, y: -shift, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        if let layers {
            // Only these top-level elements, each where the whole document would put it.
            for id in layers where c.rsvgHandleRenderLayer(handle, context, "#" + id, &viewport, &error) == 0 {
                throw .renderFailed(consume(&error, c) ?? "librsvg could not render #\(id)")
            }
        } else if c.rsvgHandleRenderDocument(handle, context, &viewport, &error) == 0 {
            throw .renderFailed(consume(&error, c) ?? "librsvg could not render the document")
        }
        try check(c.cairoStatus(context), "drawing")
    }

    /// Takes the message out of a `GError` and frees it.
    private static func consume(_ error: inout UnsafeMutablePointer<GError>?, _ c: Functions) -> String? {
        guard let pointer = error else { return nil }
        defer { c.gErrorFree(pointer); error = nil }
        return pointer.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// cairo's text for a status.
    private static func statusText(_ status: cairo_status_t, _ c: Functions) -> String {
        c.cairoStatusToString(status).map { String(cString: $0) } ?? "cairo status \(status.rawValue)"
    }

    /// Throws `renderFailed` with cairo's message unless `status` is success.
    private static func check(_ status: cairo_status_t, _ doing: String) throws(RasterError) {
        let c = try functions()
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .renderFailed("\(doing): \(statusText(status, c))")
        }
    }

    /// cairo write callback: appends to the `ByteStream` passed as `closure`.
    private static let writeToStream: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue().append(data, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }

    /// cairo read callback: reads from the `ByteStream` passed as `closure`.
    private static let readFromStream: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let ok = Unmanaged<ByteStream>.fromOpaque(closure).takeUnretainedValue().read(into: data, count: Int(length))
        return ok ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
    }
}
