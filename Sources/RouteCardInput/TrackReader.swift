#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RouteCardCompression
import RouteCardGeo
import RouteCardText

/// Reads a route in any supported format into a ``Track``: the one entry point for commands.
///
/// The format is the one given, else the file extension's (``InputFormat/init(pathExtension:)``),
/// else what the content looks like (``InputFormat/sniff(_:)``). GPX and GeoJSON files are
/// streamed; the other formats are read whole (they are small in practice). A gzip stream (`.gz`, or gzip
/// bytes on standard input) is inflated first, up to ``maximumDecompressedSize`` bytes, and its
/// content read as if it were the file (`ride.fit.gz` as `ride.fit`).
public struct TrackReader: Sendable {
    /// The format to use, or `nil` to detect it.
    public var format: InputFormat?
    /// The most bytes a gzip'd input may inflate to (512 MiB by default, and never more than
    /// ``limits``' input size): a guard against gzip bombs.
    public var maximumDecompressedSize: Int
    /// The input size and point count limits (``InputLimits``).
    public var limits: InputLimits

    /// Creates a reader for `format` (`nil`, the default: detect from extension and content).
    public init(format: InputFormat? = nil, maximumDecompressedSize: Int = 1 << 29, limits: InputLimits = InputLimits()) {
        self.format = format
        self.maximumDecompressedSize = maximumDecompressedSize
        self.limits = limits
    }

