#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import RouteCardCompression
import RouteCardGeo

/// Reads a route in any supported format into a ``Track``: the one entry point for commands.
///
/// The format is the one given, else the file extension's (``InputFormat/init(pathExtension:)``),
/// else what the content looks like (``InputFormat/sniff(_:)``). GPX files are streamed; the
/// other formats are read whole (they are small in practice). A gzip stream (`.gz`, or gzip
/// bytes on standard input) is inflated first, up to ``maximumDecompressedSize`` bytes, and its
/// content read as if it were the file (`ride.fit.gz` as `ride.fit`).
public struct TrackReader: Sendable {
    /// The format to use, or `nil` to detect it.
    public var format: InputFormat?
    /// The most bytes a gzip'd input may inflate to (512 MiB by default): a guard against gzip bombs.
    public var maximumDecompressedSize: Int

    /// Creates a reader for `format` (`nil`, the default: detect from extension and content).
    public init(format: InputFormat? = nil, maximumDecompressedSize: Int = 1 << 29) {
        self.format = format
        self.maximumDecompressedSize = maximumDecompressedSize
    }

    /// Reads the file at `path`.
    ///
    /// - Throws: ``InputError``: without location for a missing (`no such file`) or unreadable
    ///   file, with one for bad content, and `cannot tell the format` when detection fails.
    public func read(contentsOf path: String) throws(InputError) -> Track {
        let descriptor = try GPXReader.open(path)
        defer { close(descriptor) }
        return try read(fileDescriptor: descriptor, path: path)
    }

    /// Reads a document from an open file descriptor (e.g. 0 for standard input) until its end.
    /// The descriptor is not closed; `path` names it in messages and its extension picks the format.
    public func read(fileDescriptor: Int32, path: String? = nil) throws(InputError) -> Track {
        let input = ChunkedInput(source: .descriptor(fileDescriptor), chunkSize: 1 << 20, path: path)
        while input.count < 4096 && !input.exhausted { try input.fill(minimumCapacity: input.capacity * 2) }
        let head = Array(input.bytes.prefix(4096))
        if Zlib.isGzip(head) {
            return try read(input.readAll(), path: path)
        }
        let format = try resolve(path: path, head: head)
        if format == .gpx {
            // Stream the rest through the GPX reader, starting with the bytes already read.
            return try GPXReader().read(input: input, path: path)
        }
        return try read(input.readAll(), format: format, path: path)
    }

    /// Reads a document held in memory; `path` names it in messages and its extension picks the format.
    public func read(_ bytes: [UInt8], path: String? = nil) throws(InputError) -> Track {
        if Zlib.isGzip(bytes) {
            let inflated: [UInt8]
            do {
                inflated = try Zlib.inflate(bytes, limit: maximumDecompressedSize)
            } catch {
                throw InputError(path: path, message: "cannot decompress: \(error)")
            }
            guard !Zlib.isGzip(inflated) else {
                throw InputError(path: path, message: "cannot decompress: the gzip stream holds another gzip stream")
            }
            // Errors name the file itself; the format comes from the name without `.gz`.
            var reader = self
            if reader.format == nil, let path, let format = InputFormat(pathExtension: path) { reader.format = format }
            return try reader.read(inflated, path: path)
        }
        return try read(bytes, format: resolve(path: path, head: Array(bytes.prefix(4096))), path: path)
    }

    private func read(_ bytes: [UInt8], format: InputFormat, path: String?) throws(InputError) -> Track {
        switch format {
        case .gpx: try GPXReader().read(bytes, path: path)
        case .geojson: try GeoJSONReader().read(bytes, path: path)
        case .polyline: try PolylineReader(precision: 5).read(bytes, path: path)
        case .polyline6: try PolylineReader(precision: 6).read(bytes, path: path)
        case .csv: try CSVReader().read(bytes, path: path)
        case .fit: try FITReader().read(bytes, path: path)
        case .tcx: try TCXReader().read(bytes, path: path)
        case .kml: try KMLReader().read(bytes, path: path)
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
