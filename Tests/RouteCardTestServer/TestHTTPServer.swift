import CMicroHTTPD
import Foundation

/// A small HTTP server on 127.0.0.1 for tests, on GNU libmicrohttpd: every libmicrohttpd call of
/// the package is in this file. It listens on a free port, answers each request with a handler
/// closure (on its own thread per connection), and records what it received and sent.
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
    public private(set) var port: UInt16 = 0
    private let handler: @Sendable (TestHTTPRequest) -> TestHTTPResponse
    private var daemon: OpaquePointer?
    private let lock = NSLock()
    private var recorded: [Exchange] = []
    private var active = 0
    private var mostActive = 0

    /// Starts a server on `port` (0: a free one) answering with `handler`.
    public init(port: UInt16 = 0, handler: @escaping @Sendable (TestHTTPRequest) -> TestHTTPResponse) throws {
        self.handler = handler
        let context = Unmanaged.passUnretained(self).toOpaque()
        guard let daemon = routecard_mhd_start(port, { context, connection, url, method, _, _, _, _ in
            guard let context, let connection else { return .NO }
            let server = Unmanaged<TestHTTPServer>.fromOpaque(context).takeUnretainedValue()
            return server.answer(connection, path: url.map { String(cString: $0) } ?? "/",
                                 method: method.map { String(cString: $0) } ?? "GET")
        }, context) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "libmicrohttpd could not listen on 127.0.0.1:\(port)"])
        }
        self.daemon = daemon
        self.port = routecard_mhd_port(daemon)
    }

    deinit { stop() }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String = "") -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Stops listening and waits for the connections' threads to end; safe to call twice.
    public func stop() {
        let running: OpaquePointer? = lock.withLock {
            defer { daemon = nil }
            return daemon
        }
        if let running { MHD_stop_daemon(running) }
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

    /// Reads the request's headers, runs the handler and queues its response.
    private func answer(_ connection: OpaquePointer, path: String, method: String) -> MHD_Result {
        var headers: [String: String] = [:]
        withUnsafeMutablePointer(to: &headers) { pointer in
            _ = MHD_get_connection_values(connection, .HEADER_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                let headers = context.assumingMemoryBound(to: [String: String].self)
                headers.pointee[String(cString: key).lowercased()] = value.map { String(cString: $0) } ?? ""
                return .YES
            }, pointer)
        }
        let request = TestHTTPRequest(method: method, path: path, headers: headers)
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
        let reply = response.body.withUnsafeBytes { body in
            MHD_create_response_from_buffer(body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), .RESPMEM_MUST_COPY)
        }
        guard let reply else { return .NO }
        defer { MHD_destroy_response(reply) }
        for header in response.headers where header.count == 2 {
            _ = MHD_add_response_header(reply, header[0], header[1])
        }
        return MHD_queue_response(connection, UInt32(response.status), reply)
    }
}
