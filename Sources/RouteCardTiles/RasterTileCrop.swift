import RouteCardGeo

/// Raster tiles cut to the canvas: a tile that sticks out of the card keeps only its pixels over
/// the canvas plus one pixel around them (so smoothing at the card's edge reads real neighbours),
/// and embeds that part — PNG and WebP tiles as PNG (with a palette when they have at most 256
/// colours), JPEG tiles as JPEG again (quality ``JPEGCodec/quality``). An over-zoomed tile, of
/// which a card may show a sixteenth, no longer carries the rest into the SVG.
///
/// A tile inside the canvas is left as it is, and so is one whose crop would not be smaller
/// in bytes (a sliver cut off a tile that compresses well) or that cannot be decoded.
enum RasterTileCrop {
    /// The part of `image` (the tile's square `box`, drawn `wrap` worlds to the east) that meets
    /// `canvas` (world units), and that part's square (in the main copy of the world).
    static func crop(_ image: RasterTileImage, box: WorldBox, wrap: Int, to canvas: WorldBox) -> (image: RasterTileImage, box: WorldBox) {
        let shift = Double(wrap)
        let minX = box.minX + shift, maxX = box.maxX + shift
        guard minX < canvas.minX || maxX > canvas.maxX || box.minY < canvas.minY || box.maxY > canvas.maxY else { return (image, box) }
        let pixels: RasterPixels?
        switch image.mediaType {
        case "image/jpeg": pixels = JPEGCodec.decode(image.bytes)
        default: pixels = PNGDecoder.decode(image.bytes)
        }
        guard let pixels else { return (image, box) }
        let width = Double(pixels.width), height = Double(pixels.height)
        func span(_ low: Double, _ high: Double, over start: Double, _ end: Double, size: Double) -> Range<Int> {
            let first = ((low - start) / (end - start) * size).rounded(.down) - 1
            let last = ((high - start) / (end - start) * size).rounded(.up) + 1
            // A degenerate box (0/0) would make NaN: the whole side then.
            guard first.isFinite, last.isFinite else { return 0..<Int(size) }
            let lower = Int(min(max(first, 0), size)), upper = Int(min(max(last, 0), size))
            return lower..<max(lower, upper)
        }
        let columns = span(canvas.minX, canvas.maxX, over: minX, maxX, size: width)
        let rows = span(canvas.minY, canvas.maxY, over: box.minY, box.maxY, size: height)
        guard columns.count < pixels.width || rows.count < pixels.height,
              let part = pixels.cropped(x: columns, y: rows) else { return (image, box) }
        let bytes: [UInt8]
        if image.mediaType == "image/jpeg" {
            guard let jpeg = JPEGCodec.encode(part) else { return (image, box) }
            bytes = jpeg
        } else {
            bytes = TilePNGEncoder.encodeIndexed(part)
        }
        guard bytes.count < image.bytes.count else { return (image, box) }
        let sizeX = box.maxX - box.minX, sizeY = box.maxY - box.minY
        let cropped = WorldBox(minX: box.minX + Double(columns.lowerBound) / width * sizeX, minY: box.minY + Double(rows.lowerBound) / height * sizeY,
                               maxX: box.minX + Double(columns.upperBound) / width * sizeX, maxY: box.minY + Double(rows.upperBound) / height * sizeY)
        return (RasterTileImage(bytes: bytes, mediaType: image.mediaType), cropped)
    }
}
