import CCurl
import Foundation
import RouteCardSharedLibrary

/// One HTTP GET through the system libcurl: every libcurl call of the package is in this file.
///
/// Redirects are followed (at most 5, HTTP and HTTPS only), no signals are used (safe from many
/// threads), and a body longer than `limit` bytes is refused while it arrives.
///
/// libcurl is not linked: it is opened on the first transfer (with the ~35 libraries it brings),
/// so processes that fetch nothing over HTTP never map it. Each function is looked up once and
/// called through a pointer of its prototype's type; the variadic `curl_easy_setopt` and
/// `curl_easy_getinfo` through the shim's wrappers.
enum CurlTransfer {
    /// The soname opened on first use (Debian's `libcurl4`).
    static let libraryName = "libcurl.so.4"

    /// The libcurl functions this file calls.
    private struct Functions: @unchecked Sendable {
        let easyInit: routecard_curl_easy_init_t
        let easyCleanup: routecard_curl_easy_cleanup_t
        let easyPerform: routecard_curl_easy_perform_t
        let easyStrerror: routecard_curl_easy_strerror_t
        let slistAppend: routecard_curl_slist_append_t
        let slistFreeAll: routecard_curl_slist_free_all_t
        /// `curl_easy_setopt` and `curl_easy_getinfo` (variadic: called through the shim's wrappers).
        let easySetopt: UnsafeMutableRawPointer
        let easyGetinfo: UnsafeMutableRawPointer

        /// Opens libcurl, looks every function up and runs `curl_global_init`.
        init() throws(HTTPFailure) {
            do throws(SharedLibraryError) {
                let library = try SharedLibrary(CurlTransfer.libraryName, debianPackage: "libcurl4")
                easyInit = try library.function("curl_easy_init")
                easyCleanup = try library.function("curl_easy_cleanup")
                easyPerform = try library.function("curl_easy_perform")
                easyStrerror = try library.function("curl_easy_strerror")
                slistAppend = try library.function("curl_slist_append")
                slistFreeAll = try library.function("curl_slist_free_all")
                easySetopt = try library.address("curl_easy_setopt")
                easyGetinfo = try library.address("curl_easy_getinfo")
                let globalInit: routecard_curl_global_init_t = try library.function("curl_global_init")
                guard globalInit(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else { throw SharedLibraryError("curl_global_init failed") }
            } catch {
                throw .libraryMissing(error.message)
            }
        }
    }

    /// The functions, or why libcurl could not be loaded (tried once, on the first transfer).
    private static let loaded = Result { () throws(HTTPFailure) in try Functions() }

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
        let c: Functions
        switch loaded {
        case .success(let functions): c = functions
        case .failure(let failure): return .failure(failure)
        }
        guard let curl = c.easyInit() else { return .failure(.network("libcurl could not start")) }
        defer { c.easyCleanup(curl) }
        var list: UnsafeMutablePointer<curl_slist>?
        for header in headers { list = c.slistAppend(list, header) }
        defer { c.slistFreeAll(list) }
        let sink = Sink(limit: limit)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        _ = routecard_curl_set_string(c.easySetopt, curl, CURLOPT_URL, url)
        _ = routecard_curl_set_long(c.easySetopt, curl, CURLOPT_NOSIGNAL, 1)
        _ = routecard_curl_set_long(c.easySetopt, curl, CURLOPT_FOLLOWLOCATION, 1)
        _ = routecard_curl_set_long(c.easySetopt, curl, CURLOPT_MAXREDIRS, 5)
        _ = routecard_curl_set_string(c.easySetopt, curl, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = routecard_curl_set_string(c.easySetopt, curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        _ = routecard_curl_set_long(c.easySetopt, curl, CURLOPT_TIMEOUT_MS, Int(max(timeout, 0.001) * 1000))
        _ = routecard_curl_set_long(c.easySetopt, curl, CURLOPT_CONNECTTIMEOUT_MS, Int(max(connectTimeout, 0.001) * 1000))
        _ = routecard_curl_set_pointer(c.easySetopt, curl, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(list))
        _ = routecard_curl_set_pointer(c.easySetopt, curl, CURLOPT_WRITEDATA, context)
        _ = routecard_curl_set_pointer(c.easySetopt, curl, CURLOPT_HEADERDATA, context)
        _ = routecard_curl_set_callback(c.easySetopt, curl, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
            let bytes = size * count
            guard sink.body.count + bytes <= sink.limit else { sink.overLimit = true; return 0 }
            data.withMemoryRebound(to: UInt8.self, capacity: bytes) { sink.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: bytes)) }
            return bytes
        }
        _ = routecard_curl_set_callback(c.easySetopt, curl, CURLOPT_HEADERFUNCTION) { data, size, count, context in
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
        let code = c.easyPerform(curl)
        if sink.overLimit { return .failure(.tooLarge(limit: limit)) }
        guard code == CURLE_OK else {
            if code == CURLE_OPERATION_TIMEDOUT { return .failure(.timedOut(seconds: timeout)) }
            return .failure(.network(c.easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"))
        }
        var status = 0
        _ = routecard_curl_get_long(c.easyGetinfo, curl, CURLINFO_RESPONSE_CODE, &status)
        return .success(HTTPResponse(status: status, headers: sink.headers, body: sink.body))
    }
}
