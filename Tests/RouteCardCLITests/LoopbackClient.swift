import Foundation

/// A deliberately plain HTTP/1.1 client over a TCP socket to 127.0.0.1, for the `serve` tests: it
/// sends exactly the bytes given (so a test can send malformed requests, stall, or hang up midway)
/// and reads the answer until the server closes the connection.
struct LoopbackClient {
    /// A parsed response.
    struct Response {
        /// The status code of the status line.
        var status: Int
        /// Headers by lower-cased name.
        var headers: [String: String]
        /// The body (everything after the blank line).
        var body: [UInt8]

        /// The body as UTF-8 text.
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// The server's port.
    var port: UInt16

    /// A connected socket; `receiveBuffer` shrinks the socket's receive buffer first (a slow reader);
    /// `source` is the loopback address it connects from (another client, e.g. `127.0.0.2`).
    func connect(receiveBuffer: Int32? = nil, timeout: Double = 60, source: String? = nil) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                close(socket)
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EADDRNOTAVAIL)
            }
        }
        if var size = receiveBuffer {
            setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECONNREFUSED)
        }
        return socket
    }

    /// Writes all of `bytes` (ignoring a peer that has gone).
    func send(_ socket: Int32, _ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            sent += count
        }
    }

    /// Reads until the server closes the connection (or the read times out); at most `limit` bytes.
    func readToEnd(_ socket: Int32, limit: Int = 1 << 30) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while bytes.count < limit {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, min($0.count, limit - bytes.count), 0) }
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// Sends raw bytes on a new connection and returns everything answered.
    func exchange(_ raw: [UInt8]) throws -> [UInt8] {
        let socket = try connect()
        defer { close(socket) }
        send(socket, raw)
        return readToEnd(socket)
    }

    /// One request with `Connection: close` (and `Content-Length` for a body), parsed.
    func request(_ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) throws -> Response {
        try Self.parse(exchange(Self.requestBytes(method, target, headers: headers, body: body)))
    }

    /// The value of one sample of the server's `/metrics`, e.g.
    /// `routecard_http_requests_total{route="/health",status="200"}`; 0 when absent.
    func metric(_ sample: String) throws -> Double {
        let text = try request("GET", "/metrics").text
        for line in text.split(separator: "\n") where line.hasPrefix(sample + " ") {
            return Double(line.dropFirst(sample.count + 1)) ?? .nan
        }
        return 0
    }

    /// The bytes of a request.
    static func requestBytes(_ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) -> [UInt8] {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        return Array((head + "\r\n").utf8) + body
    }

    /// Parses a whole response; a status of 0 when there is no status line (nothing answered).
    static func parse(_ bytes: [UInt8]) -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            return Response(status: 0, headers: [:], body: bytes)
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines.first.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Array(bytes[(end + 4)...]))
    }
}
