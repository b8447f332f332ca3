#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RouteCardGeo

/// Reads GPX 1.0 and 1.1 documents into a ``Track``.
///
/// Track segments (`trk/trkseg/trkpt`) become ``Track/segments`` (empty segments kept), routes
/// (`rte/rtept`) become ``Track/routes``, `wpt` elements become ``Track/waypoints``. Points keep
/// latitude/longitude (degrees), `ele` (metres) and `time` (UTC; a time without zone is UTC).
/// Heart rate, cadence, power and temperature extensions become per-segment channels
/// `hr`, `cad`, `power`, `atemp` (and `wtemp`), `Double.nan` where a point has no value.
///
/// The reader uses its own strict XML scanner: malformed XML is reported with line and column,
/// and for safety a DOCTYPE with an internal subset or any entity other than the five predefined
/// ones and numeric character references is rejected — nothing is ever expanded or loaded.
/// Input may be UTF-8 (with or without BOM), UTF-16, ISO-8859-1 or windows-1252.
public struct GPXReader: Sendable {
    /// Creates a reader. It has no options and no state; one reader can be shared.
    public init() {}

    /// Reads a GPX document from its bytes.
    ///
    /// - Parameters:
    ///   - bytes: the whole document (UTF-8 unless it declares or marks another encoding).
    ///   - path: the file name used in error messages; `nil` shows as `<input>`.
    /// - Throws: ``InputError`` with line and column for malformed XML, a non-GPX root element,
    ///   a missing, non-numeric or out-of-range `lat`/`lon`, a malformed `ele` or `time`.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        if let converted = try XMLEncoding.utf8(bytes, path: path) {
            return try parse(converted, path: path)
        }
        return try parse(bytes, path: path)
    }

    /// Reads the GPX file at `path` (a file system path, relative to the working directory or absolute).
    ///
    /// - Throws: ``InputError`` without location when the file is missing (`no such file`) or
    ///   unreadable (`cannot read: …`), and the errors of ``read(_:path:)`` otherwise.
    public func read(contentsOf path: String) throws(InputError) -> Track {
        try read(Self.contents(ofFile: path), path: path)
    }

    private func parse(_ bytes: [UInt8], path: String?) throws(InputError) -> Track {
        try bytes.withUnsafeBufferPointer { (buffer) throws(InputError) -> Track in
            guard buffer.count > 0 else {
                throw InputError(path: path, line: 1, column: 1, message: "the input is empty: no GPX document")
            }
            var parser = GPXParser(bytes: buffer, path: path)
            return try parser.parse()
        }
    }

    /// The bytes of the file at `path`, read with POSIX calls.
    private static func contents(ofFile path: String) throws(InputError) -> [UInt8] {
        func failure(_ code: Int32) -> InputError {
            let message: String
            switch code {
            case ENOENT, ENOTDIR: message = "no such file"
            case EACCES, EPERM: message = "cannot read: permission denied"
            case EISDIR: message = "cannot read: is a directory"
            default: message = "cannot read: " + String(cString: strerror(code))
            }
            return InputError(path: path, message: message)
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        if status.st_mode & S_IFMT == S_IFDIR { throw failure(EISDIR) }
        let expected = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        var result = [UInt8]()
        result.reserveCapacity(expected + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        if expected > 0 {
            // Read straight into the result; fall through to chunks if the file is longer than stated.
            var failed: Int32 = 0
            result = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, initialized in
                while initialized < buffer.count {
                    let n = systemRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failed = errno
                        return
                    }
                    if n == 0 { return }
                    initialized += n
                }
            }
            if failed != 0 { throw failure(failed) }
            if result.count <= expected { return result }
        }
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if n == 0 { return result }
            result.append(contentsOf: chunk[0..<n])
        }
    }
}

/// POSIX `read(2)`, named apart from ``GPXReader``'s own `read` methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
