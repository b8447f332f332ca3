import Foundation
import RouteCardEngine
import RouteCardServer
import RouteCardStyle
import RouteCardTiles

/// `routecard serve`: a stateless HTTP service that renders cards on demand (see `HelpText.serve`).
/// Runs until SIGTERM or SIGINT, then stops accepting, lets the requests in flight finish (for at
/// most `--drain-timeout`) and returns, so the process exits 0.
package struct ServeCommand {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where the start-up lines and the access log go.
    var console: Console

    /// The `serve` command with the layer types of `registry`, its messages to `console`.
    package init(registry: LayerRegistry, console: Console) {
        self.registry = registry
        self.console = console
    }

    package func run(_ options: ServeOptions) throws(CLIError) {
        // Signals are taken by a dispatch source, not the default action (which would end the process at once).
        signal(SIGTERM, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        let stop = DispatchSemaphore(value: 0)
        let sources = [SIGTERM, SIGINT].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        // Resident memory stays flat under load with a few allocator arenas (see the function).
        HTTPServer.limitAllocatorArenas(to: max(2, options.workers))
        let running = try start(options)
        stop.wait()
        console.writeError("routecard serve: stopping: no new connections; waiting up to \(options.drainTimeout) s for "
            + "\(running.server.requestsInFlight) request(s) in flight")
        let drained = running.shutdown(within: options.drainTimeout)
        console.writeError("routecard serve: stopped" + (drained ? "" : " (some requests were cut off at --drain-timeout)"))
    }

    /// Loads and checks the styles, starts listening, and says where (one line to standard error).
    func start(_ options: ServeOptions) throws(CLIError) -> RunningService {
        let tiles = VectorTileProvider(http: nil)
        let config = try options.configFile.map { path throws(CLIError) in try ServeConfig.load(path) }
        let styles = try ServeStyles.load(directory: options.stylesDirectory, tiles: options.tiles, config: config, registry: registry,
                                          archives: tiles.archives)
        let console = console
        let quiet = options.quiet
        let service = CardService(options: options, styles: styles, tiles: tiles, registry: registry) { line in
            if !quiet { console.writeError(line) }
        }
        let configuration = HTTPServerConfiguration(host: options.host, port: options.port, connectionTimeout: options.clientTimeout,
                                                    connectionLimit: options.maxConnections, maxBodyBytes: options.maxBody,
                                                    perClientLimit: options.maxClientConnections, minimumBodyRate: options.minUploadRate)
        let server: HTTPServer
        do throws(HTTPServerError) {
            server = try HTTPServer(configuration, handler: { service.handle($0) }, completed: { service.completed($0) })
        } catch {
            throw .failure(error.message)
        }
        service.ready = true
        var line = "routecard serve: listening on \(server.url()) — \(styles.names.count) styles (\(styles.names.joined(separator: ", "))), "
            + "\(options.workers) worker\(options.workers == 1 ? "" : "s"), queue \(options.queueLimit)"
        if !styles.unserved.isEmpty {
            line += "; not served: " + styles.unserved.keys.sorted().map { "\($0) (\(styles.unserved[$0]!))" }.joined(separator: ", ")
        }
        console.writeError(line)
        return RunningService(server: server, service: service)
    }
}

/// A started `serve`: its HTTP server and the service answering it.
final class RunningService: Sendable {
    /// The server (its `port`, `url(_:)`).
    let server: HTTPServer
    /// The service.
    let service: CardService

    init(server: HTTPServer, service: CardService) {
        self.server = server
        self.service = service
    }

    /// Not ready, no new connections, the requests in flight (and renders over time) finished for
    /// at most `seconds`, then every connection closed. Returns whether everything finished in time.
    func shutdown(within seconds: Double) -> Bool {
        service.ready = false
        server.stopAccepting()
        let deadline = Date().addingTimeInterval(seconds)
        var drained = server.drain(within: seconds)
        while service.gate.inFlight > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        drained = drained && service.gate.inFlight == 0
        server.stop()
        return drained
    }
}
