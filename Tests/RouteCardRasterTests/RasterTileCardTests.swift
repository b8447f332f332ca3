import Foundation
import RouteCard
import RouteCardGeo
import RouteCardImages
import RouteCardInput
import RouteCardRaster
import RouteCardStyle
import RouteCardTestSupport
import RouteCardTiles
import Testing

/// Cards over raster tiles, checked on their pixels (decoded by cairo, not by the code under test):
/// generated zoom-3 tiles whose colour encodes their own column and row, so a misplaced tile, a
/// TMS flip or a wrong antimeridian copy shows; seams; the colour matrix; and the DC card over
/// WebP MBTiles as a reference image.
@Suite struct RasterTileCardTests {
    /// The colour of generated tile x/y: red 16 + 32x, green 16 + 32y, blue 128.
    static func colour(x: Int, y: Int) -> [Int] { [16 + 32 * x, 16 + 32 * y, 128] }

    /// The zoom-3 tile of a position by the OpenStreetMap wiki's "Slippy map tilenames" formula
    /// (written out here, not the library's projection), with the fractional parts.
    static func slippyTile(longitude: Double, latitude: Double, zoom: Int) -> (x: Double, y: Double) {
        let n = Double(1 << zoom)
        let φ = latitude * .pi / 180
        return ((longitude + 180) / 360 * n, (1 - asinh(tan(φ)) / .pi) / 2 * n)
    }

