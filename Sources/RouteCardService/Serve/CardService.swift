import Foundation
import RouteCard
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardMapLibre
import RouteCardRaster
import RouteCardServer
import RouteCardStyle
import RouteCardText
import RouteCardTiles

/// What `serve` answers: routes each request, renders cards within the limits, and counts and logs
/// every exchange. Thread-safe: the server calls it from a thread per connection.
final class CardService: @unchecked Sendable {
    /// The options it was started with.
    let options: ServeOptions
    /// The styles served.
    let styles: ServeStyles
    /// Renders at once and the queue before them.
    let gate: RenderGate
    /// The counters `/metrics` shows.
    let metrics = ServeMetrics()
    /// Archives and decoded tiles, shared by every card.
    let tiles: VectorTileProvider
    /// Makes the cards: the pixel limit of PNGs, the shared tiles.
    let engine: CardEngine
    /// The layer types styles may use (for styles sent with requests).
    let registry: LayerRegistry
    /// Writes one access-log line (standard error), or nothing when quiet.
    let log: @Sendable (String) -> Void
    private let lock = NSLock()
    private var isReady = false

    /// The routes and their methods.
    static let routes = ["GET /", "POST /render", "GET /styles/STYLE/preview.png", "GET /static/VIEW/WxH[@2x].png", "GET /styles/STYLE/static/VIEW/WxH[@2x].png",
                         "GET /styles.json", "GET /styles/STYLE/style.json", "GET /health", "GET /ready", "GET /metrics"]

    /// A service for loaded styles.
    init(options: ServeOptions, styles: ServeStyles, tiles: VectorTileProvider, registry: LayerRegistry = .builtIn,
         log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.registry = registry
        self.styles = styles
        self.tiles = tiles
        self.log = log
        gate = RenderGate(workers: options.workers, queueLimit: options.queueLimit)
        var rasterizer = Rasterizer(maxPixels: options.maxPixels)
        // Workers render side by side: each card encodes on its share of the cores.
        rasterizer.maxThreads = max(1, ProcessInfo.processInfo.activeProcessorCount / options.workers)
        engine = CardEngine(registry: registry, console: Console(writeOut: { _ in }, writeError: { _ in }, readInput: { [] }),
                            rasterizer: rasterizer, tiles: tiles)
    }

    /// Whether `/ready` says ready: true once listening, false again while draining.
    var ready: Bool {
        get { lock.withLock { isReady } }
        set { lock.withLock { isReady = newValue } }
    }

    /// Answers one request (never throws: every failure is a JSON error), with the CORS headers of
    /// `--cors`; a browser's preflight `OPTIONS` gets the path's methods.
    func handle(_ request: HTTPServerRequest) -> HTTPServerResponse {
        let origin = request.header("Origin")
        if request.method == "OPTIONS", let methods = Self.methods(request.path),
           let preflight = options.cors.preflight(origin: origin, methods: methods + ", OPTIONS") {
            return preflight
        }
        var response = route(request)
        response.headers += options.cors.headers(origin: origin)
        return response
    }

    /// The methods a path takes (`nil`: no such route).
    static func methods(_ path: String) -> String? {
        switch path {
        case "/", "/index.html", "/health", "/ready", "/metrics", "/styles.json": "GET, HEAD"
        case "/render": "POST"
        default: StaticMapQuery.isStatic(path) || styleDocument(path) != nil || previewStyle(path) != nil ? "GET, HEAD" : nil
        }
    }

