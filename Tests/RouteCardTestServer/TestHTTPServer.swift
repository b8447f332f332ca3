import Foundation
import RouteCardServer

/// A small HTTP server on 127.0.0.1 for tests: the package's `HTTPServer` (libmicrohttpd) with a
/// handler closure, recording what it received and sent. It listens on a free port and answers
/// each request on its own thread per connection.
///
/// ```swift
/// let server = try TestHTTPServer { request in .file(bytes, for: request, etag: "\"v1\"") }
/// defer { server.stop() }
/// fetch(server.url("/area.pmtiles"))
/// #expect(server.exchanges.count == 2)
/// ```
public final class TestHTTPServer: @unchecked Sendable {
    /// One request and what was answered.
    public struct Exchange: Sendable, Hashable {
        /// The request.
        public var request: TestHTTPRequest
        /// The status answered.
        public var status: Int
        /// The body bytes sent.
        public var bodyBytes: Int
    }

    /// The port listened on (127.0.0.1 only).
    public var port: UInt16 { server?.port ?? 0 }
    private var server: HTTPServer?
    private let lock = NSLock()
    private var recorded: [Exchange] = []
    private var active = 0
    private var mostActive = 0

    /// Starts a server on `port` (0: a free one) answering with `handler`.
    public init(port: UInt16 = 0, handler: @escaping @Sendable (TestHTTPRequest) -> TestHTTPResponse) throws {
        let state = Recorder()
        do {
            server = try HTTPServer(HTTPServerConfiguration(port: port)) { request in
                state.owner?.answer(request, handler: handler) ?? HTTPServerResponse(status: 503)
            }
        } catch {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: error.message])
        }
        state.owner = self
    }

    /// Lets the server's handler reach this object without a retain cycle.
    private final class Recorder: @unchecked Sendable {
        weak var owner: TestHTTPServer?
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops listening and waits for the connections' threads to end; safe to call twice.
    public func stop() {
        server?.stop()
    }

    /// Every exchange so far, in the order the answers were sent.
    public var exchanges: [Exchange] { lock.withLock { recorded } }

    /// The requests so far.
    public var requests: [TestHTTPRequest] { exchanges.map(\.request) }

    /// The most requests that were being answered at once.
    public var maxConcurrentRequests: Int { lock.withLock { mostActive } }

    /// Forgets the recorded exchanges and the concurrency high-water mark.
    public func reset() {
        lock.withLock {
            recorded = []
            mostActive = 0
        }
    }

    /// Runs the handler for a request and records the exchange.
    private func answer(_ incoming: HTTPServerRequest, handler: (TestHTTPRequest) -> TestHTTPResponse) -> HTTPServerResponse {
        let request = TestHTTPRequest(method: incoming.method, path: incoming.path, headers: incoming.headers)
        lock.withLock {
            active += 1
            mostActive = max(mostActive, active)
        }
        let response = handler(request)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        lock.withLock {
            active -= 1
            recorded.append(Exchange(request: request, status: response.status, bodyBytes: response.body.count))
        }
        return HTTPServerResponse(status: response.status, headers: response.headers.filter { $0.count == 2 }.map { HTTPHeader($0[0], $0[1]) },
                            body: response.body)
    }
}
