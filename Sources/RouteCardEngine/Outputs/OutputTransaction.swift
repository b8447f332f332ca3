import Foundation

/// Files written all together or not at all.
///
/// ``stage(_:to:)`` writes each regular file to a short-named temporary beside it (registered with
/// ``TemporaryFiles`` so a signal removes it) and keeps the bytes for special files (devices, FIFOs,
/// `/dev/stdout`). ``commit()`` then writes the special files and renames every temporary over its
/// target; any failure before that removes every temporary, so no output is left. A transaction
/// that is neither committed nor discarded removes its temporaries when released.
final class OutputTransaction {
    private struct Staged {
        var target: String
        var temporary: String
        var slot: Int?
    }

    /// Flush each temporary to disk (`fsync`) before the renames.
    private let sync: Bool
    private var staged: [Staged] = []
    private var streams: [(path: String, bytes: [UInt8])] = []

    /// A transaction; `sync` flushes each file to disk before it is renamed into place.
    init(sync: Bool = true) {
        self.sync = sync
    }

    deinit { discard() }

    /// Writes `bytes` for `path`: to a temporary (a regular file) or kept until ``commit()`` (a
    /// special file). On failure every temporary staged so far is removed.
    func stage(_ bytes: [UInt8], to path: String) throws(CLIError) {
        let destination: OutputDestination
        do {
            destination = try OutputDestination.of(path)
        } catch {
            discard()
            throw error
        }
        switch destination {
        case .stream:
            streams.append((path, bytes))
        case .file(let target):
            let temporary = TemporaryFiles.makePath(in: URL(fileURLWithPath: target).deletingLastPathComponent().path)
            let slot = TemporaryFiles.register(temporary)
            staged.append(Staged(target: target, temporary: temporary, slot: slot))
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                let reason = errno
                discard()
                throw .failure("cannot write \(path): \(String(cString: strerror(reason)))")
            }
            var failure = Self.writeAll(bytes, to: descriptor)
            if failure == 0 && sync && fsync(descriptor) != 0 { failure = errno }
            if close(descriptor) != 0 && failure == 0 { failure = errno }
            if failure != 0 {
                discard()
                throw .failure("cannot write \(path): \(String(cString: strerror(failure)))")
            }
        }
    }

    /// Writes the special files, then renames every temporary over its target. A failure before
    /// the renames removes every temporary and leaves no file written.
    func commit() throws(CLIError) {
        for (path, bytes) in streams {
            let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = errno
                discard()
                throw .failure("cannot write \(path): \(String(cString: strerror(reason)))")
            }
            var failure = Self.writeAll(bytes, to: descriptor)
            if close(descriptor) != 0 && failure == 0 { failure = errno }
            if failure != 0 {
                discard()
                throw .failure("cannot write \(path): \(String(cString: strerror(failure)))")
            }
        }
        streams = []
        while !staged.isEmpty {
            let file = staged[0]
            guard rename(file.temporary, file.target) == 0 else {
                let reason = errno
                discard()
                throw .failure("cannot write \(file.target): \(String(cString: strerror(reason)))")
            }
            TemporaryFiles.unregister(file.slot)
            staged.removeFirst()
        }
    }

    /// Removes every temporary staged and forgets the special files.
    func discard() {
        for file in staged {
            unlink(file.temporary)
            TemporaryFiles.unregister(file.slot)
        }
        staged = []
        streams = []
    }

    /// Writes all of `bytes` (retrying on EINTR); returns 0 or the `errno` of the failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer -> Int32 in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}
