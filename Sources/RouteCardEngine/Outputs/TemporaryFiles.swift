import Foundation

/// The temporary files this process is writing, so that a signal handler can remove them.
///
/// `OutputTransaction` registers each temporary while it exists. ``installSignalHandlers()`` (the
/// `routecard` executable calls it once at start) makes SIGINT, SIGTERM, SIGHUP and SIGXFSZ remove
/// every registered temporary and exit with 128 + the signal number. The handler only reads
/// fixed buffers and calls `unlink` and `_exit`, which are async-signal-safe; registering takes a lock.
package enum TemporaryFiles {
    /// How many temporaries can be registered at once (more are still written, just not guarded).
    static let capacity = 128
    /// The longest path a slot holds, including its terminating NUL.
    static let slotSize = Int(PATH_MAX)

    /// `capacity` buffers of `slotSize` bytes and a flag per slot (1 = in use); allocated once, never freed.
    nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * slotSize)
    nonisolated(unsafe) private static let used: UnsafeMutablePointer<Int32> = {
        let flags = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        flags.initialize(repeating: 0, count: capacity)
        return flags
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter = 0

    /// A new temporary path in `folder`: short (`.rc` + process id + a counter + `.tmp`, whatever the
    /// target's name), so an output whose own name is near the 255-byte limit still works.
    static func makePath(in folder: String) -> String {
        lock.lock()
        counter += 1
        let number = counter
        lock.unlock()
        return (folder.hasSuffix("/") ? folder : folder + "/") + ".rc\(getpid())-\(number).tmp"
    }

    /// Registers `path` for removal on a signal; returns its slot (`nil` when all are taken or the path is too long).
    static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= slotSize else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<capacity).first(where: { used[$0] == 0 }) else { return nil }
        bytes.withUnsafeBufferPointer { (paths + slot * slotSize).update(from: $0.baseAddress!, count: bytes.count) }
        used[slot] = 1
        return slot
    }

    /// Forgets a slot (its file was renamed or removed).
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        lock.lock()
        used[slot] = 0
        lock.unlock()
    }

    /// How many temporaries are registered now (for tests).
    static var registeredCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).filter { used[$0] != 0 }.count
    }

    /// Removes every registered temporary. Async-signal-safe: no lock, no allocation.
    static func removeAllNow() {
        for slot in 0..<capacity where used[slot] != 0 {
            unlink(paths + slot * slotSize)
        }
    }

    /// Makes SIGINT, SIGTERM, SIGHUP and SIGXFSZ remove the registered temporaries and exit with
    /// 128 + the signal's number (130, 143, 129, 153). Call once, from the process's entry point.
    /// The signals are also unblocked: a parent may start the process with them blocked (a
    /// blocked signal would stay pending and never end the run).
    package static func installSignalHandlers() {
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGXFSZ] {
            signal(number) { received in
                TemporaryFiles.removeAllNow()
                _exit(128 + received)
            }
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }
}
