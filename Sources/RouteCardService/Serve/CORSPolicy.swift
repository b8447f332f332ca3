import RouteCardEngine
import RouteCardServer

/// Which web pages may read `serve`'s answers from another origin (`--cors`): every one by default,
/// as TileServer GL allows, none, or a list. A browser's preflight (`OPTIONS`) is answered here too.
enum CORSPolicy: Sendable, Equatable {
    /// No CORS headers (`--cors off`): browsers keep other origins' pages from reading the answers.
    case off
    /// `Access-Control-Allow-Origin: *` (the default, `--cors '*'`).
    case any
    /// Only these origins (`--cors https://a.example,https://b.example`), each answered with its own
    /// origin and `Vary: Origin`.
    case origins([String])

    /// The headers a page's script may read besides the simple ones.
    static let exposed = "ETag, Retry-After, RouteCard-Warning, RouteCard-Canvas"

    /// Reads `--cors off|*|ORIGIN[,ORIGIN…]`; an origin is `scheme://host[:port]`.
    init(_ text: String?) throws(CLIError) {
        guard let text else {
            self = .any
            return
        }
        switch text.lowercased() {
        case "off", "none", "false": self = .off
        case "*", "on", "true": self = .any
        default:
            let origins = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for origin in origins {
                let host = origin.hasPrefix("https://") ? origin.dropFirst(8) : origin.hasPrefix("http://") ? origin.dropFirst(7) : ""
                guard host.isEmpty || host.contains("/") else { continue }
                throw .usage("bad --cors origin \"\(origin)\": expected off, * or origins such as https://app.example,http://localhost:3000")
            }
            self = .origins(origins)
        }
    }

    /// The CORS headers of an answer to a request from `origin` (its `Origin` header, if any).
    func headers(origin: String?) -> [HTTPHeader] {
        switch self {
        case .off: return []
        case .any: return [HTTPHeader("Access-Control-Allow-Origin", "*"), HTTPHeader("Access-Control-Expose-Headers", Self.exposed)]
        case .origins(let allowed):
            guard let origin, allowed.contains(origin) else { return [HTTPHeader("Vary", "Origin")] }
            return [HTTPHeader("Access-Control-Allow-Origin", origin), HTTPHeader("Access-Control-Expose-Headers", Self.exposed),
                    HTTPHeader("Vary", "Origin")]
        }
    }

    /// The answer to a preflight `OPTIONS` request: 204 with the methods and headers a page may use,
    /// or `nil` when CORS is off (the request is then a 405 like any other method not served).
    func preflight(origin: String?, methods: String) -> HTTPServerResponse? {
        guard self != .off else { return nil }
        return HTTPServerResponse(status: 204, headers: headers(origin: origin) + [
            HTTPHeader("Access-Control-Allow-Methods", methods),
            HTTPHeader("Access-Control-Allow-Headers", "Content-Type, If-None-Match"),
            HTTPHeader("Access-Control-Max-Age", "86400"),
        ], body: [])
    }
}
