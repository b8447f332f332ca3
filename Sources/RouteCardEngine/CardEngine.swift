import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardImages
import RouteCardRaster
import RouteCardStyle
import RouteCardText
import RouteCardTiles

/// The one card engine behind every front-end: `render`, `batch`, `serve` and `live` build a
/// ``CardJob`` and hand it here (`live` for the map its frames share, ``liveMap(_:region:formats:warn:)``). It loads the style (or takes a prepared
/// one), applies the overrides, checks the canvas and the pixel limit before reading the route,
/// reads the route, binds the tiles, fits and draws the card, writes its SVG and rasterizes it
/// once per PNG/PDF asked for — all in memory: delivering the bytes (files, an HTTP answer) is
/// the front-end's job. Every failure is one ``CLIError`` (its exit code maps to an HTTP status
/// through ``CardErrorStatus``), so a card refused by one front-end is refused by all with the
/// same message.
package struct CardEngine: Sendable {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where standard input comes from (an input of `-`).
    var console: Console
    /// The pixel limit and the PNG writer, unless a job gives its own.
    var rasterizer: Rasterizer
    /// Reads the tiles of vector and raster sources; its archives and decoded tiles are shared by
    /// every card this engine makes (the cards of a batch, the requests of a server).
    var tiles: VectorTileProvider
    /// Called between the steps of a card; throwing stops it there (serve's `--render-timeout`).
    package var checkpoint: @Sendable () throws(CLIError) -> Void = {}

    /// An engine for `registry` reading standard input from `console`; by default with the
    /// standard pixel limit and PNG writer and a tile provider of its own.
    package init(registry: LayerRegistry, console: Console, rasterizer: Rasterizer = Rasterizer(),
                 tiles: VectorTileProvider = VectorTileProvider(http: TileNetworkOptions().client)) {
        self.registry = registry
        self.console = console
        self.rasterizer = rasterizer
        self.tiles = tiles
    }

    /// The most characters a card's title may have: 1,000 (a title a card can show is far shorter;
    /// the fitter's work grows with the text).
    package static let maximumTitleLength = 1_000

    /// The program and its version, `routecard 0.1.0`: what `--version` prints, and part of
    /// every ETag of `serve` (another version may draw other bytes).
    package static let version = "routecard " + HTTPClient.version

    /// `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds convention) when set, else
    /// 0: the creation date written into every PDF card, so the same card is the same bytes from
    /// every front-end and every run.
    package static let pdfCreationDate: Int64 = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap { Int64($0) } ?? 0

    /// The card of `job` in each of `formats` (in that order). Style warnings go to `warn`, and
    /// the input's unless `job.quiet`; the result keeps them too (``CardResult/warnings``).
    ///
    /// The card's work is bounded by the ``WorkBudget`` the caller bound to `WorkBudget.current`
    /// (serve's, with its deadline), else by a fresh default one; a card that stops there ends
    /// with the budget's reason at its next step.
    package func make(_ job: CardJob, formats: [OutputFormat], warn given: (String) -> Void) throws(CLIError) -> CardResult {
        if WorkBudget.current != nil { return try makeWithinBudget(job, formats: formats, warn: given) }
        return try WorkBudget.$current.withValue(WorkBudget()) {
            Result { () throws(CLIError) in try makeWithinBudget(job, formats: formats, warn: given) }
        }.get()
    }

    /// `make` with `WorkBudget.current` bound.
    private func makeWithinBudget(_ job: CardJob, formats: [OutputFormat], warn given: (String) -> Void) throws(CLIError) -> CardResult {
        var warnings: [String] = []
        func warn(_ line: String) {
            warnings.append(line)
            given(line)
        }
        let prepared = try prepare(job, formats: formats, warn: warn)
        let style = prepared.style
        let card: RenderedCard
        do {
            card = try CardRenderer(tiles: prepared.tiles).card(for: prepared.track, style: style, title: job.title, sources: prepared.sources)
        } catch {
            try check()
            throw Self.drawingFailure(error, inputName: prepared.inputName)
        }
        for warning in card.warnings { warn("routecard: warning: \(warning)") }
        if formats.contains(where: { $0 != .svg }) {
            for line in MissingGlyphWarnings.lines(for: card.scene) { warn("routecard: warning: \(line)") }
        }
        let picture = CardPicture(scene: card.scene, canvas: style.canvas, animation: job.animate.map { RouteAnimator(duration: $0) })
        try check()
        let points = "\(Self.format(style.canvas.width))×\(Self.format(style.canvas.height)) pt"
        var outputs: [CardOutput] = []
        for format in formats {
            do {
                let bytes = try picture.bytes(format, rasterizer: prepared.rasterizer, creationDate: Self.pdfCreationDate,
                                              quality: job.quality ?? OutputFormat.defaultQuality)
                outputs.append(CardOutput(format: format, bytes: bytes,
                                          dimensions: format.isRaster ? (prepared.pixels?.description ?? "?") + " px" : points))
            } catch {
                throw Self.rasterFailure(error)
            }
        }
        return CardResult(outputs: outputs, canvas: style.canvas, warnings: warnings)
    }

    /// Stops the card between its steps: the front-end's `checkpoint`, then the card's `WorkBudget`
    /// (past its deadline: exit 75; a budget used up: bad data, 65, with the budget's message).
    func check() throws(CLIError) {
        try checkpoint()
        switch WorkBudget.current?.stopReason {
        case nil: return
        case .deadline?: throw .timedOut("routecard: error: the card took longer than its time limit")
        case .cancelled(let reason)?: throw .timedOut("routecard: error: the card was cancelled: \(reason)")
        case .exhausted(let message)?: throw .data("routecard: error: \(message)")
        }
    }

    /// Everything of `job` but the drawing, in the order that wastes no work on a refused card:
    /// the style (loaded or prepared, overridden, checked to leave room), the job's tiles opened
    /// and every tile source checked to have some, the pixel limit of a PNG in `formats`, then the
    /// route, then the map data. Style warnings go to `warn`, and the input's unless `job.quiet`.
    func prepare(_ job: CardJob, formats: [OutputFormat], warn: (String) -> Void) throws(CLIError) -> PreparedCard {
        if let title = job.title, title.count > Self.maximumTitleLength {
            throw .usage("the title is \(title.count) characters long, above the limit of \(Self.maximumTitleLength) "
                + "(--title, a job's title, serve's title=)")
        }
        // A raster picture or a PDF needs librsvg: load it while the card is made.
        if formats.contains(where: { $0 != .svg }) { Rasterizer.preload() }
        var rasterizer = self.rasterizer
        if let maxPixels = job.maxPixels { rasterizer.maxPixels = maxPixels }
        if let compression = job.pngCompression { rasterizer.pngWriter = .routecard(compression) }
        let style = try prepareStyle(job, warn: warn)
        // Tiles named by the job are opened, and every vector source checked to have tiles, before the input is read.
        let bindings: [String: any TileSource]
        if let prepared = job.prepared {
            bindings = prepared.bindings
        } else {
            bindings = try TileBindings.resolve(job.tiles, style: style, styleName: job.style, archives: tiles.archives, http: tiles.http)
        }

        // The pixel limit depends only on the canvas and the scale: refuse before reading the input.
        let pixels = PixelSize(canvasWidth: style.canvas.width, canvasHeight: style.canvas.height, scale: style.canvas.scale)
        if formats.contains(where: \.isRaster) {
            guard let pixels else { throw Self.rasterFailure(.invalidScale(style.canvas.scale)) }
            do {
                try rasterizer.checkLimits(pixels)
            } catch {
                throw Self.rasterFailure(error)
            }
        }
        let (track, name) = try loadTrack(job, warn: job.quiet ? { _ in } : warn)
        try check()
        let sources: MapSources
        if let prepared = job.prepared {
            sources = prepared.sources
        } else {
            sources = try MapDataLoading.load(style)
        }
        return PreparedCard(style: style, track: track, inputName: name, sources: sources, tiles: tiles.binding(bindings),
                            rasterizer: rasterizer)
    }

    /// A drawing failure as a card error: a tile's with the command line's codes
    /// (``TileBindings/error(_:)``), anything else — nothing to draw, the route hidden by the
    /// privacy zones — bad content (65) of the route named `inputName`.
    static func drawingFailure(_ error: RenderError, inputName: String) -> CLIError {
        if case .tiles(let failure) = error { return TileBindings.error(failure) }
        return .data("\(inputName): error: \(error.description)")
    }

    /// The style a job's card is drawn with: the prepared one or the one its `style` names (with
    /// its `basemap`; `streets-dark` instead when the style was chosen for a dark base map), the job's overrides applied, checked to leave room to draw; its warnings go to `warn`.
    func prepareStyle(_ job: CardJob, warn: (String) -> Void) throws(CLIError) -> Style {
        var style: Style
        if let prepared = job.prepared {
            style = prepared.style
        } else {
            style = try InputLoader.loadStyle(job.style, registry: registry, allowing: job.allowedPaths)
            if let basemap = job.basemap {
                var scaled = style
                job.overrides.apply(to: &scaled)
                let base = try InputLoader.loadBasemap(basemap, allowing: job.allowedPaths, sprite: job.sprite, scale: scaled.canvas.scale)
                // No --style: a dark base map gets the dark card style (MapLibreStyle.isDark).
                if job.styleFollowsBasemap, base.isDark {
                    style = try InputLoader.loadStyle(RenderOptions.darkBasemapStyle, registry: registry, allowing: job.allowedPaths)
                }
                style = style.applying(basemap: base)
            }
        }
        job.overrides.apply(to: &style)
        if let problem = CanvasStyle.roomProblem(style.canvas.padding, width: style.canvas.width, height: style.canvas.height) {
            throw .usage("\(problem) (--padding, --size or the style's canvas)")
        }
        if job.prepared == nil {
            for warning in style.warnings { warn(warning.description) }
        }
        return style
    }

    /// The job's track and its name in messages: the given track, the in-memory bytes, or what
    /// `InputLoader` reads (a file, standard input, a polyline, the bundled example).
    private func loadTrack(_ job: CardJob, warn: (String) -> Void) throws(CLIError) -> (track: Track, name: String) {
        if job.mapOnly { return (Track(), "map") }
        if let track = job.track {
            do {
                return (try TrackReader(limits: job.limits).checked(track, path: job.inputName), job.inputName)
            } catch {
                throw .data(error.description)
            }
        }
        if let bytes = job.inputBytes {
            var warnings = InputWarnings()
            do {
                let reader = TrackReader(format: job.format, maximumDecompressedSize: job.maximumDecompressedSize, limits: job.limits)
                let track = try reader.read(bytes, path: job.inputName, warnings: &warnings)
                for line in InputLoader.warningLines(warnings) { warn(line) }
                return (track, job.inputName)
            } catch {
                throw .data(error.description)
            }
        }
        return try InputLoader(console: console).loadTrack(input: job.input, example: job.input == nil && job.polyline == nil,
                                                           format: job.format, polyline: job.polyline, limits: job.limits, warn: warn)
    }

    /// A raster failure as a card error: bad content (65), e.g. a picture over the pixel limit;
    /// librsvg missing from the system is 1.
    package static func rasterFailure(_ error: RasterError) -> CLIError {
        switch error {
        case .libraryMissing: return .failure(error.description)
        case .tooLarge, .imagesTooLarge:
            return CLIError(exitCode: 65, message: "routecard: error: \(error.description) (--max-pixels)", suggestHelp: false)
        default: return CLIError(exitCode: 65, message: "routecard: error: \(error.description)", suggestHelp: false)
        }
    }

    /// `800`, `412.5`.
    package static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