    /// Writes the 64 zoom-3 tiles as 64-pixel PNGs (`tileSize` 64, small to write) in `folder/xyz/{z}/{x}/{y}.png` and, with rows
    /// counted from the south, `folder/tms/{z}/{x}/{y}.png`.
    static func writeTiles(to folder: URL) throws {
        for x in 0..<8 {
            for y in 0..<8 {
                let c = colour(x: x, y: y)
                let rgba = [UInt8]((0..<(64 * 64)).flatMap { _ in [UInt8(c[0]), UInt8(c[1]), UInt8(c[2]), 255] })
                let png = TilePNGEncoder.encode(try #require(RasterPixels(width: 64, height: 64, rgba: rgba)))
                for (scheme, row) in [("xyz", y), ("tms", 7 - y)] {
                    let directory = folder.appendingPathComponent("\(scheme)/3/\(x)")
                    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    try Data(png).write(to: directory.appendingPathComponent("\(row).png"))
                }
            }
        }
    }

    static func style(scheme: String = "xyz", paint: String = "{}") -> String {
        """
        { "version": 1, "canvas": { "width": 400, "height": 300, "scale": 2, "padding": 30 },
          "sources": { "grid": { "type": "raster", "tiles": ["\(scheme)/{z}/{x}/{y}.png"], "scheme": "\(scheme)",
                                 "tileSize": 64, "minzoom": 3, "maxzoom": 3, "attribution": "test" } },
          "layers": [
            { "id": "paper", "type": "background", "paint": { "background-color": "#ffffff" } },
            { "id": "grid", "type": "raster", "source": "grid", "paint": \(paint) },
            { "id": "route", "type": "route", "paint": { "line-color": "#000000", "line-width": 2 } }
          ] }
        """
    }

    /// Berlin, Cairo and 30° E 10° N: none near a zoom-3 tile edge.
    static let africa: [(lon: Double, lat: Double)] = [(13.4, 52.52), (31.2, 30.0), (30, 10)]
    /// Across the antimeridian, 160° E 20° N to 160° W 30° N.
    static let pacific: [(lon: Double, lat: Double)] = [(160, 20), (-160, 30)]

    static func gpx(_ points: [(lon: Double, lat: Double)]) -> String {
        """
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
        \(points.map { "<trkpt lat=\"\($0.lat)\" lon=\"\($0.lon)\"/>" }.joined())
        </trkseg></trk></gpx>
        """
    }

    /// Renders the grid card: its PNG at `scale`, and the canvas points of the route's vertices
    /// (read from the SVG's route path, which the route layer projects, not the raster layer).
    func render(_ points: [(lon: Double, lat: Double)], scheme: String = "xyz", paint: String = "{}",
                scale: Double = 2) throws -> (png: [UInt8], vertices: [CanvasPoint]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeTiles(to: folder)
        let style = try Style.decode(Array(Self.style(scheme: scheme, paint: paint).utf8), file: "grid.json", resources: .fileSystem(root: folder))
        let track = try GPXReader().read(Array(Self.gpx(points).utf8), path: "grid.gpx")
        let renderer = CardRenderer(tiles: VectorTileProvider())
        let svg = String(decoding: try renderer.svg(for: track, style: style), as: UTF8.self)
        let d = try #require(svg.range(of: #"(?<=class="segment" d="M)[^"]+"#, options: .regularExpression).map { svg[$0] })
        let numbers = d.split(whereSeparator: { " L".contains($0) }).compactMap { Double($0) }
        let vertices = stride(from: 0, to: numbers.count - 1, by: 2).map { CanvasPoint(x: numbers[$0], y: numbers[$0 + 1]) }
        return (try renderer.png(for: track, style: style, scale: scale), vertices)
    }

    /// The pixels 5 pt off a vertex diagonally (the tiles are over 150 pt wide, so still in the
    /// vertex's tile), without those the black route line crosses.
    static func samples(around vertex: CanvasPoint, in image: PixelImage) -> [[UInt8]] {
        [(5.0, 5.0), (-5, 5), (5, -5), (-5, -5)].map { image.rgba(x: Int((vertex.x + $0.0) * 2), y: Int((vertex.y + $0.1) * 2)) }
            .filter { $0[2] > 100 }
    }

    @Test(arguments: ["xyz", "tms"]) func eachPlaceShowsTheTileTheSlippyMapFormulaNames(scheme: String) throws {
        // The formula's own published example: Berlin is tile 3/4/2.
        let berlin = Self.slippyTile(longitude: 13.4, latitude: 52.52, zoom: 3)
        #expect(Int(berlin.x) == 4 && Int(berlin.y) == 2)
        for (name, points) in [("africa", Self.africa), ("pacific", Self.pacific)] {
            let (png, vertices) = try render(points, scheme: scheme)
            // XYZ and TMS folders draw the same picture, kept as a reference (the Pacific one
            // across the antimeridian: columns 7 and 0 side by side).
            #expect(try ReferenceImage.mismatch(png, named: "raster-grid-\(name)") == nil)
            let image = try PixelImage(png: png)
            #expect(vertices.count == points.count)
            for (point, vertex) in zip(points, vertices) {
                let tile = Self.slippyTile(longitude: point.lon, latitude: point.lat, zoom: 3)
                for part in [tile.x, tile.y] { #expect(part - part.rounded(.down) > 0.15 && part - part.rounded(.down) < 0.85) }
                let expected = Self.colour(x: Int(tile.x), y: Int(tile.y))
                let around = Self.samples(around: vertex, in: image)
                #expect(around.count >= 2 && around.allSatisfy { zip($0.prefix(3), expected).allSatisfy { abs(Int($0) - $1) <= 1 } },
                        "\(point) should show tile 3/\(Int(tile.x))/\(Int(tile.y)) \(expected), found \(around)")
            }
        }
    }

    /// Every tile has blue 128 and the paper is white: a seam between tiles (paper showing
    /// through two anti-aliased edges) would raise the blue. At the style's scale (edges on whole
    /// pixels) and at others (the half-pixel overlap).
    @Test(arguments: [1.0, 1.37, 2.0, 3.0]) func neighbouringTilesLeaveNoSeam(scale: Double) throws {
        let (png, _) = try render(Self.africa, scale: scale)
        let image = try PixelImage(png: png)
        var worst = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if p[0] > 8 || p[1] > 8 { worst = max(worst, Int(p[2])) }   // not on the black route line
            }
        }
        #expect(worst <= 129, "a pixel with blue \(worst) lets the white paper through")
    }

    /// `raster-saturation: -1` turns each pixel into the mean of its channels (MapLibre's shader);
    /// tile 3/4/2 (144, 80, 128) becomes 117.3 grey. Brightness 0.5…0.5 makes everything 50 % grey.
    @Test func theColourMatrixGreysAndBrightens() throws {
        let (grey, vertices) = try render(Self.africa, paint: #"{ "raster-saturation": -1 }"#)
        let berlin = Self.samples(around: vertices[0], in: try PixelImage(png: grey))
        #expect(!berlin.isEmpty && berlin.allSatisfy { $0.prefix(3).allSatisfy { abs(Int($0) - 117) <= 1 } }, "\(berlin)")
        let (flat, _) = try render(Self.africa, paint: #"{ "raster-brightness-min": 0.5, "raster-brightness-max": 0.5, "raster-opacity": 0.5 }"#)
        // 50 % grey at half opacity over white: (127.5 + 255) / 2.
        let cairo = Self.samples(around: vertices[1], in: try PixelImage(png: flat))
        #expect(!cairo.isEmpty && cairo.allSatisfy { $0.prefix(3).allSatisfy { abs(Int($0) - 191) <= 1 } }, "\(cairo)")
    }

    /// One embedded tile of an SVG: its box in points and its image's size in pixels, read from
    /// the PNG's `IHDR` or the JPEG's `SOF0` marker (not by the code under test).
    struct EmbeddedTile {
        var x, y, width, height: Double
        var pixelWidth, pixelHeight: Int
        var bytes: [UInt8]
    }

    static func embeddedTiles(_ svg: String) throws -> [EmbeddedTile] {
        let pattern = #"<image class="tile" x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"[^>]*base64,([^"]+)""#
        let expression = try NSRegularExpression(pattern: pattern)
        return try expression.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            let text = { (i: Int) in String(svg[Range(match.range(at: i), in: svg)!]) }
            let bytes = [UInt8](try #require(Data(base64Encoded: text(5))))
            var size = (0, 0)
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
                size = (Int(bytes[16...19].reduce(0) { $0 << 8 | UInt32($1) }), Int(bytes[20...23].reduce(0) { $0 << 8 | UInt32($1) }))
            } else if let sof = (2..<(bytes.count - 9)).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) {
                size = (Int(bytes[sof + 7]) << 8 | Int(bytes[sof + 8]), Int(bytes[sof + 5]) << 8 | Int(bytes[sof + 6]))
            }
            return EmbeddedTile(x: Double(text(1))!, y: Double(text(2))!, width: Double(text(3))!, height: Double(text(4))!,
                                pixelWidth: size.0, pixelHeight: size.1, bytes: bytes)
        }
    }

    /// Tiles that stick out of the 400×300 canvas are cut to it: every embedded image reaches at
    /// most two of its own pixels (one kept around the edge, one of rounding) and the seam overlap
    /// past the canvas, some are narrower than the 64-pixel tiles, and the picture is the one
    /// the reference test keeps (`eachPlaceShowsTheTileTheSlippyMapFormulaNames`).
    @Test func tilesThatStickOutAreCroppedToTheCanvas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-crop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeTiles(to: folder)
        let style = try Style.decode(Array(Self.style().utf8), file: "grid.json", resources: .fileSystem(root: folder))
        let track = try GPXReader().read(Array(Self.gpx(Self.africa).utf8), path: "grid.gpx")
        let svg = String(decoding: try CardRenderer(tiles: VectorTileProvider()).svg(for: track, style: style), as: UTF8.self)
        let tiles = try Self.embeddedTiles(svg)
        #expect(!tiles.isEmpty)
        for tile in tiles {
            let pixel = tile.width / Double(tile.pixelWidth)   // points per tile pixel
            #expect(tile.pixelWidth > 0 && tile.pixelWidth <= 64 && tile.pixelHeight <= 64)
            #expect(tile.x >= -2 * pixel - 0.5 && tile.y >= -2 * pixel - 0.5, "\(tile.x), \(tile.y), \(pixel) pt a pixel")
            #expect(tile.x + tile.width <= 400 + 2 * pixel + 1.5 && tile.y + tile.height <= 300 + 2 * pixel + 1.5,
                    "\(tile.x + tile.width), \(tile.y + tile.height)")
        }
        #expect(tiles.contains { $0.pixelWidth < 64 } && tiles.contains { $0.pixelHeight < 64 })
    }

    /// One zoom-0 tile of 8 × 8 colour blocks (with a little noise), over-zoomed to a card around Berlin (zoom ≈ 12):
    /// the card shows a few hundredths of one pixel of it, so the SVG embeds a few pixels, not the
    /// 256 × 256 tile; PNG and JPEG tiles alike (JPEG stays JPEG). The PNG made by librsvg shows
    /// the block the slippy-map formula puts Berlin in.
    @Test(arguments: ["png", "jpg"]) func anOverZoomedTileEmbedsOnlyWhatTheCardShows(format: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-crop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("t/0/0"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func block(_ x: Int, _ y: Int) -> [Int] { [16 + 28 * (x / 32), 16 + 28 * (y / 32), 128] }
        var rgba: [UInt8] = []
        // A little noise (±6) so that the tile weighs what a real one does.
        for y in 0..<256 { for x in 0..<256 { rgba += block(x, y).map { UInt8($0 + (x * 7 + y * 13) % 13 - 6) } + [255] } }
        let pixels = try #require(RasterPixels(width: 256, height: 256, rgba: rgba))
        let tile = format == "png" ? TilePNGEncoder.encode(pixels) : try #require(JPEGCodec.encode(pixels))
        try Data(tile).write(to: folder.appendingPathComponent("t/0/0/0.\(format)"))
        let json = """
        { "version": 1, "canvas": { "width": 400, "height": 300, "scale": 1, "padding": 30 },
          "sources": { "one": { "type": "raster", "tiles": ["t/{z}/{x}/{y}.\(format)"], "tileSize": 256, "maxzoom": 0 } },
          "layers": [ { "id": "one", "type": "raster", "source": "one" }, { "id": "route", "type": "route" } ] }
        """
        let style = try Style.decode(Array(json.utf8), file: "one.json", resources: .fileSystem(root: folder))
        let track = try GPXReader().read(Array(Self.gpx([(13.38, 52.51), (13.42, 52.53)]).utf8), path: "berlin.gpx")
        let renderer = CardRenderer(tiles: VectorTileProvider())
        let svg = String(decoding: try renderer.svg(for: track, style: style), as: UTF8.self)
        let embedded = try Self.embeddedTiles(svg)
        #expect(embedded.count == 1)
        let image = try #require(embedded.first)
        #expect(svg.contains("data:image/\(format == "png" ? "png" : "jpeg");base64,"))
        #expect(image.pixelWidth >= 1 && image.pixelWidth <= 4 && image.pixelHeight >= 1 && image.pixelHeight <= 4,
                "\(image.pixelWidth)×\(image.pixelHeight) pixels embedded")
        #expect(image.bytes.count < tile.count / 4, "\(image.bytes.count) of the tile's \(tile.count) bytes")
        // Berlin at zoom 0 is pixel 137.5, 83.9 of the 256-pixel world: block (4, 2).
        let berlin = Self.slippyTile(longitude: 13.4, latitude: 52.52, zoom: 0)
        let expected = block(Int(berlin.x * 256), Int(berlin.y * 256))
        #expect(expected == [128, 72, 128])
        let png = try PixelImage(png: try renderer.png(for: track, style: style))
        for (x, y) in [(10, 10), (390, 290), (10, 290), (390, 10)] {
            let found = png.rgba(x: x, y: y)
            #expect(zip(found.prefix(3), expected).allSatisfy { abs(Int($0) - $1) <= 10 }, "(\(x), \(y)): \(found), \(expected) expected")
        }
    }

    /// What cropping decodes and re-encodes, checked against cairo's PNG reader: libpng's pixels
    /// of the toner archive's palette tiles are cairo's, and the palette encoder's PNG of them
    /// decodes to the same pixels again, smaller than the truecolour one.
    @Test func croppingDecodesAndReencodesPixelsExactly() throws {
        let archive = try PMTilesArchive(path: TestPaths.fixture("tiles/toner_z3.pmtiles"))
        for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let bytes = try #require(try archive.tile(z: 1, x: x, y: y))
            let pixels = try #require(PNGDecoder.decode(bytes))
            let cairo = try PixelImage(png: bytes)
            #expect(pixels.width == cairo.width && pixels.height == cairo.height && pixels.rgba == cairo.rgba, "tile 1/\(x)/\(y)")
            let indexed = TilePNGEncoder.encodeIndexed(pixels)
            #expect(try PixelImage(png: indexed).rgba == pixels.rgba)
            #expect(indexed.count < TilePNGEncoder.encode(pixels).count)
            let part = try #require(pixels.cropped(x: 10..<50, y: 200..<256))
            // Columns 10–49 of rows 200–255, as cairo reads them from the whole tile.
            var rows: [UInt8] = []
            for row in 200..<256 {
                let start = (row * 256 + 10) * 4
                rows += cairo.rgba[start..<(start + 160)]
            }
            #expect(try PixelImage(png: TilePNGEncoder.encodeIndexed(part)).rgba == rows)
        }
        #expect(PNGDecoder.decode(Array("not a png".utf8)) == nil && JPEGCodec.decode([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]) == nil)
    }

    /// The encoder's PNG decoded by cairo gives back the pixels, with and without alpha.
    @Test func encodedPNGsDecodeToTheirPixels() throws {
        var rgba: [UInt8] = []
        for i in 0..<(37 * 23) { rgba += [UInt8(i % 251), UInt8(i * 7 % 256), UInt8(255 - i % 256), 255] }
        let opaque = try #require(RasterPixels(width: 37, height: 23, rgba: rgba))
        let decoded = try PixelImage(png: TilePNGEncoder.encode(opaque))
        #expect(decoded.width == 37 && decoded.height == 23 && decoded.rgba == rgba)
        for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 255 }
        rgba[3] = 0
        rgba[0...2] = [0, 0, 0]
        let transparent = try PixelImage(png: TilePNGEncoder.encode(try #require(RasterPixels(width: 37, height: 23, rgba: rgba))))
        #expect(transparent.rgba(x: 0, y: 0)[3] == 0 && transparent.rgba(x: 1, y: 0) == Array(rgba[4..<8]))
    }

    /// The DC run over the DC raster MBTiles (WebP tiles) in the built-in `raster` style, at a
    /// third of its 1080×1350 points (the tiles read for that scale: zoom 12, the archive's highest).
    @Test func theDCCardMatchesItsReference() throws {
        var style = try #require(try BuiltInStyles.style(named: "raster"))
        style.canvas.scale = 1.0 / 3
        let track = try GPXReader().read(Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("tiles/dc-mall-run.gpx")))), path: "dc-mall-run.gpx")
        let tiles = VectorTileProvider()
        let archive = try tiles.archives.open(path: TestPaths.fixture("tiles/open-streets-dc.mbtiles"))
        let png = try CardRenderer(tiles: tiles.binding(["raster": archive])).png(for: track, style: style)
        #expect(try ReferenceImage.mismatch(png, named: "dc-raster-card") == nil)
    }
}
