import Foundation
import Testing

/// HTTP framing and slow clients (#29 items 4 and 14), against `routecard serve` started on 127.0.0.1:
/// ambiguous framing is refused and its connection closed (RFC 9112 §6.3), malformed targets are 400s,
/// and one client's trickling connections neither keep their slots nor starve another client's probe.
@Suite struct ServeFramingTests {
    /// Every status line in the raw bytes of one connection's answers.
    static func statusLines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/1.") }
    }

    @Test func contentLengthWithTransferEncodingIsRefusedAndNothingAfterItIsServed() throws {
        try ServeHarness.with { serve in
            // A proxy taking Content-Length (5 bytes: "0\r\n\r\n") and a server taking the chunked framing
            // would disagree where the request ends; the GET after it must not be answered.
            let smuggled = "POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/gpx+xml\r\nContent-Length: 5\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
            let answer = try serve.client.exchange(Array(smuggled.utf8))
            let lines = Self.statusLines(answer)
            #expect(lines.count == 1, "one answer, then the connection closed: \(lines)")
            #expect(lines.first?.hasPrefix("HTTP/1.1 400") == true)
            let response = LoopbackClient.parse(answer)
            #expect(response.headers["connection"]?.lowercased() == "close")
            #expect(response.text.contains("Transfer-Encoding"))
            #expect(try serve.metric("routecard_http_requests_total{route=\"/health\",status=\"200\"}") == 0)
        }
    }

    @Test func twoDifferentContentLengthsAreABadRequest() throws {
        try ServeHarness.with { serve in
            let body = "<gpx/>"
            let raw = "POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/gpx+xml\r\nContent-Length: 6\r\n"
                + "Content-Length: 60\r\n\r\n" + body
            let response = LoopbackClient.parse(try serve.client.exchange(Array(raw.utf8)))
            #expect(response.status == 400)
            #expect(response.text.contains("differ"))
            #expect(response.headers["connection"]?.lowercased() == "close")
        }
    }

    @Test(arguments: ["/health?title=%00", "/health?title=%ZZ", "/health?title=%4", "/health%00", "/static/auto/300x300.png?title=%G1&path=0,0|1,1"])
    func malformedTargetsAreBadRequests(_ target: String) throws {
        try ServeHarness.with { serve in
            let response = try serve.client.request("GET", target)
            #expect(response.status == 400, "\(target): \(response.text)")
            #expect(response.text.contains("NUL") || response.text.contains("percent escape"), "\(target): \(response.text)")
        }
    }

    @Test func wellFormedEscapesStillWork() throws {
        try ServeHarness.with { serve in
            let response = try serve.client.request("GET", "/health?x=%41%2F+b")
            #expect(response.status == 200)
        }
    }

    @Test func oneClientsSlowConnectionsLeaveRoomForAnothersProbe() throws {
        try ServeHarness.with { serve in
            // 300 connections from 127.0.0.1, each a POST whose body never comes: more than the 256
            // connections the server takes, so without a per-client limit nothing else gets in.
            var sockets: [Int32] = []
            defer { sockets.forEach { close($0) } }
            let head = Array("POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/gpx+xml\r\nContent-Length: 100000\r\n\r\n<".utf8)
            for _ in 0..<300 {
                guard let socket = try? serve.client.connect(timeout: 5) else { continue }
                serve.client.send(socket, head)
                sockets.append(socket)
            }
            // The probe of another client (the kubelet's address, here 127.0.0.2) is answered.
            let probe = try serve.client.connect(timeout: 20, source: "127.0.0.2")
            defer { close(probe) }
            serve.client.send(probe, LoopbackClient.requestBytes("GET", "/health"))
            let answer = LoopbackClient.parse(serve.client.readToEnd(probe))
            #expect(answer.status == 200, "health unanswered while one client holds its connections")
        }
    }

    @Test func aBodyTricklingInIsCutOff() throws {
        try ServeHarness.with(["--client-timeout", "30"]) { serve in
            // A byte a second is never 30 s silent, but far below 1 KiB/s: closed once the 10 s of grace are over.
            let socket = try serve.client.connect(timeout: 1)
            defer { close(socket) }
            serve.client.send(socket, Array("POST /render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/gpx+xml\r\nContent-Length: 100000\r\n\r\n".utf8))
            var closed = false
            let guardDeadline = Date().addingTimeInterval(40)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !closed && Date() < guardDeadline {
                serve.client.send(socket, [UInt8(ascii: "<")])
                // recv waits up to the 1 s timeout: 0 is the server's close, -1 a timeout (still open).
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { closed = true }
            }
            #expect(closed, "a trickling body kept its connection for 40 s")
        }
    }
}
