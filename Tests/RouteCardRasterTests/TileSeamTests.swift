import Foundation
import RouteCard
import RouteCardImages
import RouteCardRaster
import RouteCardTestSupport
import RouteCardTiles
import Testing

/// A fill and a dashed line across the edge between two vector tiles: no seam in the fill, the
/// dashes run on (one line, not two), at 1× and 3×. The two tiles are zoom-14 neighbours either
/// side of 0° longitude just north of the equator (14/8191/8191 and 14/8192/8191), written to a
/// tile folder with buffers past their edges, the way tile generators cut data.
@Suite struct TileSeamTests {
    static let fill = (r: 0x5b, g: 0x8d, b: 0xc9)

    /// The tiles: a rectangle from x 2048 of the west tile to x 2048 of the east one, a straight
    /// road along y 3300, and a slanting path whose two tile copies cross the edge 0.4 grid steps
    /// apart (each was rounded to its own tile's grid).
    static func writeTiles(to folder: URL) throws {
        typealias P = MVTWriter.Point
        func tile(_ area: [P], _ road: [P], _ path: [P]) -> [UInt8] {
            MVTWriter.layer("area", [.polygon([area])])
                + MVTWriter.layer("road", [.line(road, ["class": "road"]), .line(path, ["class": "path"])])
        }
        let west = tile([(2048, 1024), (4160, 1024), (4160, 3072), (2048, 3072)], [(512, 3300), (4160, 3300)], [(1024, 3700), (4160, 3445)])
        let east = tile([(-64, 1024), (2048, 1024), (2048, 3072), (-64, 3072)], [(-64, 3300), (3584, 3300)], [(-64, 3455), (3072, 3200)])
        for (x, bytes) in [(8191, west), (8192, east)] {
            let directory = folder.appendingPathComponent("tiles/14/\(x)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: directory.appendingPathComponent("8191.pbf"))
        }
    }

    static let style = """
    { "version": 1, "canvas": { "width": 240, "height": 160, "padding": 20 },
      "sources": { "t": { "type": "vector", "tiles": ["tiles/{z}/{x}/{y}.pbf"], "minzoom": 14, "maxzoom": 14, "attribution": "test" } },
      "layers": [
        { "id": "paper", "type": "background", "paint": { "background-color": "#ffffff" } },
        { "id": "area", "type": "fill", "source": "t", "source-layer": "area", "paint": { "fill-color": "#5b8dc9" } },
        { "id": "road", "type": "line", "source": "t", "source-layer": "road",
          "paint": { "line-color": "#222222", "line-width": ["match", ["get", "class"], "road", 3, 2], "line-dasharray": [3, 2] } },
        { "id": "route", "type": "route", "paint": { "line-color": "#e8175d", "line-width": 2 } }
      ] }
    """

    /// A route along 0.011° N (through the rectangle) from 0.012° W to 0.01314° E, so the tile
    /// edge (0° longitude) falls inside a pixel column, where two separately filled halves would
    /// each cover part of the pixel and let the white paper show through.
    static let gpx = """
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
    <trkpt lat="0.011" lon="-0.012"/><trkpt lat="0.011" lon="0.01314"/></trkseg></trk></gpx>
    """

    func render(_ body: (Style, Track, CardRenderer) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-seam-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeTiles(to: folder)
        let style = try Style.decode(Array(Self.style.utf8), file: "seam.json", resources: .fileSystem(root: folder))
        let track = try GPXReader().read(Array(Self.gpx.utf8), path: "seam.gpx")
        try body(style, track, CardRenderer(tiles: VectorTileProvider()))
    }

    @Test func theDashedLinesAreOneLineEachAcrossTheEdge() throws {
        try render { style, track, renderer in
            let svg = String(decoding: try renderer.svg(for: track, style: style), as: UTF8.self)
            let road = try #require(svg.range(of: #"(?s)<g id="road" class="layer line">.*?</g>"#, options: .regularExpression).map { svg[$0] })
            let paths = road.components(separatedBy: "<path ").dropFirst()
            #expect(paths.count == 2, "one path per look (road, path)")
            for path in paths {
                #expect(path.filter { $0 == "M" }.count == 1, "one subpath, so the dash pattern runs across the edge: \(path)")
                #expect(path.contains("stroke-dasharray"))
            }
        }
    }

    @Test(arguments: [1.0, 3.0]) func theFillHasNoSeam(scale: Double) throws {
        try render { style, track, renderer in
            let png = try renderer.png(for: track, style: style, scale: scale)
            #expect(try ReferenceImage.mismatch(png, named: "tile-seam-\(Int(scale))x") == nil)
            // Where 0° longitude is: on the route's drawn line, x grows linearly with longitude
            // (Web Mercator) from its first point (0.012° W) to its last (0.01314° E).
            let svg = String(decoding: try renderer.svg(for: track, style: style), as: UTF8.self)
            let d = try #require(svg.range(of: #"(?<=class="segment" d="M)[^"]+"#, options: .regularExpression).map { svg[$0] })
            let numbers = d.split(whereSeparator: { " L".contains($0) }).compactMap { Double($0) }
            let edge = (numbers[0] + (0 - -0.012) / (0.01314 - -0.012) * (numbers[2] - numbers[0])) * scale
            #expect(edge - edge.rounded(.down) > 0.2 && edge - edge.rounded(.down) < 0.8, "the edge at \(edge) px is inside a column")
            // In every row the rectangle covers on both sides, the pixels on and beside the edge are
            // the fill colour itself (a seam would let the white through).
            let image = try PixelImage(png: png)
            let column = Int(edge.rounded(.down))
            func isFill(_ x: Int, _ y: Int, within tolerance: Int) -> Bool {
                let p = image.rgba(x: x, y: y)
                return abs(Int(p[0]) - Self.fill.r) <= tolerance && abs(Int(p[1]) - Self.fill.g) <= tolerance
                    && abs(Int(p[2]) - Self.fill.b) <= tolerance
            }
            let rows = (0..<image.height).filter { isFill(column - Int(20 * scale), $0, within: 0) && isFill(column + Int(20 * scale), $0, within: 0) }
            #expect(rows.count > Int(30 * scale), "the rectangle spans \(rows.count) rows")
            for y in rows {
                for x in (column - 1)...(column + 1) {
                    #expect(isFill(x, y, within: 1), "pixel \(x),\(y) on the tile edge is \(image.rgba(x: x, y: y))")
                }
            }
        }
    }
}
