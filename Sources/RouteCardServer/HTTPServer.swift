import CMicroHTTPD
import Foundation
import RouteCardSharedLibrary

/// An HTTP/1.1 server on GNU libmicrohttpd — every libmicrohttpd call of the package is in this
/// file. Each connection has its own thread, on which `handler` answers each request once its
/// body is read whole; `completed` hears how each exchange ended (for access logs and metrics).
///
/// ```swift
/// let server = try HTTPServer(HTTPServerConfiguration(port: 0)) { request in
///     HTTPServerResponse(status: 200, headers: [HTTPHeader("Content-Type", "text/plain")], body: Array("ok".utf8))
/// }
/// print(server.port)       // the port it got
/// server.stopAccepting()   // SIGTERM: no new connections; requests in flight go on
/// server.stop()
/// ```
///
/// The library parses HTTP (a malformed request is answered `400` by it, never reaches the
/// handler), enforces the connection timeout and limit, and keeps request lines and headers within
/// the connection memory. Bodies over `maxBodyBytes` are dropped as they arrive and the handler is
/// told (`bodyTooLarge`); with a `Content-Length` over it the handler answers before the body is read,
/// and a chunked body that goes on past twice the limit closes the connection.
///
/// libmicrohttpd is not linked: it is opened when the first server starts, so commands that serve
/// nothing never map it (see ``Functions``).
package final class HTTPServer: @unchecked Sendable {
    /// The port listened on.
    package let port: UInt16
    /// What the server was started with.
    package let configuration: HTTPServerConfiguration
    private let handler: @Sendable (HTTPServerRequest) -> HTTPServerResponse
    private let completed: @Sendable (HTTPExchange) -> Void
    private let c: Functions
    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private var inFlight = 0
    private var accepting = true

    /// Starts listening; throws when the address is not numeric or cannot be bound (port in use).
    package init(_ configuration: HTTPServerConfiguration, handler: @escaping @Sendable (HTTPServerRequest) -> HTTPServerResponse,
                 completed: @escaping @Sendable (HTTPExchange) -> Void = { _ in }) throws(HTTPServerError) {
        self.configuration = configuration
        self.handler = handler
        self.completed = completed
        let c = try Self.functions()
        self.c = c
        let box = ServerReference(sendBuffer: Int32(clamping: configuration.sendBufferBytes), getConnectionInfo: c.getConnectionInfo)
        let config = routecard_mhd_config(host: nil, port: configuration.port, connection_timeout: UInt32(clamping: configuration.connectionTimeout),
                                          connection_limit: UInt32(clamping: max(1, configuration.connectionLimit)),
                                          connection_memory: max(4096, configuration.connectionMemory),
                                          per_ip_limit: UInt32(clamping: max(0, configuration.perClientLimit)))
        let started: OpaquePointer? = configuration.host.withCString { host in
            var config = config
            config.host = host
            return routecard_mhd_start(c.startDaemon, config, HTTPServer.begin, HTTPServer.access, HTTPServer.finish,
                                       Unmanaged.passUnretained(box).toOpaque(), box.connectionSetup)
        }
        guard let started else {
            throw HTTPServerError("cannot listen on \(configuration.host):\(configuration.port) "
                + "(a numeric address such as 127.0.0.1 or 0.0.0.0 is expected, and a port no other program uses)")
        }
        daemon = started
        port = routecard_mhd_port(c.getDaemonInfo, started)
        box.server = self
        self.box = box
    }

    /// The server seen by the C callbacks; set once the daemon has started, so a request arriving
    /// in between waits for it (see `ServerReference.wait`).
    private var box: ServerReference?

    deinit { stop() }

    /// `http://HOST:PORT` followed by `path` (IPv6 hosts in brackets).
    package func url(_ path: String = "") -> String {
        let host = configuration.host == "0.0.0.0" ? "127.0.0.1" : configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)\(path)"
    }

    /// Requests begun and not yet ended (being read, answered or sent).
    package var requestsInFlight: Int { lock.withLock { inFlight } }

    /// Whether new connections are still accepted (false after ``stopAccepting()``).
    package var isAccepting: Bool { lock.withLock { accepting } }

    /// Stops accepting connections (the listening socket is closed, so new ones are refused); the
    /// connections open go on, and their responses say `Connection: close`.
    package func stopAccepting() {
        lock.lock()
        defer { lock.unlock() }
        guard accepting, let daemon else { return }
        accepting = false
        let listener = c.quiesceDaemon(daemon)
        if listener >= 0 { close(listener) }
    }

    /// Caps the C allocator's arenas at `count` (glibc's `M_ARENA_MAX`) for the whole process. A
    /// thread per connection would otherwise get up to 8 arenas a core, each keeping what its threads
    /// freed, and resident memory would creep up under load (measured with wrk at 16 connections:
    /// +4 MB every 20 s uncapped, flat with 2). Call it once, before serving.
    package static func limitAllocatorArenas(to count: Int) {
        routecard_limit_malloc_arenas(Int32(clamping: max(1, count)))
    }

    /// Waits up to `seconds` for the requests in flight to end; returns whether they all did.
    package func drain(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while requestsInFlight > 0 {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    /// Closes every connection and waits for their threads to end; safe to call twice.
    package func stop() {
        let running: OpaquePointer? = lock.withLock {
            defer { daemon = nil; accepting = false }
            return daemon
        }
        if let running { c.stopDaemon(running) }
    }

    // MARK: - Loading libmicrohttpd

    /// The soname opened when the first server starts (Debian's `libmicrohttpd12`).
    static let libraryName = "libmicrohttpd.so.12"

    /// The libmicrohttpd functions this file calls, looked up once and called through pointers of
    /// their prototypes' types; the variadic ones through the shim's wrappers, which take their addresses.
    private struct Functions: @unchecked Sendable {
        let quiesceDaemon: routecard_mhd_quiesce_daemon_t
        let stopDaemon: routecard_mhd_stop_daemon_t
        let getConnectionValues: routecard_mhd_get_connection_values_t
        let queueResponse: routecard_mhd_queue_response_t
        let createResponseFromCallback: routecard_mhd_create_response_from_callback_t
        let createResponseFromBuffer: routecard_mhd_create_response_from_buffer_t
        let destroyResponse: routecard_mhd_destroy_response_t
        let addResponseHeader: routecard_mhd_add_response_header_t
        /// `MHD_start_daemon`, `MHD_get_connection_info`, `MHD_get_daemon_info` and `MHD_set_response_options` (variadic).
        let startDaemon: UnsafeMutableRawPointer
        let getConnectionInfo: UnsafeMutableRawPointer
        let getDaemonInfo: UnsafeMutableRawPointer
        let setResponseOptions: UnsafeMutableRawPointer

        /// Opens libmicrohttpd and looks every function up.
        init() throws(SharedLibraryError) {
            let library = try SharedLibrary(HTTPServer.libraryName, debianPackage: "libmicrohttpd12")
            quiesceDaemon = try library.function("MHD_quiesce_daemon")
            stopDaemon = try library.function("MHD_stop_daemon")
            getConnectionValues = try library.function("MHD_get_connection_values")
            queueResponse = try library.function("MHD_queue_response")
            createResponseFromCallback = try library.function("MHD_create_response_from_callback")
            createResponseFromBuffer = try library.function("MHD_create_response_from_buffer")
            destroyResponse = try library.function("MHD_destroy_response")
            addResponseHeader = try library.function("MHD_add_response_header")
            startDaemon = try library.address("MHD_start_daemon")
            getConnectionInfo = try library.address("MHD_get_connection_info")
            getDaemonInfo = try library.address("MHD_get_daemon_info")
            setResponseOptions = try library.address("MHD_set_response_options")
        }
    }

    /// The functions, or why libmicrohttpd could not be loaded (tried once, when the first server starts).
    private static let loaded = Result { () throws(SharedLibraryError) in try Functions() }

    /// The functions, loading libmicrohttpd the first time.
    private static func functions() throws(HTTPServerError) -> Functions {
        do throws(SharedLibraryError) {
            return try loaded.get()
        } catch {
            throw HTTPServerError("cannot load libmicrohttpd to serve HTTP: \(error.message)")
        }
    }

    // MARK: - The libmicrohttpd callbacks

    /// One request from its first line to its end.
    private final class RequestState {
        let rawURI: String
        let start = DispatchTime.now().uptimeNanoseconds
        var method = ""
        var headersRead = false
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        var bodyTooLarge = false
        var malformed: String?
        var received = 0
        var status: Int?
        var response: ResponseBytes?

        init(rawURI: String) { self.rawURI = rawURI }

        var path: String {
            HTTPQueryItem.decode(rawURI.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "/", plusIsSpace: false)
        }
    }

    /// The headers of a request as the library hands them over, with every `Content-Length` seen.
    private struct ReadHeaders {
        var headers: [String: String] = [:]
        var lengths: Set<String> = []
    }

    /// A response body handed to the connection piece by piece (so a client that leaves stops it).
    private final class ResponseBytes {
        let bytes: [UInt8]
        var handedOver = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// Holds the server weakly for the C side, and what its connections are set up with (freed
    /// with it, after the daemon has stopped).
    private final class ServerReference: @unchecked Sendable {
        weak var server: HTTPServer?
        let connectionSetup: UnsafeMutablePointer<routecard_mhd_connection_setup>

        init(sendBuffer: Int32, getConnectionInfo: UnsafeMutableRawPointer) {
            connectionSetup = .allocate(capacity: 1)
            connectionSetup.initialize(to: routecard_mhd_connection_setup(send_buffer: sendBuffer, get_connection_info: getConnectionInfo))
        }

        deinit { connectionSetup.deallocate() }
    }

    private static func server(_ context: UnsafeMutableRawPointer?) -> HTTPServer? {
        guard let context else { return nil }
        let reference = Unmanaged<ServerReference>.fromOpaque(context).takeUnretainedValue()
        // A connection can arrive before `init` has stored the server: wait briefly for it.
        for _ in 0..<500 where reference.server == nil { Thread.sleep(forTimeInterval: 0.002) }
        return reference.server
    }

    private static let begin: routecard_mhd_uri_callback = { context, uri, _ in
        let state = RequestState(rawURI: uri.map { String(cString: $0) } ?? "/")
        if let server = server(context) { server.lock.withLock { server.inFlight += 1 } }
        return Unmanaged.passRetained(state).toOpaque()
    }

    private static let access: MHD_AccessHandlerCallback = { context, connection, _, method, _, upload, uploadSize, requestContext in
        guard let connection, let requestContext, let pointer = requestContext.pointee, let server = server(context) else { return .NO }
        let state = Unmanaged<RequestState>.fromOpaque(pointer).takeUnretainedValue()
        let limit = server.configuration.maxBodyBytes
        if !state.headersRead {
            state.headersRead = true
            state.method = method.map { String(cString: $0) } ?? "GET"
            var read = ReadHeaders()
            withUnsafeMutablePointer(to: &read) { headers in
                _ = server.c.getConnectionValues(connection, .HEADER_KIND, { context, _, key, value in
                    guard let context, let key else { return .YES }
                    let read = context.assumingMemoryBound(to: ReadHeaders.self)
                    let name = String(cString: key).lowercased()
                    let text = value.map { String(cString: $0) } ?? ""
                    read.pointee.headers[name] = text
                    if name == "content-length" { read.pointee.lengths.insert(text.trimmingCharacters(in: .whitespaces)) }
                    return .YES
                }, headers)
            }
            state.headers = read.headers
            // Ambiguous framing is refused before the body is read, and the connection closed after the
            // answer (RFC 9112 §6.3): whatever follows could be taken as another request.
            if read.headers["transfer-encoding"] != nil && !read.lengths.isEmpty {
                state.malformed = "the request has both Content-Length and Transfer-Encoding (RFC 9112 §6.3)"
                return server.respond(connection, state)
            }
            if read.lengths.count > 1 {
                state.malformed = "the request has Content-Length values that differ (\(read.lengths.sorted().joined(separator: ", ")))"
                return server.respond(connection, state)
            }
            if let problem = HTTPQueryItem.malformation(in: state.rawURI) {
                state.malformed = problem
                return server.respond(connection, state)
            }
            // A declared length over the limit is answered now: the body is never read.
            if let length = state.headers["content-length"].flatMap({ Int($0) }), length > limit {
                state.bodyTooLarge = true
                return server.respond(connection, state)
            }
            return .YES
        }
        if let uploadSize, uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            state.received += count
            // A body far past the limit (a chunked upload that does not end) is cut off: the
            // connection closes without reading the rest.
            if state.bodyTooLarge && state.received > 2 * limit + (64 << 10) { return .NO }
            // A body trickling in (a byte now and then, so never silent for the connection timeout)
            // is cut off once it falls below the minimum rate.
            let rate = server.configuration.minimumBodyRate
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - state.start) / 1e9
            if rate > 0, seconds > server.configuration.bodyRateGrace, Double(state.received) < Double(rate) * seconds { return .NO }
            if !state.bodyTooLarge, state.body.count + count <= limit, let upload {
                state.body.append(contentsOf: UnsafeRawBufferPointer(start: upload, count: count))
            } else if !state.bodyTooLarge {
                state.bodyTooLarge = true
                state.body = []
            }
            uploadSize.pointee = 0
            return .YES
        }
        return server.respond(connection, state)
    }

    private static let finish: MHD_RequestCompletedCallback = { context, _, requestContext, termination in
        guard let requestContext, let pointer = requestContext.pointee else { return }
        requestContext.pointee = nil
        let state = Unmanaged<RequestState>.fromOpaque(pointer).takeRetainedValue()
        guard let server = server(context) else { return }
        server.lock.withLock { server.inFlight -= 1 }
        // MHD_REQUEST_TERMINATED_COMPLETED_OK, _TIMEOUT_REACHED, _DAEMON_SHUTDOWN; the others are failures.
        let ending: HTTPExchange.Ending = switch termination.rawValue {
        case 0: .completed
        case 2: .timedOut
        case 3: .shutdown
        default: .clientGone
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - state.start) / 1e9
        server.completed(HTTPExchange(method: state.method.isEmpty ? "-" : state.method, path: state.path, status: state.status,
                                      bytesSent: state.response?.handedOver ?? 0, seconds: seconds, ending: ending))
    }

    /// Runs the handler for a request read whole (or refused for its length) and queues its response.
    private func respond(_ connection: OpaquePointer, _ state: RequestState) -> MHD_Result {
        let parts = state.rawURI.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let request = HTTPServerRequest(method: state.method, path: state.path,
                                  query: parts.count > 1 ? HTTPQueryItem.parse(parts[1]) : [], headers: state.headers,
                                  body: state.body, bodyTooLarge: state.bodyTooLarge, malformed: state.malformed,
                                  clientGone: { [connection = UInt(bitPattern: connection), info = UInt(bitPattern: c.getConnectionInfo)] in
                                      routecard_mhd_client_gone(UnsafeMutableRawPointer(bitPattern: info),
                                                                OpaquePointer(bitPattern: connection)) != 0
                                  })
        let response = handler(request)
        let bytes = ResponseBytes(response.body)
        let reply: OpaquePointer?
        if response.status == 304 {
            // No Content-Length (RFC 9110 §8.6: a 304's must be the 200's, unknown without drawing) and no
            // chunked framing: MHD sends a 304 of unknown size and strict HTTP/1.0 framing as its headers
            // alone, and closes the connection after them (the only framing left).
            reply = c.createResponseFromCallback(UInt64.max, 1024, { _, _, _, _ in -1 }, nil, nil)
            if let reply { _ = routecard_mhd_set_response_flags(c.setResponseOptions, reply, MHD_RF_HTTP_1_0_COMPATIBLE_STRICT_FLAG) }
        } else if response.body.isEmpty {
            reply = c.createResponseFromBuffer(0, nil, .RESPMEM_PERSISTENT)
        } else {
            reply = c.createResponseFromCallback(UInt64(response.body.count), 64 << 10, { context, position, buffer, space in
                guard let context, let buffer else { return -2 }   // MHD_CONTENT_READER_END_WITH_ERROR
                let bytes = Unmanaged<ResponseBytes>.fromOpaque(context).takeUnretainedValue()
                let start = Int(clamping: position)
                guard start < bytes.bytes.count else { return -1 }   // MHD_CONTENT_READER_END_OF_STREAM
                let count = min(space, bytes.bytes.count - start)
                bytes.bytes.withUnsafeBytes { source in
                    UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress! + start, byteCount: count)
                }
                bytes.handedOver = max(bytes.handedOver, start + count)
                return count
            }, Unmanaged.passRetained(bytes).toOpaque(), { context in
                if let context { Unmanaged<ResponseBytes>.fromOpaque(context).release() }
            })
        }
        guard let reply else { return .NO }
        defer { c.destroyResponse(reply) }
        for header in response.headers {
            _ = c.addResponseHeader(reply, header.name, header.value)
        }
        if !isAccepting || state.malformed != nil { _ = c.addResponseHeader(reply, "Connection", "close") }
        state.status = response.status
        state.response = bytes
        return c.queueResponse(connection, UInt32(clamping: response.status), reply)
    }
}