    /// Reads the file at `path`.
    ///
    /// - Throws: ``InputError``: without location for a missing (`no such file`) or unreadable
    ///   file, with one for bad content, and `cannot tell the format` when detection fails.
    public func read(contentsOf path: String) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(contentsOf: path, warnings: &warnings)
    }

    /// Reads the file at `path`, adding what the reader dropped (sensor glitches: a heart rate
    /// of `n/a` or 900 bpm, ``InputWarning``) to `warnings`; otherwise as ``read(contentsOf:)``.
    public func read(contentsOf path: String, warnings: inout InputWarnings) throws(InputError) -> Track {
        let descriptor = try GPXReader.open(path)
        defer { close(descriptor) }
        // A regular file's size is known: refuse one over the limit before reading a byte.
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > limits.maximumInputSize {
            throw InputError(path: path, message: limits.inputSizeMessage)
        }
        return try read(fileDescriptor: descriptor, path: path, warnings: &warnings)
    }

    /// Reads a document from an open file descriptor (e.g. 0 for standard input) until its end.
    /// The descriptor is not closed; `path` names it in messages and its extension picks the format.
    public func read(fileDescriptor: Int32, path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(fileDescriptor: fileDescriptor, path: path, warnings: &warnings)
    }

    /// Reads a document from an open file descriptor, adding what the reader dropped to
    /// `warnings`; otherwise as ``read(fileDescriptor:path:)``.
    public func read(fileDescriptor: Int32, path: String? = nil, warnings: inout InputWarnings) throws(InputError) -> Track {
        let input = ChunkedInput(source: .descriptor(fileDescriptor), chunkSize: 1 << 20, path: path,
                                 limit: limits.maximumInputSize, limitMessage: limits.inputSizeMessage)
        while input.count < 4096 && !input.exhausted { try input.fill(minimumCapacity: input.capacity * 2) }
        let head = Array(input.bytes.prefix(4096))
        if Zlib.isGzip(head) {
            return try read(input.readAll(), path: path, warnings: &warnings)
        }
        let format = try resolve(path: path, head: head)
        try Self.checkText(head, format: format, path: path)
        if format == .gpx {
            // Stream the rest through the GPX reader, starting with the bytes already read.
            return try checked(GPXReader().read(input: input, path: path, warnings: &warnings), path: path)
        }
        if format == .geojson {
            return try checked(GeoJSONReader().read(input: input, path: path), path: path)
        }
        if format == .csv { try checkLineLengths(input, path: path) }
        return try read(input.readAll(), format: format, path: path, warnings: &warnings)
    }

    /// Reads a document held in memory; `path` names it in messages and its extension picks the format.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        var warnings = InputWarnings(limit: 0)
        return try read(bytes, path: path, warnings: &warnings)
    }

    /// Reads a document held in memory, adding what the reader dropped to `warnings`;
    /// otherwise as ``read(_:path:)``.
    public func read(_ bytes: [UInt8], path: String? = nil, warnings: inout InputWarnings) throws(InputError) -> Track {
        guard bytes.count <= limits.maximumInputSize else { throw InputError(path: path, message: limits.inputSizeMessage) }
        if Zlib.isGzip(bytes) {
            let inflated: [UInt8]
            do {
                inflated = try Zlib.inflate(bytes, limit: min(maximumDecompressedSize, limits.maximumInputSize))
            } catch {
                throw InputError(path: path, message: "cannot decompress: \(error)")
            }
            guard !Zlib.isGzip(inflated) else {
                throw InputError(path: path, message: "cannot decompress: the gzip stream holds another gzip stream")
            }
            // Errors name the file itself; the format comes from the name without `.gz`.
            var reader = self
            if reader.format == nil, let path, let format = InputFormat(pathExtension: path) { reader.format = format }
            return try reader.read(inflated, path: path, warnings: &warnings)
        }
        let head = Array(bytes.prefix(4096))
        let format = try resolve(path: path, head: head)
        try Self.checkText(head, format: format, path: path)
        return try checked(read(bytes, format: format, path: path, warnings: &warnings), path: path)
    }

    private func read(_ bytes: [UInt8], format: InputFormat, path: String?, warnings: inout InputWarnings) throws(InputError) -> Track {
        switch format {
        case .gpx: try GPXReader().read(bytes, path: path, warnings: &warnings)
        case .geojson: try GeoJSONReader().read(bytes, path: path)
        case .polyline: try PolylineReader(precision: 5).read(bytes, path: path)
        case .polyline6: try PolylineReader(precision: 6).read(bytes, path: path)
        case .csv: try CSVReader(maximumLineLength: limits.maximumLineLength).read(bytes, path: path, warnings: &warnings)
        case .fit: try FITReader().read(bytes, path: path, warnings: &warnings)
        case .tcx: try TCXReader().read(bytes, path: path, warnings: &warnings)
        case .kml: try KMLReader().read(bytes, path: path, warnings: &warnings)
        }
    }

    /// `track`, or an error when it holds more points than ``limits`` allow (what every read
    /// checks; also for a track made elsewhere, such as from a URL's coordinates).
    public func checked(_ track: Track, path: String?) throws(InputError) -> Track {
        let count = track.segments.reduce(0) { $0 + $1.points.count } + track.routes.reduce(0) { $0 + $1.points.count } + track.waypoints.count
        guard count <= limits.maximumPointCount else {
            throw InputError(path: path, message: "the input has \(count) points, more than the limit of \(limits.maximumPointCount) (--max-points N raises it)")
        }
        return track
    }

    /// Binary data (`/dev/zero`, an image, a random file) given as a text format is refused from
    /// its first bytes, before the rest is read: GeoJSON, CSV and polylines hold no NUL byte, XML
    /// (GPX, TCX, KML; UTF-8 or UTF-16) never four in a row; a FIT file has `.FIT` at bytes 8–11.
    private static func checkText(_ head: [UInt8], format: InputFormat, path: String?) throws(InputError) {
        var index: Int?
        switch format {
        case .geojson, .csv, .polyline, .polyline6:
            index = head.firstIndex(of: 0)
        case .gpx, .tcx, .kml:
            index = head.count < 4 ? nil : (0...(head.count - 4)).first { head[$0] == 0 && head[$0 + 1] == 0 && head[$0 + 2] == 0 && head[$0 + 3] == 0 }
        case .fit:
            if head.count >= 12 && Array(head[8..<12]) != Array(".FIT".utf8) {
                throw InputError(path: path, message: "not a FIT file: no \".FIT\" signature at bytes 8–11")
            }
        }
        guard let index else { return }
        throw InputError(path: path, location: SourceLocation(offset: index, in: head),
                         message: "binary data (NUL bytes) where \(format.rawValue) text was expected")
    }

    /// Reads the rest of a line-based input, stopping with a located error as soon as a line grows
    /// past the line length limit (a file with no newline is refused after one limit's worth of bytes).
    private func checkLineLengths(_ input: ChunkedInput, path: String?) throws(InputError) {
        var scanned = 0, lineStart = 0
        while true {
            let bytes = input.bytes
            while scanned < bytes.count {
                if bytes[scanned] == 0x0A || bytes[scanned] == 0x0D { lineStart = scanned + 1 }
                scanned += 1
                if scanned - lineStart > limits.maximumLineLength {
                    throw InputError(path: path, location: SourceLocation(offset: lineStart, in: bytes),
                                     message: "a line longer than \(InputLimits.describe(limits.maximumLineLength)), the line length limit")
                }
            }
            if input.exhausted { return }
            try input.fill(minimumCapacity: input.capacity * 2)
        }
    }

    private func resolve(path: String?, head: [UInt8]) throws(InputError) -> InputFormat {
        if let format { return format }
        if let path, let format = InputFormat(pathExtension: path) { return format }
        if let format = InputFormat.sniff(head) { return format }
        if head.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw InputError(path: path, line: 1, column: 1, message: "the input is empty: no route data")
        }
        throw InputError(path: path, message: "cannot tell the input format from the file name or content; "
                         + "use --format "
                         + InputFormat.allCases.map(\.rawValue).joined(separator: "|"))
    }
}