    /// The answer of the route `request` names.
    private func route(_ request: HTTPServerRequest) -> HTTPServerResponse {
        do {
            if let problem = request.malformed {
                throw ServeError(status: 400, message: problem)
            }
            if request.bodyTooLarge {
                throw ServeError(status: 413, message: "the body is larger than --max-body (\(options.maxBody) bytes)")
            }
            switch request.path {
            case "/", "/index.html":
                try Self.allow(request, "GET", "HEAD")
                return HTTPServerResponse(status: 200, headers: ServePage.headers.map { HTTPHeader($0.0, $0.1) }, body: Array(ServePage.html.utf8))
            case "/health":
                try Self.allow(request, "GET", "HEAD")
                return Self.json(200, "{\"status\": \"ok\"}")
            case "/ready":
                try Self.allow(request, "GET", "HEAD")
                let names = styles.names.map(JSONText.string).joined(separator: ", ")
                return ready ? Self.json(200, "{\"status\": \"ready\", \"styles\": [\(names)]}")
                    : Self.json(503, "{\"status\": \"draining\"}")
            case "/metrics":
                try Self.allow(request, "GET", "HEAD")
                let text = metrics.text(inFlight: gate.inFlight, queued: gate.queued, workers: gate.workers, tileLookups: [
                    ("vector", tiles.cache.lookups.hits, tiles.cache.lookups.misses),
                    ("raster", tiles.rasterCache.lookups.hits, tiles.rasterCache.lookups.misses),
                ])
                return HTTPServerResponse(status: 200, headers: [HTTPHeader("Content-Type", "text/plain; version=0.0.4; charset=utf-8"),
                                                           HTTPHeader("Cache-Control", "no-store")], body: Array(text.utf8))
            case "/render":
                try Self.allow(request, "POST")
                return try card(CardRequest(render: request), for: request)
            case "/styles.json":
                try Self.allow(request, "GET", "HEAD")
                let host = request.header("Host").flatMap { $0.isEmpty ? nil : $0 } ?? "\(options.host):\(options.port)"
                return Self.json(200, styles.list(base: "http://" + host), cache: "public, max-age=60")
            default:
                if let name = Self.styleDocument(request.path) {
                    try Self.allow(request, "GET", "HEAD")
                    guard let entry = styles.entries[name] else {
                        throw ServeError(status: 404, message: "no style \"\(name)\" (styles: \(styles.names.joined(separator: ", ")))")
                    }
                    return HTTPServerResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json"),
                                                                     HTTPHeader("Cache-Control", "public, max-age=60")], body: entry.source)
                }
                if let name = Self.previewStyle(request.path) {
                    try Self.allow(request, "GET", "HEAD")
                    return try card(preview(style: name), for: request)
                }
                if let card = try StaticMapQuery.card(request) {
                    try Self.allow(request, "GET", "HEAD")
                    return try self.card(card, for: request)
                }
                throw ServeError(status: 404, message: "no route \(request.path) (routes: \(Self.routes.joined(separator: ", ")))")
            }
        } catch let error as ServeError {
            return error.response
        } catch {
            return ServeError(status: 500, message: "\(error)").response
        }
    }

    /// Counts the exchange and writes its access-log line: `METHOD PATH STATUS BYTES MS` (and why it
    /// ended early, when it did).
    func completed(_ exchange: HTTPExchange) {
        metrics.record(exchange)
        let milliseconds = (exchange.seconds * 10_000).rounded() / 10
        let ending = exchange.ending == .completed ? "" : " (\(exchange.ending.rawValue))"
        log("\(exchange.method) \(exchange.path) \(exchange.status.map(String.init) ?? "-") \(exchange.bytesSent) \(milliseconds)ms\(ending)")
    }

    /// A card: `304` when `If-None-Match` has its ETag, else rendered by a worker within the deadline.
    private func card(_ card: CardRequest, for request: HTTPServerRequest) throws(ServeError) -> HTTPServerResponse {
        let arrival = Date()
        let entry: ServeStyles.Entry?
        let digest: String
        if let uploaded = card.uploadedStyle {
            guard options.allowStyleUpload else {
                throw .badRequest("this server renders only its own styles (start it with --allow-style-upload to accept a style part)")
            }
            entry = nil   // decoded by a worker, so a large style costs a worker's time, not the connection's
            digest = ServeStyles.checksum(Array((CardEngine.version + "\nuploaded\n").utf8) + uploaded)
        } else {
            guard let known = styles.entries[card.style] else {
                let why = styles.unserved[card.style].map { ": it is not served, \($0)" } ?? ""
                throw .badRequest("unknown style \"\(card.style)\"\(why) (styles: \(styles.names.joined(separator: ", ")))")
            }
            entry = known
            digest = known.digest
        }
        let etag = etag(card, digest: digest)
        let cacheHeaders = [HTTPHeader("ETag", etag), HTTPHeader("Cache-Control", "public, max-age=\(options.maxAge)")]
        if let wanted = request.header("If-None-Match"),
           wanted.split(separator: ",").contains(where: { ["*", etag, "W/" + etag].contains($0.trimmingCharacters(in: .whitespaces)) }) {
            return HTTPServerResponse(status: 304, headers: cacheHeaders)
        }
        let deadline = arrival.addingTimeInterval(options.renderTimeout)
        // --render-timeout is 1 ms…1 hour (ServeOptions.duration): the conversion is bounded.
        let retryAfter = max(1, Int(options.renderTimeout.rounded(.up)))
        switch gate.enter(deadline: deadline, clientGone: request.clientGone) {
        case .admitted: break
        case .full:
            metrics.refuse("queue_full")
            throw ServeError(status: 503, message: "busy: \(gate.workers) renders running and \(gate.queueLimit) waiting; retry later",
                             retryAfter: 1)
        case .timedOut:
            metrics.refuse("queue_timeout")
            throw ServeError(status: 503, message: "busy: no render worker was free within --render-timeout (\(options.renderTimeout) s)",
                             retryAfter: retryAfter)
        case .clientGone:
            metrics.refuse("client_gone")
            throw ServeError(status: 503, message: "the client has gone")
        }
        // The render runs on its own thread, so the answer can go at the deadline; a render over
        // time keeps its worker until it stops (at its next step), so the limit on renders at once holds.
        let outcome = RenderOutcome()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            defer { gate.leave() }
            outcome.finish(Result { () throws(ServeError) in try render(card, entry: entry, deadline: deadline) })
        }
        let result = outcome.wait(until: deadline)
        guard let result, result != .failure(timeout) else {
            metrics.refuse("render_timeout")
            throw timeout
        }
        let made = try result.get()
        metrics.render(card.format.rawValue)
        for warning in made.warnings { log("warning: \(request.path): \(warning)") }
        return HTTPServerResponse(status: 200, headers: [HTTPHeader("Content-Type", card.format.mediaType)] + cacheHeaders
                                  + [HTTPHeader("RouteCard-Canvas", made.canvas)]
                                  + made.warnings.map { HTTPHeader("RouteCard-Warning", $0) }, body: made.bytes)
    }

    /// The card's bytes and its warnings (`entry` nil: the request's own style), made by the card engine
    /// within the server's limits; the engine stops between steps once the deadline has passed. A
    /// warning is one line of text without the terminal's `routecard: warning: ` and no control characters,
    /// so it can go in a header.
    private func render(_ card: CardRequest, entry given: ServeStyles.Entry?, deadline: Date) throws(ServeError) -> RenderedBytes {
        let entry: ServeStyles.Entry
        if let given {
            entry = given
        } else {
            entry = try uploadedEntry(card.uploadedStyle ?? [])
        }
        var job = card.job
        job.style = card.style
        job.prepared = entry.prepared
        // A gzip'd body inflates to 8 × --max-body at most.
        job.limits = InputLimits(maximumInputSize: max(options.maxBody * 8, job.inputBytes?.count ?? 0), maximumPointCount: options.maxPoints)
        job.maximumDecompressedSize = options.maxBody * 8
        var engine = self.engine
        let timeout = self.timeout
        engine.checkpoint = { () throws(CLIError) in
            if Date() >= deadline { throw CLIError.timedOut(timeout.message) }
        }
        // The card's budget stops its work at the deadline, deep in its steps (expressions, tiles,
        // labels, text), so a card over time frees its worker soon after its 503 has gone.
        let budget = WorkBudget(deadline: .now + .seconds(max(0, deadline.timeIntervalSinceNow)))
        do {
            let result = try WorkBudget.$current.withValue(budget) {
                Result { () throws(CLIError) in try engine.make(job, formats: [card.format], warn: { _ in }) }
            }.get()
            let canvas = result.canvas
            return RenderedBytes(bytes: result.outputs[0].bytes, warnings: result.warnings.map(Self.headerText),
                                 canvas: "\(Self.number(canvas.width))x\(Self.number(canvas.height))@\(Self.number(canvas.scale))")
        } catch {
            throw CardErrorStatus.serveError(error, retryAfter: timeout.retryAfter)
        }
    }

    /// A style sent with a request, decoded with every file refused (only the built-in map data
    /// can be read) and without tiles: each problem is a 422 with the first one's line:col.
    private func uploadedEntry(_ bytes: [UInt8]) throws(ServeError) -> ServeStyles.Entry {
        // A MapLibre style draws tiles, which a request cannot bring: one clear answer, not a list of
        // every key a card style does not have.
        if MapLibreStyle.isMapLibreStyle(bytes) {
            throw .unprocessable("a MapLibre style cannot be sent with a request: it draws tiles, which a request cannot bring; "
                + "serve it from --styles DIR with --tiles NAME=FILE and ask for it by name (style=NAME)")
        }
        let style: Style
        do {
            style = try Style.decode(bytes, file: "style", resources: .builtIn, registry: registry,
                                     basemapDecoder: MapLibreBasemapDecoder())
        } catch {
            let problems = error.diagnostics.filter { $0.severity == .error }
            let location = problems.first?.location.map { "\($0.line):\($0.column)" }
            throw .unprocessable(problems.map { ($0.keyPath.isEmpty ? "" : $0.keyPath + ": ") + $0.message }.joined(separator: "; "),
                                 location: location)
        }
        if let tiled = style.sources.values.first(where: \.isTiled) {
            throw .unprocessable("a style sent with a request cannot draw tiles (source \"\(tiled.id)\"); use a served style")
        }
        let sources: MapSources
        do {
            sources = try MapDataLoading.load(style)
        } catch {
            throw .unprocessable(error.reason)
        }
        return ServeStyles.Entry(prepared: PreparedStyle(style: style, sources: sources, bindings: [:]), digest: "")
    }

    /// A number as a header shows it: `1080`, `2`, `1.5`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `line` as a header's value: without the terminal's prefix, control characters as spaces.
    private static func headerText(_ line: String) -> String {
        var text = Substring(line)
        for prefix in ["routecard: warning: ", "routecard: "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    /// The answer to a card not made within `--render-timeout`.
    private var timeout: ServeError {
        ServeError(status: 503, message: "the card took longer than --render-timeout (\(options.renderTimeout) s); "
            + "ask for a smaller card or retry later", retryAfter: max(1, Int(options.renderTimeout.rounded(.up))))
    }

    /// A strong validator of the card: the style's digest, the card's parameters and the body.
    private func etag(_ card: CardRequest, digest: String) -> String {
        var key = Array((digest + "\n" + card.canonical + "\n").utf8)
        if let bytes = card.job.inputBytes { key += bytes }
        return "\"" + ServeStyles.checksum(key) + "\""
    }

    /// `405` (with the allowed methods) unless the request's method is one of `methods`.
    private static func allow(_ request: HTTPServerRequest, _ methods: String...) throws(ServeError) {
        guard !methods.contains(request.method) else { return }
        throw ServeError(status: 405, message: "\(request.method) \(request.path): use \(methods.joined(separator: " or "))",
                         allow: methods.joined(separator: ", "))
    }

    private static func json(_ status: Int, _ text: String, cache: String = "no-store") -> HTTPServerResponse {
        HTTPServerResponse(status: status, headers: [HTTPHeader("Content-Type", "application/json"), HTTPHeader("Cache-Control", cache)],
                     body: Array((text + "\n").utf8))
    }

    /// The style a path asks the sample card of: `/styles/ID/preview.png`; `nil` otherwise.
    static func previewStyle(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        return parts.count == 3 && parts[0] == "styles" && parts[2] == "preview.png" && !parts[1].isEmpty ? parts[1] : nil
    }

    /// The sample card of a served style the page shows: the built-in example route (`render --example`)
    /// at ``ServePage/previewSize``, rendered and cached like any card.
    private func preview(style: String) throws(ServeError) -> CardRequest {
        let size = ServePage.previewSize
        let job = try CardParameters.job([], skipping: [], leading: ["--example", "--size", "\(size.width)x\(size.height)"])
        return CardRequest(style: style, format: .png, job: job, canonical: "preview\n\(size.width)x\(size.height)")
    }

    /// The style a path asks the JSON of: `/styles/ID/style.json` (TileServer GL's) or `/styles/ID.json`; `nil` otherwise.
    static func styleDocument(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if parts.count == 3, parts[0] == "styles", parts[2] == "style.json", !parts[1].isEmpty { return parts[1] }
        if parts.count == 2, parts[0] == "styles", parts[1].hasSuffix(".json"), parts[1].count > 5 { return String(parts[1].dropLast(5)) }
        return nil
    }

}
