import Foundation
import RouteCardEngine

/// The parsed options of `routecard serve`.
package struct ServeOptions: CommandOptions {
    /// `--host ADDR`: the numeric address to listen on (default 127.0.0.1; 0.0.0.0 in a container).
    var host = "127.0.0.1"
    /// `--port N`: the port (default 8080; 0 picks a free one, printed at start).
    var port: UInt16 = 8080
    /// `--styles DIR`: a folder of style files (`NAME.json`), served beside the built-in styles.
    var stylesDirectory: String?
    /// `--config FILE`: TileServer GL's `config.json`, its styles and data served (``ServeConfig``).
    var configFile: String?
    /// `--tiles NAME=FILE` (repeatable): a tile archive for every served style's source `NAME`.
    var tiles: [TilesOption] = []
    /// `--workers N`: renders at once (default: the number of cores).
    var workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// `--queue N`: requests that may wait for a worker (default 4 × workers); more get 503.
    var queue: Int?
    /// `--max-body SIZE`: the longest request body (default 10 MiB).
    var maxBody = 10 << 20
    /// `--max-points N`: the most points a posted route may have (default 500 000).
    var maxPoints = 500_000
    /// `--max-pixels N`: the most pixels a PNG may have (default 25 000 000).
    var maxPixels = 25_000_000
    /// `--render-timeout DURATION`: the most time a request may take from arrival to its card (default 15 s).
    var renderTimeout = 15.0
    /// `--client-timeout SECONDS`: how long a connection may be silent (default 30).
    var clientTimeout = 30
    /// `--drain-timeout DURATION`: after SIGTERM, how long requests in flight may take to finish (default 25 s).
    var drainTimeout = 25.0
    /// `--max-connections N`: connections at once (default 256).
    var maxConnections = 256
    /// `--max-client-connections N`: connections at once from one client address (default 64; 0: no limit).
    var maxClientConnections = 64
    /// `--min-upload-rate SIZE`: the slowest average rate (bytes a second) of a body after its first
    /// 10 s (default 1k; 0: any rate).
    var minUploadRate = 1 << 10
    /// `--max-age SECONDS`: `Cache-Control: public, max-age=…` of cards (default 86400).
    var maxAge = 86_400
    /// `--quiet`: no access log.
    var quiet = false
    /// `--allow-style-upload`: accept a style sent with a request (a `style` part of a form),
    /// decoded with every file refused.
    var allowStyleUpload = false
    /// `--cors off|*|ORIGIN[,ORIGIN…]`: which pages of other origins may read the answers (default `*`).
    var cors = CORSPolicy.any

    package static let valued: Set<String> = ["--host", "--port", "--styles", "--config", "--tiles", "--workers", "--queue", "--max-body", "--max-points",
                                      "--max-pixels", "--render-timeout", "--client-timeout", "--drain-timeout", "--max-connections",
                                      "--max-client-connections", "--min-upload-rate", "--max-age", "--cors"]
    package static let flags: Set<String> = ["--help", "--quiet", "--allow-style-upload"]
    package static let aliases = ["-h": "--help", "-p": "--port", "-q": "--quiet"]

    package init(_ arguments: ArgumentList) throws(CLIError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("serve takes no INPUT (routes come in requests): unexpected \(arguments.positionals.joined(separator: " "))")
        }
        let values = arguments.values
        if let host = values["--host"] {
            var probe = in6_addr()
            guard inet_pton(AF_INET, host, &probe) == 1 || inet_pton(AF_INET6, host, &probe) == 1 else {
                throw .usage("bad --host \"\(host)\": expected a numeric address such as 127.0.0.1, 0.0.0.0 or ::")
            }
            self.host = host
        }
        port = try UInt16(Self.integer(values["--port"], "--port", in: 0...65535, example: "8080") ?? Int(port))
        stylesDirectory = values["--styles"]
        configFile = values["--config"]
        tiles = try TilesOption.parseAll(arguments.allValues["--tiles"] ?? [])
        for option in tiles where option.isRemote {
            throw .usage("--tiles \(option.path): serve reads tiles from local files only (a .pmtiles or .mbtiles file, or a folder)")
        }
        workers = try Self.integer(values["--workers"], "--workers", in: 1...256, example: "4") ?? workers
        queue = try Self.integer(values["--queue"], "--queue", in: 0...100_000, example: "16")
        maxBody = try Self.size(values["--max-body"], "--max-body", minimum: 1) ?? maxBody
        maxPoints = try Self.integer(values["--max-points"], "--max-points", in: 2...100_000_000, example: "500000") ?? maxPoints
        maxPixels = try Self.integer(values["--max-pixels"], "--max-pixels", in: 1...1_000_000_000, example: "25000000") ?? maxPixels
        renderTimeout = try Self.duration(values["--render-timeout"], "--render-timeout") ?? renderTimeout
        drainTimeout = try Self.duration(values["--drain-timeout"], "--drain-timeout") ?? drainTimeout
        clientTimeout = try Self.integer(values["--client-timeout"], "--client-timeout", in: 1...3600, example: "30") ?? clientTimeout
        maxConnections = try Self.integer(values["--max-connections"], "--max-connections", in: 1...65_536, example: "256") ?? maxConnections
        maxClientConnections = try Self.integer(values["--max-client-connections"], "--max-client-connections", in: 0...65_536, example: "64")
            ?? maxClientConnections
        minUploadRate = try Self.size(values["--min-upload-rate"], "--min-upload-rate", minimum: 0) ?? minUploadRate
        maxAge = try Self.integer(values["--max-age"], "--max-age", in: 0...31_536_000, example: "86400") ?? maxAge
        quiet = arguments.flags.contains("--quiet")
        allowStyleUpload = arguments.flags.contains("--allow-style-upload")
        cors = try CORSPolicy(values["--cors"])
    }

    /// The queue length: `--queue`, else 4 per worker.
    var queueLimit: Int { queue ?? workers * 4 }

    /// A whole number option within `range`.
    private static func integer(_ text: String?, _ option: String, in range: ClosedRange<Int>, example: String) throws(CLIError) -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .usage("bad \(option) \"\(text)\": expected a whole number in \(range.lowerBound)…\(range.upperBound), e.g. \(example)")
        }
        return value
    }

    /// A size option (`--max-body`, `--min-upload-rate`): bytes, or with `k`, `M` (powers of 1024),
    /// `minimum` bytes…1 GiB.
    private static func size(_ text: String?, _ option: String, minimum: Int) throws(CLIError) -> Int? {
        guard let text else { return nil }
        let lower = text.lowercased()
        let multiplier = lower.hasSuffix("k") ? 1 << 10 : lower.hasSuffix("m") ? 1 << 20 : 1
        let digits = multiplier == 1 ? lower : String(lower.dropLast())
        guard let value = Int(digits), value >= minimum, value <= (1 << 30) / multiplier else {
            throw .usage("bad \(option) \"\(text)\": expected a size of \(minimum) byte\(minimum == 1 ? "" : "s")…1 GiB, e.g. 10M, 512k or 65536")
        }
        return value * multiplier
    }

    /// A duration option: `250ms`, `15s` or seconds, 1 ms…1 hour.
    private static func duration(_ text: String?, _ option: String) throws(CLIError) -> Double? {
        guard let text else { return nil }
        guard let seconds = RenderOptions.parseDuration(text, within: 0.001...3600) else {
            throw .usage("bad \(option) \"\(text)\": expected a duration of 1 ms…1 hour, e.g. 15s, 250ms or 2.5")
        }
        return seconds
    }
}
