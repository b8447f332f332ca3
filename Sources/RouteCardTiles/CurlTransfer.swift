import CCurl
import Foundation

/// One HTTP GET through the system libcurl: every libcurl call of the package is in this file.
///
/// Redirects are followed (at most 5, HTTP and HTTPS only), no signals are used (safe from many
/// threads), and a body longer than `limit` bytes is refused while it arrives.
enum CurlTransfer {
    /// `curl_global_init`, once per process, before the first transfer.
    private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK

    /// What a transfer collects; handed to libcurl's callbacks as their context.
    private final class Sink {
        var body: [UInt8] = []
        var headers: [String: String] = [:]
        let limit: Int
        var overLimit = false
        init(limit: Int) { self.limit = limit }
    }

    /// GETs `url` with `headers` (`Name: value` lines); the response, or why there is none.
    static func get(_ url: String, headers: [String], timeout: Double, connectTimeout: Double,
                    limit: Int) -> Result<HTTPResponse, HTTPFailure> {
        guard initialized, let curl = curl_easy_init() else { return .failure(.network("libcurl could not start")) }
        defer { curl_easy_cleanup(curl) }
        var list: UnsafeMutablePointer<curl_slist>?
        for header in headers { list = curl_slist_append(list, header) }
        defer { curl_slist_free_all(list) }
        let sink = Sink(limit: limit)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        _ = routecard_curl_set_string(curl, CURLOPT_URL, url)
        _ = routecard_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
        _ = routecard_curl_set_long(curl, CURLOPT_FOLLOWLOCATION, 1)
        _ = routecard_curl_set_long(curl, CURLOPT_MAXREDIRS, 5)
        _ = routecard_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = routecard_curl_set_string(curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        _ = routecard_curl_set_long(curl, CURLOPT_TIMEOUT_MS, Int(max(timeout, 0.001) * 1000))
        _ = routecard_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT_MS, Int(max(connectTimeout, 0.001) * 1000))
        _ = routecard_curl_set_pointer(curl, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(list))
        _ = routecard_curl_set_pointer(curl, CURLOPT_WRITEDATA, context)
        _ = routecard_curl_set_pointer(curl, CURLOPT_HEADERDATA, context)
        _ = routecard_curl_set_callback(curl, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
            let bytes = size * count
            guard sink.body.count + bytes <= sink.limit else { sink.overLimit = true; return 0 }
            data.withMemoryRebound(to: UInt8.self, capacity: bytes) { sink.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: bytes)) }
            return bytes
        }
        _ = routecard_curl_set_callback(curl, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
            let bytes = size * count
            let line = data.withMemoryRebound(to: UInt8.self, capacity: bytes) {
                String(decoding: UnsafeBufferPointer(start: $0, count: bytes), as: UTF8.self)
            }
            if line.hasPrefix("HTTP/") {
                sink.headers = [:]   // a new response (after a redirect or a 100 Continue)
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
                sink.headers[name] = value
            }
            return bytes
        }
        let code = curl_easy_perform(curl)
        if sink.overLimit { return .failure(.tooLarge(limit: limit)) }
        guard code == CURLE_OK else {
            if code == CURLE_OPERATION_TIMEDOUT { return .failure(.timedOut(seconds: timeout)) }
            return .failure(.network(String(cString: curl_easy_strerror(code))))
        }
        var status = 0
        _ = routecard_curl_get_long(curl, CURLINFO_RESPONSE_CODE, &status)
        return .success(HTTPResponse(status: status, headers: sink.headers, body: sink.body))
    }
}
