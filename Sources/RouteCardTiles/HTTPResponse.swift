/// What a server answered: the status, the headers (names lower-cased) and the body.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status, e.g. 200, 206, 304, 404.
    public var status: Int
    /// The headers of the final response (after redirects), by lower-cased name.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]
    /// Whether the answer came from the disk cache without asking the server.
    public var fromCache: Bool

    /// Creates a response.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = [], fromCache: Bool = false) {
        self.status = status
        self.headers = headers
        self.body = body
        self.fromCache = fromCache
    }

    /// A header by name (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
