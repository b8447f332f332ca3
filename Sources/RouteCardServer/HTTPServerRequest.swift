/// One request the server received, read whole: method, path, query, headers and body.
package struct HTTPServerRequest: Sendable {
    /// `GET`, `POST`, `HEAD`, …
    package var method: String
    /// The path, percent-decoded, without the query (e.g. `/static/auto/600x400.png`).
    package var path: String
    /// The query's name–value pairs in order, form-decoded (`+` is a space, `%XX` a byte).
    package var query: [HTTPQueryItem]
    /// The request headers by lower-cased name.
    package var headers: [String: String]
    /// The body (empty when ``bodyTooLarge``).
    package var body: [UInt8]
    /// Whether the body was longer than the server's `maxBodyBytes` (then it was not kept).
    package var bodyTooLarge: Bool
    /// Why the request is malformed when it is (its framing is ambiguous — `Content-Length` with
    /// `Transfer-Encoding`, two different lengths — or its target has a NUL or a bad `%` escape); the
    /// handler answers it 400, and the server closes the connection after that answer.
    package var malformed: String?
    /// Whether the client has gone (hung up) while the request is being answered; a handler that
    /// waits can ask it and give up early.
    package var clientGone: @Sendable () -> Bool

    /// Creates a request.
    package init(method: String, path: String, query: [HTTPQueryItem] = [], headers: [String: String] = [:], body: [UInt8] = [],
                 bodyTooLarge: Bool = false, malformed: String? = nil, clientGone: @escaping @Sendable () -> Bool = { false }) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.bodyTooLarge = bodyTooLarge
        self.malformed = malformed
        self.clientGone = clientGone
    }

    /// A header's value by name (any case).
    package func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The first value of a query parameter.
    package func query(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// Every value of a query parameter, in order (`marker=…&marker=…`).
    package func queryValues(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }
}
