#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Tile archives opened once and shared: by the cards of a batch and the frames of `live`, from
/// any thread. An archive is kept under its real path (symbolic links resolved) and kind, so two
/// spellings of one file share it; it stays open while this object lives.
public final class TileArchives: @unchecked Sendable {
    private struct Key: Hashable {
        var path: String
        var kind: TileArchiveKind
    }

    private let lock = NSLock()
    private var opened: [Key: any TileSource] = [:]

    /// No archive opened yet.
    public init() {}

    /// The archive at `path` (opened on first use), of `kind` or of the kind its content says;
    /// errors, and the source's name, call it `name` (default `path`). A folder reads
    /// `{z}/{x}/{y}.pbf` files.
    public func open(path: String, name: String? = nil, as kind: TileArchiveKind? = nil) throws(TileError) -> any TileSource {
        let name = name ?? path
        var status = stat()
        if kind != nil, kind != .folder, stat(path, &status) == 0 { try TileArchiveKind.requireRegularFile(status, name: name) }
        let kind = if let kind { kind } else { try TileArchiveKind.sniff(path: path, name: name) }
        let key = Key(path: Self.realPath(path), kind: kind)
        if let source = lock.withLock({ opened[key] }) { return source }
        let source: any TileSource = switch kind {
        case .pmtiles: try PMTilesArchive(path: path, name: name)
        case .mbtiles: try MBTilesArchive(path: path, name: name)
        case .folder: try TileFolder(folder: path)
        }
        return lock.withLock {
            if let first = opened[key] { return first }
            opened[key] = source
            return source
        }
    }

    /// The PMTiles archive at `url` on a server (opened on first use, by HTTP range requests through `client`).
    public func open(url: String, client: HTTPClient) throws(TileError) -> any TileSource {
        let key = Key(path: url, kind: .pmtiles)
        if let source = lock.withLock({ opened[key] }) { return source }
        let source = try PMTilesArchive(reader: HTTPByteRangeReader(url: url, client: client))
        return lock.withLock {
            if let first = opened[key] { return first }
            opened[key] = source
            return source
        }
    }

    /// The number of archives kept open.
    public var count: Int { lock.withLock { opened.count } }

    /// `path` with its symbolic links resolved, or as given when it cannot be resolved.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
