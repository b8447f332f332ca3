/// What a handler answers: a status, headers and a body (`Content-Length` is added by the server).
package struct HTTPServerResponse: Sendable, Hashable {
    /// The HTTP status, e.g. 200, 304, 400, 503.
    package var status: Int
    /// Response headers in order, as (name, value).
    package var headers: [HTTPHeader]
    /// The body.
    package var body: [UInt8]

    /// Creates a response.
    package init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A header's value by name (any case), the first if given twice.
    package func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
