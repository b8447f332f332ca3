import RouteCardEngine
import RouteCardServer

/// A request `serve` refuses: an HTTP status and one message, with the place in the body it
/// concerns when there is one; answered as JSON, `{"error": "…", "location": "line:col"}`.
struct ServeError: Error, Sendable, Hashable {
    /// 400 bad parameter, 404 no such route, 405 wrong method, 413 body too large, 422 content
    /// that cannot be drawn (bad route file, too many points or pixels), 503 busy or too slow.
    var status: Int
    /// What is wrong and, where it helps, what to send instead.
    var message: String
    /// `line:col` in the body, when the message is about a place in it.
    var location: String? = nil
    /// Seconds after which a retry may succeed (`Retry-After`, with 503).
    var retryAfter: Int? = nil
    /// The methods the path takes (`Allow`, with 405).
    var allow: String? = nil

    /// A bad query parameter or path (400).
    static func badRequest(_ message: String) -> ServeError { ServeError(status: 400, message: message) }

    /// Content that cannot be drawn (422).
    static func unprocessable(_ message: String, location: String? = nil) -> ServeError {
        ServeError(status: 422, message: message, location: location)
    }

    /// The response: the JSON body with `Content-Type: application/json`, `Cache-Control: no-store`,
    /// and `Retry-After` and `Allow` when given.
    var response: HTTPServerResponse {
        var json = "{\"error\": " + JSONText.string(message)
        if let location { json += ", \"location\": " + JSONText.string(location) }
        json += "}\n"
        var headers = [HTTPHeader("Content-Type", "application/json"), HTTPHeader("Cache-Control", "no-store")]
        if let retryAfter { headers.append(HTTPHeader("Retry-After", String(retryAfter))) }
        if let allow { headers.append(HTTPHeader("Allow", allow)) }
        return HTTPServerResponse(status: status, headers: headers, body: Array(json.utf8))
    }
}
