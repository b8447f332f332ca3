import Foundation

/// What the test server answers: a status, headers and a body.
public struct TestHTTPResponse: Sendable, Hashable {
    /// The HTTP status, e.g. 200, 206, 304, 404, 429.
    public var status: Int
    /// Response headers in order (name, value).
    public var headers: [[String]]
    /// The body.
    public var body: [UInt8]
    /// Seconds to wait before answering (a slow server).
    public var delay: Double

    /// Creates a response.
    public init(status: Int, headers: [[String]] = [], body: [UInt8] = [], delay: Double = 0) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    /// `404 Not Found` with an empty body.
    public static let notFound = TestHTTPResponse(status: 404)

    /// A tile server's answer: the tile `lookup` gives for the request's `…/Z/X/Y.EXT` path (its
    /// only three numbers) as `200`, else `404`, each after `delay` seconds.
    public static func tile(for request: TestHTTPRequest, delay: Double = 0,
                            _ lookup: (_ z: Int, _ x: Int, _ y: Int) -> [UInt8]?) -> TestHTTPResponse {
        let parts = request.path.split(separator: "/").compactMap { Int($0.split(separator: ".")[0]) }
        guard parts.count == 3, let bytes = lookup(parts[0], parts[1], parts[2]) else { return TestHTTPResponse(status: 404, delay: delay) }
        return TestHTTPResponse(status: 200, body: bytes, delay: delay)
    }

    /// The bytes of a file for a request: `304` when its `If-None-Match` names `etag`; the range a
    /// `Range: bytes=FIRST-LAST` (or `FIRST-`, `-SUFFIX`) asks for as `206` with `Content-Range`
    /// (`416` when it starts past the end); else `200` with everything. `headers` are added
    /// (`Cache-Control`, say), and `ETag` when given.
    public static func file(_ bytes: [UInt8], for request: TestHTTPRequest, etag: String? = nil,
                            headers: [[String]] = []) -> TestHTTPResponse {
        var headers = headers + [["Accept-Ranges", "bytes"]]
        if let etag { headers.append(["ETag", etag]) }
        if let etag, let wanted = request.header("If-None-Match"),
           wanted.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag }) {
            return TestHTTPResponse(status: 304, headers: headers)
        }
        guard let range = request.header("Range"), range.hasPrefix("bytes="), !range.contains(",") else {
            return TestHTTPResponse(status: 200, headers: headers, body: bytes)
        }
        let parts = range.dropFirst(6).split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2 else { return TestHTTPResponse(status: 200, headers: headers, body: bytes) }
        var first = 0, last = bytes.count - 1
        switch (parts[0], parts[1]) {
        case let (start?, end?): first = start; last = min(end, bytes.count - 1)
        case let (start?, nil): first = start
        case let (nil, suffix?): first = max(0, bytes.count - suffix)
        default: return TestHTTPResponse(status: 200, headers: headers, body: bytes)
        }
        guard first < bytes.count, first <= last else {
            return TestHTTPResponse(status: 416, headers: headers + [["Content-Range", "bytes */\(bytes.count)"]])
        }
        headers.append(["Content-Range", "bytes \(first)-\(last)/\(bytes.count)"])
        return TestHTTPResponse(status: 206, headers: headers, body: Array(bytes[first...last]))
    }
}
