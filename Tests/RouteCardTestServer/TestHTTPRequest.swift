/// One request the test server received: method, path and headers (names lower-cased).
public struct TestHTTPRequest: Sendable, Hashable {
    /// `GET`, `HEAD`, …
    public var method: String
    /// The path, without the query (e.g. `/tiles/3/4/2.png`).
    public var path: String
    /// The request headers by lower-cased name.
    public var headers: [String: String]

    /// Creates a request.
    public init(method: String, path: String, headers: [String: String]) {
        self.method = method
        self.path = path
        self.headers = headers
    }

    /// A header's value by name (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
