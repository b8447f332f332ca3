/// Why an HTTP request got no usable answer.
public enum HTTPFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The connection failed (libcurl's message: `Couldn't connect to server`, a DNS failure, …).
    case network(String)
    /// No complete answer within the timeout.
    case timedOut(seconds: Double)
    /// The body was longer than the limit.
    case tooLarge(limit: Int)
    /// The server answered with an error status (after the retries 429 and 5xx get).
    case status(Int)
    /// `--offline` and the cache has no copy.
    case notCached
    /// A ranged read of an archive saw another ETag than the archive had: the file changed.
    case changed(from: String, to: String)
    /// libcurl could not be loaded (the loader's reason and the Debian package to install).
    case libraryMissing(String)

    /// The message, e.g. `HTTP 503 Service Unavailable`.
    public var description: String {
        switch self {
        case .network(let message): "network error: \(message)"
        case .timedOut(let seconds): "no answer within \(seconds.formatted) s (timed out)"
        case .tooLarge(let limit): "the answer is longer than \(limit) bytes"
        case .status(let code): "HTTP \(code)" + (Self.reasons[code].map { " \($0)" } ?? "")
        case .notCached: "not in the tile cache, and --offline reads nothing from the network"
        case .changed(let old, let new): "the file changed on the server while it was read (ETag \(old), now \(new)); run again"
        case .libraryMissing(let message): "cannot load libcurl to read over HTTP: \(message)"
        }
    }

    private static let reasons = [400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 410: "Gone",
                                  416: "Range Not Satisfiable", 429: "Too Many Requests", 500: "Internal Server Error",
                                  502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout"]
}

extension Double {
    /// `30` or `2.5`: a number of seconds as people write it.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
