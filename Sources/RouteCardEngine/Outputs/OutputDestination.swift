import Foundation
import RouteCard

/// Where the bytes of an output path go: a regular file replaced atomically (through a temporary
/// and a rename), or a stream written into as it is — a device (`/dev/null`), a FIFO, a socket,
/// or anything reached through `/dev` or `/proc` (`/dev/stdout`, `/proc/self/fd/1`), which a rename
/// would replace instead of writing to.
package enum OutputDestination: Equatable {
    /// A regular file (existing or not) at this path, symbolic links resolved: a link to a file
    /// keeps pointing at the new file.
    case file(String)
    /// A special file written into directly.
    case stream(String)

    /// Classifies `path` (relative paths against the working folder). A missing folder, or a
    /// folder at `path`, is exit 1.
    package static func of(_ path: String) throws(CLIError) -> OutputDestination {
        let absolute = LocalPath.lexical(LocalPath.join(path, to: FileManager.default.currentDirectoryPath))
        if isSystemPath(absolute) { return .stream(path) }
        var status = stat()
        if lstat(path, &status) == 0 {
            // Follow a chain of links on the last component: a link into /dev or /proc is a stream.
            var current = absolute, hops = 0
            while (status.st_mode & S_IFMT) == S_IFLNK && hops < 40 {
                guard let target = linkTarget(current) else { break }
                current = LocalPath.lexical(LocalPath.join(target, to: URL(fileURLWithPath: current).deletingLastPathComponent().path))
                if isSystemPath(current) { return .stream(path) }
                hops += 1
                if lstat(current, &status) != 0 { break }
            }
            if stat(path, &status) == 0 {
                switch status.st_mode & S_IFMT {
                case S_IFREG: return .file(LocalPath.real(path).path)
                case S_IFDIR: throw .failure("cannot write \(path): it is a folder")
                default: return .stream(path)
                }
            }
            // A dangling link is replaced like a missing file.
        }
        let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .failure("cannot write \(path): folder \(URL(fileURLWithPath: path).deletingLastPathComponent().path) does not exist")
        }
        return .file(LocalPath.real(folder).path + "/" + URL(fileURLWithPath: absolute).lastPathComponent)
    }

    /// The path as resolved for comparisons: two outputs with the same key are one file.
    package var key: String {
        switch self {
        case .file(let path): path
        case .stream(let path): LocalPath.real(path).path
        }
    }

    private static func isSystemPath(_ absolute: String) -> Bool {
        (absolute.hasPrefix("/dev/") && !absolute.hasPrefix("/dev/shm/")) || absolute.hasPrefix("/proc/")
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
