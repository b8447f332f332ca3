#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of tile source a path is: a PMTiles or MBTiles archive, or a folder of tiles.
public enum TileArchiveKind: Sendable, Hashable, CustomStringConvertible {
    /// A PMTiles v3 archive.
    case pmtiles
    /// An MBTiles (SQLite) archive.
    case mbtiles
    /// A folder of `{z}/{x}/{y}.pbf` files.
    case folder

    /// Refuses what is not a regular file: a FIFO, device or socket would block or stream forever.
    static func requireRegularFile(_ status: stat, name: String) throws(TileError) {
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw TileError(file: name, message: "not a regular file: a FIFO, device or socket is not read as tiles "
                + "(give a .pmtiles or .mbtiles file, or a folder)")
        }
    }

    /// The kind of the file or folder at `path`, told by its content (the `PMTiles` and
    /// `SQLite format 3` magic numbers), not its name; errors call it `name`.
    public static func sniff(path: String, name: String) throws(TileError) -> TileArchiveKind {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw TileError(file: name, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .folder }
        try requireRegularFile(status, name: name)
        let head = try FileByteRangeReader(path: path, name: name).read(offset: 0, length: 16)
        if head.starts(with: Array("PMTiles".utf8)) { return .pmtiles }
        if head.starts(with: Array("SQLite format 3".utf8) + [0]) { return .mbtiles }
        throw TileError(file: name, message: "neither a PMTiles nor an MBTiles archive (no \"PMTiles\" or \"SQLite format 3\" magic number), nor a folder of tiles")
    }

    /// `PMTiles`, `MBTiles` or `tile folder`.
    public var description: String {
        switch self {
        case .pmtiles: "PMTiles"
        case .mbtiles: "MBTiles"
        case .folder: "tile folder"
        }
    }
}
