import Foundation

/// Writes a file so that readers see either the old file or the whole new one, never a part:
/// the bytes go to a temporary file beside the target, which is then renamed over it.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically; on any failure nothing is left behind.
    ///
    /// - Parameter sync: flush the bytes to disk (`fsync`) before the rename; default true. Readers
    ///   see a whole file either way. Callers writing many files pass false: `batch` flushes the
    ///   file system once at the end, `live` frames are replaced again moments later.
    package static func write(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(CLIError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        try checkTarget(path)
        let temporary = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw .failure("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0 && sync && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .failure("cannot write \(path): \(String(cString: strerror(failure)))")
        }
    }

    /// Throws the error `write` would for a path whose folder is missing or that is a folder, so
    /// a command can refuse before doing any work.
    package static func checkTarget(_ path: String) throws(CLIError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .failure("cannot write \(path): folder \(directory) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .failure("cannot write \(path): it is a folder")
        }
    }
}
