import Foundation

/// Writes one file so that readers see either the old file or the whole new one, never a part
/// (an ``OutputTransaction`` of one file); a device, FIFO or `/dev/stdout` is written into.
package enum AtomicFile {
    /// Writes `bytes` to `path` atomically; on any failure nothing is left behind.
    ///
    /// - Parameter sync: flush the bytes to disk (`fsync`) before the rename; default true. Readers
    ///   see a whole file either way. Callers writing many files pass false: `batch` flushes the
    ///   file system once at the end, `live` frames are replaced again moments later.
    package static func write(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(CLIError) {
        let transaction = OutputTransaction(sync: sync)
        try transaction.stage(bytes, to: path)
        try transaction.commit()
    }

    /// Throws the error `write` would for a path whose folder is missing or that is a folder, so
    /// a command can refuse before doing any work.
    package static func checkTarget(_ path: String) throws(CLIError) {
        _ = try OutputDestination.of(path)
    }
}
