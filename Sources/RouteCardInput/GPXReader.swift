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
/// `hr`, `cad`, `power`, `atemp` (and `wtemp`, and `speed` in m/s), `Double.nan` where a point has no value.
///
/// The reader uses its own strict XML scanner: malformed XML is reported with line and column,
/// and for safety a DOCTYPE with an internal subset or any entity other than the five predefined
/// ones and numeric character references is rejected — nothing is ever expanded or loaded.
/// Input may be UTF-8 (with or without BOM), UTF-16, ISO-8859-1 or windows-1252.
/// Reading streams: the document passes through a window of ``chunkSize`` bytes (1 MiB by
/// default) filled with POSIX `read`, so memory holds the points read, not the file. UTF-16 and
/// single-byte encodings are converted as a whole first (they are rare and small).
public struct GPXReader: Sendable {
    /// How many bytes are read at a time; default 1 MiB. Smaller values only cost speed.
    public var chunkSize: Int

    /// Creates a reader that reads 1 MiB at a time. A reader has no other state; one reader can be shared.
    public init() {
        chunkSize = 1 << 20
    }

    /// Creates a reader that reads `chunkSize` bytes at a time (at least 1).
    public init(chunkSize: Int) {
        self.chunkSize = max(chunkSize, 1)
    }

    /// Reads a GPX document from its bytes.
    ///
    /// - Parameters:
    ///   - bytes: the whole document (UTF-8 unless it declares or marks another encoding).
    ///   - path: the file name used in error messages; `nil` shows as `<input>`.
    /// - Throws: ``InputError`` with line and column for malformed XML, a non-GPX root element,
    ///   a missing, non-numeric or out-of-range `lat`/`lon`, a malformed `ele` or `time`.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(bytes, path: path, warnings: &warnings)
    }

    /// Reads a GPX document from its bytes, adding the sensor values it drops (outside the ranges ``InputWarning`` lists)
    /// to `warnings`; otherwise as ``read(_:path:)``.
    public func read(_ bytes: [UInt8], path: String? = nil, warnings: inout InputWarnings) throws(InputError) -> Track {
        if let converted = try XMLEncoding.utf8(bytes, path: path) {
            return try parse(ChunkedInput(source: .memory(converted, offset: 0), chunkSize: chunkSize, path: path),
                             path: path, warnings: &warnings)
        }
        return try parse(ChunkedInput(source: .memory(bytes, offset: 0), chunkSize: chunkSize, path: path), path: path,
                         warnings: &warnings)
    }

    /// Reads the GPX file at `path` (a file system path, relative to the working directory or
    /// absolute), streaming it in chunks.
    ///
    /// - Throws: ``InputError`` without location when the file is missing (`no such file`) or
    ///   unreadable (`cannot read: …`), and the errors of ``read(_:path:)`` otherwise.
    public func read(contentsOf path: String) throws(InputError) -> Track {
        let descriptor = try Self.open(path)
        defer { close(descriptor) }
        return try read(fileDescriptor: descriptor, path: path)
    }

    /// Reads a GPX document from an open file descriptor (a file, a pipe or standard input,
    /// descriptor 0) until its end, streaming it in chunks. The descriptor is not closed.
    ///
    /// - Parameter path: the file name used in error messages; `nil` shows as `<input>`.
    /// - Throws: the errors of ``read(_:path:)``, and `cannot read: …` when reading fails.
    public func read(fileDescriptor: Int32, path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(input: ChunkedInput(source: .descriptor(fileDescriptor), chunkSize: chunkSize, path: path), path: path,
                        warnings: &warnings)
    }

    /// Reads a GPX document from an input window, which may already hold its first bytes.
    func read(input: ChunkedInput, path: String?, warnings: inout InputWarnings) throws(InputError) -> Track {
        while input.count < 4096 && !input.exhausted { try input.fill(minimumCapacity: input.capacity * 2) }
        // Encodings other than UTF-8 are detected from the first bytes and converted whole.
        let head = Array(input.bytes.prefix(4096))
        if try XMLEncoding.utf8(head, path: path) != nil {
            return try read(input.readAll(), path: path, warnings: &warnings)
        }
        return try parse(input, path: path, warnings: &warnings)
    }

    private func parse(_ input: ChunkedInput, path: String?, warnings: inout InputWarnings) throws(InputError) -> Track {
        // At least four bytes (or all there is) to see a byte order mark.
        while input.count < 4 && !input.exhausted { try input.fill(minimumCapacity: input.capacity * 2) }
        guard input.count > 0 else {
            throw InputError(path: path, line: 1, column: 1, message: "the input is empty: no GPX document")
        }
        var parser = GPXParser(input: input, path: path)
        parser.warnings = warnings
        let track = try parser.parse()
        warnings = parser.warnings
        return track
    }

    /// Opens `path` for reading, with the messages of ``read(contentsOf:)``.
    static func open(_ path: String) throws(InputError) -> Int32 {
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
        let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw failure(EISDIR)
        }
        return descriptor
    }
}

/// POSIX `open(2)`, named apart from ``GPXReader/open(_:)``.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
