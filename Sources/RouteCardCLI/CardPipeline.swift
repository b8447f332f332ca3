import Foundation
import RouteCard
import RouteCardRaster
import RouteCardSVG
import RouteCardStyle
import RouteCardTiles

/// Runs one `CardJob`: loads the style and the track, writes the SVG, rasterizes it once per
/// PNG/PDF output, then writes every output together (an `OutputTransaction`), standard output last.
///
/// Everything is made in memory before the first file is written, and the files are renamed into
/// place only when every one of them was written, so any failure leaves no output behind.
struct CardPipeline: Sendable {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where standard input comes from and standard output goes.
    var console: Console
    /// The PNG limits.
    var rasterizer = Rasterizer()
    /// Whether each file is flushed to disk before its rename (see `AtomicFile.write`); default true.
    var syncEachFile = true
    /// Reads the tiles of vector and raster sources (local files, and servers through a polite
    /// client with the default disk cache); its archives and decoded tiles are shared by every
    /// card this pipeline runs (the cards of a batch).
    var tiles = VectorTileProvider(http: TileNetworkOptions().client)

    /// Runs the job; style warnings go to `warn`, and the input's (unless `job.quiet`). Returns what was written, in the job's order.
    func run(_ job: CardJob, warn: (String) -> Void) throws(CLIError) -> [WrittenOutput] {
        // A PNG or PDF needs librsvg: load it while the card is made.
        if job.outputs.contains(where: { $0.format != .svg }) { Rasterizer.preload() }
        // An output that cannot be written (missing folder, a folder in the way) costs no work;
        // neither do two outputs that are one file by another name (`./a.svg`, `sub/../a.svg`, a link).
        var seen: [String: String] = [:]
        for output in job.outputs where !output.isStandardOutput {
            let key = try OutputDestination.of(output.path).key
            if let first = seen[key] { throw .usage("\(first) and \(output.path) are one file: give each output once") }
            seen[key] = output.path
        }
        var style = try InputLoader.loadStyle(job.style, registry: registry, allowing: job.allowedPaths)
        if let basemap = job.basemap {
            var scaled = style
            job.overrides.apply(to: &scaled)
            style = style.applying(basemap: try InputLoader.loadBasemap(basemap, allowing: job.allowedPaths, sprite: job.sprite,
                                                                        scale: scaled.canvas.scale))
        }
        job.overrides.apply(to: &style)
        if let problem = CanvasStyle.roomProblem(style.canvas.padding, width: style.canvas.width, height: style.canvas.height) {
            throw .usage("\(problem) (--padding, --size or the style's canvas)")
        }
        for warning in style.warnings { warn(warning.description) }
        // Tiles named on the command line are opened, and every vector source checked to have
        // tiles, before the input is read.
        let bindings = try TileBindings.resolve(job.tiles, style: style, styleName: job.style, archives: tiles.archives, http: tiles.http)

        // The pixel limit depends only on the canvas and the scale: refuse before reading the input.
        let pixels = PixelSize(canvasWidth: style.canvas.width, canvasHeight: style.canvas.height, scale: style.canvas.scale)
        if job.outputs.contains(where: { $0.format == .png }) {
            guard let pixels else { throw Self.rasterFailure(.invalidScale(style.canvas.scale)) }
            do {
                try rasterizer.checkLimits(pixels)
            } catch {
                throw Self.rasterFailure(error)
            }
        }

        let (track, name) = try InputLoader(console: console).loadTrack(input: job.input, example: job.input == nil && job.polyline == nil,
                                                                        format: job.format, polyline: job.polyline, limits: job.limits,
                                                                        warn: job.quiet ? { _ in } : warn)
        let sources = try MapDataLoading.load(style)
        let card: RenderedCard
        do {
            card = try CardRenderer(tiles: tiles.binding(bindings)).card(for: track, style: style, title: job.title, sources: sources)
        } catch {
            if case .tiles(let failure) = error { throw TileBindings.error(failure) }
            throw .data("\(name): error: \(error.description)")
        }
        for warning in card.warnings { warn("routecard: warning: \(warning)") }
        let svg = SVGWriter().write(job.animate.map { RouteAnimator(duration: $0).animate(card.scene) } ?? card.scene)
        let points = "\(Self.format(style.canvas.width))×\(Self.format(style.canvas.height)) pt"
        var rendered: [(OutputTarget, [UInt8], String)] = []
        for output in job.outputs {
            do {
                switch output.format {
                case .svg:
                    rendered.append((output, svg, points))
                case .png:
                    let png = try rasterizer.png(svg: svg, scale: style.canvas.scale, transparent: style.canvas.transparent)
                    rendered.append((output, png, (pixels?.description ?? "?") + " px"))
                case .pdf:
                    rendered.append((output, try rasterizer.pdf(svg: svg, transparent: style.canvas.transparent,
                                                                creationDate: Self.sourceDateEpoch), points))
                }
            } catch {
                throw Self.rasterFailure(error)
            }
        }
        // All or nothing: every file goes to a temporary, then all are renamed together; standard
        // output is written last, once every file is in place.
        let transaction = OutputTransaction(sync: syncEachFile)
        for (target, bytes, _) in rendered where !target.isStandardOutput {
            try transaction.stage(bytes, to: target.path)
        }
        try transaction.commit()
        for (target, bytes, _) in rendered where target.isStandardOutput {
            console.writeOut(bytes)
        }
        return rendered.map { WrittenOutput(target: $0.0, byteCount: $0.1.count, dimensions: $0.2) }
    }

    /// A raster failure as a command-line error: bad content (65), e.g. a picture over the pixel limit.
    /// librsvg missing from the system is exit 1.
    static func rasterFailure(_ error: RasterError) -> CLIError {
        if case .libraryMissing = error { return .failure(error.description) }
        return CLIError(exitCode: 65, message: "routecard: error: \(error.description)", suggestHelp: false)
    }

    /// `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds convention) when set: the
    /// PDF creation date, so the same input gives the same PDF bytes.
    static let sourceDateEpoch: Int64? = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int64($0) }

    /// `800`, `412.5`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
