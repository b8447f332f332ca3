import Foundation
import RouteCardServer

/// What `serve` has done, as Prometheus text (exposition format 0.0.4): requests by route and
/// status, a latency histogram by route, body bytes sent, responses that did not finish, renders
/// refused, and — read when scraped — renders in flight, the queue and the tile caches.
final class ServeMetrics: @unchecked Sendable {
    /// The upper bounds of the latency histogram, in seconds.
    static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

    private struct Histogram {
        var counts = [Int](repeating: 0, count: ServeMetrics.buckets.count)
        var sum = 0.0
        var count = 0
    }

    private let lock = NSLock()
    private var requests: [String: [String: Int]] = [:]
    private var latency: [String: Histogram] = [:]
    private var bytesOut = 0
    private var incomplete: [String: Int] = [:]
    private var refused: [String: Int] = [:]
    private var rendered: [String: Int] = [:]

    /// The route label of a path: `/render`, `/static`, `/health`, `/ready`, `/metrics`, or `other`.
    static func route(of path: String) -> String {
        if path.hasPrefix("/static/") || (path.hasPrefix("/styles/") && path.contains("/static/")) { return "/static" }
        return ["/render", "/health", "/ready", "/metrics"].contains(path) ? path : "other"
    }

    /// Counts one finished exchange.
    func record(_ exchange: HTTPExchange) {
        let route = Self.route(of: exchange.path)
        let status = exchange.status.map(String.init) ?? "none"
        lock.withLock {
            requests[route, default: [:]][status, default: 0] += 1
            var histogram = latency[route] ?? Histogram()
            if let bucket = Self.buckets.firstIndex(where: { exchange.seconds <= $0 }) { histogram.counts[bucket] += 1 }
            histogram.sum += exchange.seconds
            histogram.count += 1
            latency[route] = histogram
            bytesOut += exchange.bytesSent
            switch exchange.ending {
            case .completed: break
            case .clientGone: incomplete["client_gone", default: 0] += 1
            case .timedOut: incomplete["timed_out", default: 0] += 1
            case .shutdown: incomplete["shutdown", default: 0] += 1
            }
        }
    }

    /// Counts a render refused before it ran (`queue_full`, `timed_out`, `client_gone`).
    func refuse(_ reason: String) {
        lock.withLock { refused[reason, default: 0] += 1 }
    }

    /// Counts a card made, by format.
    func render(_ format: String) {
        lock.withLock { rendered[format, default: 0] += 1 }
    }

    /// The exposition text; `gauges` are the values read now (in flight, queued, cache look-ups).
    func text(inFlight: Int, queued: Int, workers: Int, tileLookups: [(cache: String, hits: Int, misses: Int)]) -> String {
        var lines: [String] = []
        func family(_ name: String, _ type: String, _ help: String) {
            lines.append("# HELP \(name) \(help)")
            lines.append("# TYPE \(name) \(type)")
        }
        lock.withLock {
            family("routecard_http_requests_total", "counter", "HTTP requests answered, by route and status (none: refused by the HTTP layer).")
            for route in requests.keys.sorted() {
                for status in requests[route]!.keys.sorted() {
                    lines.append("routecard_http_requests_total{route=\"\(route)\",status=\"\(status)\"} \(requests[route]![status]!)")
                }
            }
            family("routecard_http_request_duration_seconds", "histogram", "Time from the request line to the last byte, by route.")
            for route in latency.keys.sorted() {
                let histogram = latency[route]!
                var cumulative = 0
                for (index, bound) in Self.buckets.enumerated() {
                    cumulative += histogram.counts[index]
                    lines.append("routecard_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(cumulative)")
                }
                lines.append("routecard_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(histogram.count)")
                lines.append("routecard_http_request_duration_seconds_sum{route=\"\(route)\"} \(histogram.sum)")
                lines.append("routecard_http_request_duration_seconds_count{route=\"\(route)\"} \(histogram.count)")
            }
            family("routecard_http_response_bytes_total", "counter", "Response body bytes handed to connections.")
            lines.append("routecard_http_response_bytes_total \(bytesOut)")
            family("routecard_http_responses_incomplete_total", "counter", "Exchanges that ended before the response was sent whole, by reason.")
            for reason in ["client_gone", "timed_out", "shutdown"] {
                lines.append("routecard_http_responses_incomplete_total{reason=\"\(reason)\"} \(incomplete[reason] ?? 0)")
            }
            family("routecard_renders_total", "counter", "Cards rendered, by format.")
            for format in ["svg", "png", "pdf"] {
                lines.append("routecard_renders_total{format=\"\(format)\"} \(rendered[format] ?? 0)")
            }
            family("routecard_renders_refused_total", "counter", "Renders refused or given up: queue full, no worker in time, over --render-timeout, client gone while queued.")
            for reason in ["queue_full", "queue_timeout", "render_timeout", "client_gone"] {
                lines.append("routecard_renders_refused_total{reason=\"\(reason)\"} \(refused[reason] ?? 0)")
            }
        }
        family("routecard_renders_in_flight", "gauge", "Renders running now.")
        lines.append("routecard_renders_in_flight \(inFlight)")
        family("routecard_render_queue_length", "gauge", "Requests waiting for a render worker.")
        lines.append("routecard_render_queue_length \(queued)")
        family("routecard_render_workers", "gauge", "Renders that may run at once (--workers).")
        lines.append("routecard_render_workers \(workers)")
        family("routecard_tile_cache_hits_total", "counter", "Tile look-ups answered from the cache, by cache.")
        for lookup in tileLookups { lines.append("routecard_tile_cache_hits_total{cache=\"\(lookup.cache)\"} \(lookup.hits)") }
        family("routecard_tile_cache_misses_total", "counter", "Tile look-ups that read and decoded the tile, by cache.")
        for lookup in tileLookups { lines.append("routecard_tile_cache_misses_total{cache=\"\(lookup.cache)\"} \(lookup.misses)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
