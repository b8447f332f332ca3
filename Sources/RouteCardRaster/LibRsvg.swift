import CRsvg

/// Every call into librsvg, cairo, GIO and GLib, in one place.
///
/// Each function owns the C objects it creates and releases them with `defer` on every path
/// (`g_object_unref` for the stream and the handle, `cairo_destroy`/`cairo_surface_destroy`,
/// `g_error_free`), so no handle outlives the call that made it. librsvg is given no base file or
/// URI, so it resolves no relative reference and loads no `file:` or network resource: only
/// `data:` URIs inside the document are read.
enum LibRsvg {
    /// Largest side cairo's image surfaces accept.
    static let cairoMaxSide = 32_767

    // MARK: SVG → PNG / PDF

    /// Parses the SVG and returns its size in pixels at 96 dpi (unitless lengths are pixels, which
    /// are RouteCard's points) as librsvg's `rsvg_handle_get_intrinsic_size_in_pixels` reports it.
    static func intrinsicSize(svg: [UInt8]) throws(RasterError) -> (width: Double, height: Double) {
        try withHandle(svg) { handle throws(RasterError) in try size(of: handle) }
    }

    /// Renders the SVG at `scale` pixels per point into an ARGB image surface and encodes it as PNG.
    ///
    /// `background` (straight RGBA, 0…1) is painted first; `nil` leaves the canvas transparent.
    /// `admit` checks the pixel size against the caller's limits before the surface is allocated.
    static func renderPNG(svg: [UInt8], scale: Double, background: [Double]?,
                          admit: (PixelSize) throws(RasterError) -> Void) throws(RasterError) -> [UInt8] {
        try withHandle(svg) { handle throws(RasterError) in
            let canvas = try size(of: handle)
            guard let pixels = PixelSize(canvasWidth: canvas.width, canvasHeight: canvas.height, scale: scale) else {
                throw .invalidScale(scale)
            }
            try admit(pixels)
            guard pixels.width <= cairoMaxSide, pixels.height <= cairoMaxSide else {
                throw .tooLarge(width: pixels.width, height: pixels.height, maxPixels: pixels.count, maxSide: cairoMaxSide)
            }
            return try withImageSurface(width: pixels.width, height: pixels.height, named: "a \(pixels) image") {
                surface throws(RasterError) in
                try draw(handle, on: surface, width: Double(pixels.width), height: Double(pixels.height), background: background)
                cairo_surface_flush(surface)
                return try pngBytes(of: surface)
            }
        }
    }

