/// How one request ended, told to the server's `completed` closure once the response is sent (or
/// the connection gave out): what an access log line and the metrics need.
package struct HTTPExchange: Sendable, Hashable {
    /// The request method.
    package var method: String
    /// The path, percent-decoded, without the query.
    package var path: String
    /// The status answered, or `nil` when the handler never answered (a malformed request the
    /// library refused itself, a client that left before sending it whole).
    package var status: Int?
    /// The body bytes handed to the connection (fewer than the body when the client left).
    package var bytesSent: Int
    /// Seconds from the request line to the end.
    package var seconds: Double
    /// How it ended.
    package var ending: Ending

    /// How an exchange ended.
    package enum Ending: String, Sendable, Hashable {
        /// The whole response was sent.
        case completed
        /// The connection failed or the client hung up (mid-response, or before the request was whole).
        case clientGone = "client_gone"
        /// The client was silent for longer than the connection timeout.
        case timedOut = "timed_out"
        /// The server shut down first.
        case shutdown
    }

    /// Creates an exchange record.
    package init(method: String, path: String, status: Int?, bytesSent: Int, seconds: Double, ending: Ending) {
        self.method = method
        self.path = path
        self.status = status
        self.bytesSent = bytesSent
        self.seconds = seconds
        self.ending = ending
    }
}
