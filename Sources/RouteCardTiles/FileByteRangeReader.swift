#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A ``ByteRangeReader`` over a local file with `pread`: only the requested ranges are read,
/// and several threads may read at once.
public final class FileByteRangeReader: ByteRangeReader {
    /// The path as given (or the name given for it).
    public let name: String
    /// The file's size in bytes when it was opened.
    public let size: UInt64
    private let descriptor: Int32

    /// Opens a regular file for reading; errors and ``name`` call it `name` (default: `path`).
    public init(path: String, name: String? = nil) throws(TileError) {
        let name = name ?? path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw TileError(file: name, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw TileError(file: name, message: "cannot open: \(reason)")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw TileError(file: name, message: "not a regular file")
        }
        self.name = name
        self.descriptor = descriptor
        self.size = UInt64(clamping: status.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// The bytes in the range, clipped to the end of the file.
    public func read(offset: UInt64, length: Int) throws(TileError) -> [UInt8] {
        guard offset < size, length > 0 else { return [] }
        let count = Int(min(UInt64(length), size - offset))
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw TileError(file: name, message: "cannot read \(count) bytes at \(offset): \(String(cString: strerror(errno)))")
            }
            if result == 0 { break }
            done += result
        }
        if done < count { buffer.removeLast(count - done) }
        return buffer
    }
}
