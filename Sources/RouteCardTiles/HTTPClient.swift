import Foundation

/// A polite HTTP client for tiles: a `User-Agent` naming RouteCard, at most
/// ``Options/connectionsPerHost`` requests at once per host, timeouts, retries with back-off on
/// 429 and 5xx (honouring `Retry-After`), and a disk cache (``HTTPCache``) that answers fresh
/// requests itself and revalidates stale ones with `If-None-Match`. With ``Options/offline`` it
/// reads only the cache. Thread-safe; share one between cards.
///
/// OpenStreetMap's tile servers block library defaults: give a `User-Agent` with a contact
/// (`RouteCard/0.1.0 (+mailto:you@example.org)`).
public final class HTTPClient: Sendable {
    /// How the client behaves.
    public struct Options: Sendable {
        /// The `User-Agent` header sent with every request.
        public var userAgent: String
        /// Requests at once per host (default 4).
        public var connectionsPerHost: Int
        /// Seconds a whole request may take (default 30).
        public var timeout: Double
        /// Seconds to connect (default 10).
        public var connectTimeout: Double
        /// Retries after a 429 or 5xx (default 3), waiting 1, 2, 4 s or what `Retry-After` says.
        public var retries: Int
        /// The longest wait between tries, whatever `Retry-After` says (default 30 s).
        public var maxRetryDelay: Double
        /// Read the cache only, never the network.
        public var offline: Bool
        /// The disk cache; `nil` keeps nothing.
        public var cache: HTTPCache?

        /// Options; the default `User-Agent` is `RouteCard/VERSION (+https://github.com/routecard)`.
        public init(userAgent: String = HTTPClient.userAgent(contact: nil), connectionsPerHost: Int = 4, timeout: Double = 30,
                    connectTimeout: Double = 10, retries: Int = 3, maxRetryDelay: Double = 30, offline: Bool = false,
                    cache: HTTPCache? = nil) {
            self.userAgent = userAgent
            self.connectionsPerHost = connectionsPerHost
            self.timeout = timeout
            self.connectTimeout = connectTimeout
            self.retries = retries
            self.maxRetryDelay = maxRetryDelay
            self.offline = offline
            self.cache = cache
        }
    }

    /// RouteCard's version, sent in the `User-Agent`.
    public static let version = "0.1.0"
    /// The most bytes one answer may have (a tile or a range of an archive): 64 MiB.
    public static let maxBodyBytes = 64 << 20

    /// The options.
    public let options: Options
    private let gate: HostGate

    /// A client.
    public init(options: Options = Options()) {
        self.options = options
        self.gate = HostGate(limit: options.connectionsPerHost)
    }

    /// `RouteCard/0.1.0 (+CONTACT)`, or with the project's address when no contact is given.
    public static func userAgent(contact: String?) -> String {
        let contact = contact?.trimmingCharacters(in: .whitespaces) ?? ""
        return "RouteCard/\(version) (+\(contact.isEmpty ? "https://github.com/routecard/routecard" : contact))"
    }

    /// GETs `url` (the bytes `range` only, when given), from the cache when it has a fresh copy.
    /// Any status is returned as it came (the last try's, for 429 and 5xx); a cached copy whose
    /// `ETag` is not `etag` (when given) is not used.
    public func get(_ url: String, range: Range<UInt64>? = nil, etag expected: String? = nil) throws(HTTPFailure) -> HTTPResponse {
        let key = range.map { "\(url)#bytes=\($0.lowerBound)-\($0.upperBound - 1)" } ?? url
        let now = Date().timeIntervalSince1970
        var cached = options.cache?.lookup(key)
        if let entry = cached?.entry, let expected, entry.etag != expected { cached = nil }
        if let (entry, body) = cached, options.offline || entry.expires > now {
            return HTTPResponse(status: entry.status, headers: entry.etag.map { ["etag": $0] } ?? [:], body: body, fromCache: true)
        }
        if options.offline { throw .notCached }
        var headers = ["User-Agent: \(options.userAgent)", "Accept: */*"]
        if let range { headers.append("Range: bytes=\(range.lowerBound)-\(range.upperBound - 1)") }
        if let etag = cached?.entry.etag { headers.append("If-None-Match: \(etag)") }
        let response = try fetch(url, headers: headers)
        if response.status == 304, let (old, body) = cached {
            var entry = old
            entry.expires = HTTPCache.expiry(of: response.headers, now: now) ?? now
            if let etag = response.header("ETag") { entry.etag = etag }
            options.cache?.refresh(entry)
            return HTTPResponse(status: entry.status, headers: response.headers, body: body)
        }
        if [200, 206, 404].contains(response.status), let cache = options.cache,
           let expires = HTTPCache.expiry(of: response.headers, now: now) {
            cache.store(HTTPCacheEntry(key: key, status: response.status, etag: response.header("ETag"), expires: expires), body: response.body)
        }
        return response
    }

    /// One request with its retries: 429 and 5xx are tried again after `Retry-After` seconds
    /// (capped), else 1, 2, 4 … s; the host's slot is given up while waiting.
    private func fetch(_ url: String, headers: [String]) throws(HTTPFailure) -> HTTPResponse {
        let host = HostGate.host(of: url)
        var attempt = 0
        while true {
            let result = gate.withSlot(for: host) {
                CurlTransfer.get(url, headers: headers, timeout: options.timeout, connectTimeout: options.connectTimeout,
                                 limit: Self.maxBodyBytes)
            }
            let response = try result.get()
            guard response.status == 429 || (500...599).contains(response.status), attempt < options.retries else { return response }
            let told = response.header("Retry-After").flatMap { Double($0) ?? HTTPCache.httpDate($0).map { $0 - Date().timeIntervalSince1970 } }
            let delay = min(max(told ?? pow(2, Double(attempt)), 0), options.maxRetryDelay)
            Thread.sleep(forTimeInterval: delay)
            attempt += 1
        }
    }
}