    /// Renders the SVG as one vector PDF page of the canvas size in points (1 SVG unit = 1 pt).
    /// `creationDate` (ISO 8601, e.g. `2026-05-16T06:30:00Z`) replaces cairo's "now" in the
    /// document information, which makes the bytes reproducible.
    static func renderPDF(svg: [UInt8], background: [Double]?, creationDate: String?) throws(RasterError) -> [UInt8] {
        try withHandle(svg) { handle throws(RasterError) in
            let canvas = try size(of: handle)
            let sink = ByteStream()
            return try withExtendedLifetime(sink) { () throws(RasterError) -> [UInt8] in
                guard let surface = cairo_pdf_surface_create_for_stream(writeToStream, Unmanaged.passUnretained(sink).toOpaque(),
                                                                        canvas.width, canvas.height)
                else { throw .renderFailed("cairo could not create a PDF surface") }
                defer { cairo_surface_destroy(surface) }
                try check(cairo_surface_status(surface), "creating the PDF")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "routecard")
                if let creationDate {
                    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, creationDate)
                }
                try draw(handle, on: surface, width: canvas.width, height: canvas.height, background: background)
                cairo_surface_finish(surface)   // writes the rest of the document into `sink`
                try check(cairo_surface_status(surface), "writing the PDF")
                return sink.bytes
            }
        }
    }

    // MARK: PNG ↔ pixels

    /// Decodes PNG bytes into straight-alpha RGBA rows with cairo's PNG reader.
    static func decodePNG(_ bytes: [UInt8]) throws(RasterError) -> PixelImage {
        let source = ByteStream(bytes)
        let surface: OpaquePointer = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(readFromStream, Unmanaged.passUnretained(source).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw .invalidPNG(String(cString: cairo_status_to_string(status))) }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw .invalidPNG("unsupported pixel format \(format.rawValue)")
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw .invalidPNG("no pixel data") }
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
        guard image.width > 0, image.height > 0, image.width <= cairoMaxSide, image.height <= cairoMaxSide,
              image.rgba.count == image.width * image.height * 4 else {
            throw .invalidPNG("cannot encode a \(image.width)×\(image.height) image with \(image.rgba.count) bytes")
        }
        return try withImageSurface(width: image.width, height: image.height, named: "an image") { surface throws(RasterError) in
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            guard let data = cairo_image_surface_get_data(surface) else { throw .renderFailed("no pixel data") }
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
            cairo_surface_mark_dirty(surface)
            return try pngBytes(of: surface)
        }
    }

    // MARK: Helpers

    /// Creates a librsvg handle from the SVG bytes through a memory stream, with
    /// `RSVG_HANDLE_FLAG_UNLIMITED` (large documents and long attributes) and no base file, runs
    /// `body`, and releases the handle whatever happens.
    private static func withHandle<T>(_ svg: [UInt8], _ body: (UnsafeMutablePointer<RsvgHandle>) throws(RasterError) -> T)
        throws(RasterError) -> T {
        var error: UnsafeMutablePointer<GError>?
        let handle: UnsafeMutablePointer<RsvgHandle>? = svg.withUnsafeBytes { buffer in
            // The stream only borrows the bytes (no destroy function): the handle reads all of them
            // before `rsvg_handle_new_from_stream_sync` returns, and the stream is released right after.
            guard let stream = g_memory_input_stream_new_from_data(buffer.baseAddress, buffer.count, nil) else { return nil }
            defer { g_object_unref(stream) }
            return rsvg_handle_new_from_stream_sync(stream, nil, RSVG_HANDLE_FLAG_UNLIMITED, nil, &error)
        }
        guard let handle else { throw .invalidSVG(consume(&error) ?? "librsvg returned no handle") }
        defer { g_object_unref(handle) }
        return try body(handle)
    }

    /// Creates an ARGB image surface of `width`×`height` pixels, runs `body`, and destroys the
    /// surface whatever happens; `image` names it in messages ("a 1600×1200 image").
    private static func withImageSurface<T>(width: Int, height: Int, named image: String,
                                            _ body: (OpaquePointer) throws(RasterError) -> T) throws(RasterError) -> T {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { throw .renderFailed("cairo could not create \(image)") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "creating \(image)")
        return try body(surface)
    }

    /// The image surface encoded as PNG by cairo's PNG writer.
    private static func pngBytes(of surface: OpaquePointer) throws(RasterError) -> [UInt8] {
        let sink = ByteStream()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, writeToStream, Unmanaged.passUnretained(sink).toOpaque())
        }
        try check(status, "encoding the PNG")
        return sink.bytes
    }

    /// The document's intrinsic size in pixels.
    private static func size(of handle: UnsafeMutablePointer<RsvgHandle>) throws(RasterError) -> (width: Double, height: Double) {
        var width = 0.0, height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0,
              width.isFinite, height.isFinite, width > 0, height > 0 else { throw .noIntrinsicSize }
        return (width, height)
    }

    /// Paints the background (if any), then the whole document scaled into `width`×`height`.
    private static func draw(_ handle: UnsafeMutablePointer<RsvgHandle>, on surface: OpaquePointer, width: Double, height: Double,
                             background: [Double]?) throws(RasterError) {
        guard let context = cairo_create(surface) else { throw .renderFailed("cairo could not create a context") }
        defer { cairo_destroy(context) }
        if let background, background.count == 4 {
            cairo_set_source_rgba(context, background[0], background[1], background[2], background[3])
            cairo_paint(context)
        }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_document(handle, context, &viewport, &error) == 0 {
            throw .renderFailed(consume(&error) ?? "librsvg could not render the document")
        }
        try check(cairo_status(context), "drawing")
    }

    /// Takes the message out of a `GError` and frees it.
    private static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String? {
        guard let pointer = error else { return nil }
        defer { g_error_free(pointer); error = nil }
        return pointer.pointee.message.map { String(cString: $0) }
    }

    /// Throws `renderFailed` with cairo's message unless `status` is success.
    private static func check(_ status: cairo_status_t, _ doing: String) throws(RasterError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .renderFailed("\(doing): \(String(cString: cairo_status_to_string(status)))")
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
