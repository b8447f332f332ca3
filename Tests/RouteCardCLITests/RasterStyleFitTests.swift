import Foundation
import RouteCardTestSupport
import Testing

/// The built-in `raster` style in lengths relative to the canvas (issue #26 item 6), and raster
/// tiles read at the zoom the output's pixels need, with a warning naming the archive's highest
/// zoom when it has none that high — on the DC run over the DC raster MBTiles, whose metadata
/// says `maxzoom` 12 (read with `sqlite3`).
@Suite struct RasterStyleFitTests {
    static let run = TestPaths.fixture("tiles/dc-mall-run.gpx")
    static let archive = TestPaths.fixture("tiles/open-streets-dc.mbtiles")

    /// DejaVu Sans's ascender and descender (hhea 1901 and −483 of 2048 units per em).
    static let ascent = 1901.0 / 2048, descent = 483.0 / 2048

    static func render(_ arguments: [String], harness: CommandHarness) throws -> (svg: SVGDocument, stderr: String) {
        let output = harness.outputPath("card.svg")
        let result = harness.run(["render", run, "--style", "raster", "--tiles", archive, "-o", output] + arguments)
        #expect(result.code == 0, "\(result.stderr)")
        return (SVGDocument(try #require(harness.bytes(at: output))), result.stderr)
    }

    /// The baseline and font size of the first `<text class="label"` of a group.
    static func text(_ svg: SVGDocument, _ id: String) throws -> (y: Double, size: Double) {
        let group = try #require(svg.group(id: id), "no group \(id)")
        let tag = try #require(svg.startTag("<text class=\"label\"", in: group), "no text in \(id)")
        return (try #require(SVGDocument.number("y", in: tag)), try #require(SVGDocument.number("font-size", in: tag)))
    }

    @Test(arguments: [(400.0, 400.0), (1080.0, 1350.0), (1600.0, 900.0)])
    func titleStatsAndRouteFitTheCanvas(width: Double, height: Double) throws {
        try CommandHarness.withHarness { harness in
            let size = "\(Int(width))x\(Int(height))"
            let (svg, _) = try Self.render(["--size", size, "-q"], harness: harness)
            let vmin = min(width, height) / 100
            let title = try Self.text(svg, "title"), stats = try Self.text(svg, "stats")
            // 4.259vmin and 2.315vmin, as the style says (17.04 and 9.26 pt at 400 × 400).
            #expect(abs(title.size - 4.259 * vmin) < 0.01 && abs(stats.size - 2.315 * vmin) < 0.01, "\(title) \(stats)")
            // The stats line starts below the title's descender.
            let titleBottom = title.y + Self.descent * title.size, statsTop = stats.y - Self.ascent * stats.size
            #expect(statsTop > titleBottom, "at \(size) the stats (top \(statsTop)) overlap the title (bottom \(titleBottom))")
            // Every route point on the canvas, below the stats and above the credits.
            let route = try #require(svg.segmentPoints(inGroup: "route"))
            let attribution = try #require(svg.group(id: "attribution"))
            let credits = try #require(svg.startTag("<rect class=\"attribution-background\"", in: attribution))
            let creditsTop = try #require(SVGDocument.number("y", in: credits))
            let statsBottom = stats.y + Self.descent * stats.size
            for point in route {
                #expect(point.x >= 0 && point.x <= width && point.y > statsBottom && point.y < creditsTop,
                        "at \(size) the route point \(point) is off the map area (\(statsBottom)…\(creditsTop))")
            }
        }
    }

    @Test func overZoomIsWarnedWithTheArchiveMaxZoom() throws {
        try CommandHarness.withHarness { harness in
            // Each doubling of the pixel scale needs tiles one zoom higher: an eighth of the default
            // 1080 × 1350 card's points is drawn at zoom 12, the archive's highest; more is enlarged.
            let (_, sharp) = try Self.render(["--scale", "0.125"], harness: harness)
            #expect(!sharp.contains("enlarged"), "\(sharp)")
            for (scale, zoom, factor) in [("0.25", 13, 2), ("0.5", 14, 4), ("1", 15, 8)] {
                let (_, stderr) = try Self.render(["--scale", scale], harness: harness)
                #expect(stderr.contains("the card's pixels need zoom \(zoom) tiles and the source's highest zoom is 12: its tiles are drawn \(factor)× enlarged"),
                        "at --scale \(scale): \(stderr)")
            }
        }
    }
}
