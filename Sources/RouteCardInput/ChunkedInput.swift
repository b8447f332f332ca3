#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable window of input bytes refilled in chunks from memory or a file descriptor.
///
/// Readers keep only the unread part of a document (plus what they still point into) in memory:
/// ``discard(_:)`` drops consumed bytes, ``fill(minimumCapacity:)`` reads more with POSIX `read`.
final class ChunkedInput {
    /// Where the bytes come from.
    enum Source {
        /// An array already in memory, read from `offset` on.
        case memory([UInt8], offset: Int)
        /// An open file descriptor (not closed by the input).
        case descriptor(Int32)
    }

    /// The bytes read per refill when the window is empty; 1 MiB by default.
    let chunkSize: Int
    /// The file name used in error messages, if any.
    let path: String?
    private var storage: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    /// How many bytes of the window are valid.
    private(set) var count = 0
    /// Whether the source has no more bytes.
    private(set) var exhausted = false
    private var source: Source
    /// The most bytes read from the source in all, and the error thrown past it.
    private let limit: Int
    private let limitMessage: String
    /// Bytes read from the source so far.
    private var totalRead = 0

    /// Creates an empty window over `source`; nothing is read until ``fill(minimumCapacity:)``.
    /// Reading more than `limit` bytes in all throws an error with `limitMessage`.
    init(source: Source, chunkSize: Int = 1 << 20, path: String?, limit: Int = .max, limitMessage: String = "the input is too large") {
        self.source = source
        self.limit = limit
        self.limitMessage = limitMessage
        self.chunkSize = max(chunkSize, 1)
        self.path = path
        capacity = self.chunkSize
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The valid bytes of the window. Invalidated by ``discard(_:)`` and ``fill(minimumCapacity:)``.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage, count: count) }

    /// Drops the first `k` bytes of the window, moving the rest to the front.
    func discard(_ k: Int) {
        guard k > 0 else { return }
        let rest = count - k
        // The kept bytes may overlap where they go: a memmove.
        if rest > 0 { UnsafeMutableRawPointer(storage).copyMemory(from: storage + k, byteCount: rest) }
        count = rest
    }

    /// Reads until the window is full or the source ends, first growing it to at least
    /// `minimumCapacity` bytes (so it has room for a chunk beyond what it holds).
    func fill(minimumCapacity: Int = 0) throws(InputError) {
        // Never grow past what the limit allows (plus one byte, to tell "exactly the limit" from "over").
        let wanted = min(max(minimumCapacity, count + chunkSize / 2, chunkSize), limit == .max ? .max : max(limit + 1, chunkSize))
        if wanted > capacity {
            var newCapacity = capacity
            while newCapacity < wanted { newCapacity *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            grown.update(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity = newCapacity
        }
        while count < capacity && !exhausted {
            switch source {
            case .memory(let array, let offset):
                let n = min(capacity - count, array.count - offset)
                if n > 0 {
                    array.withUnsafeBufferPointer { (storage + count).update(from: $0.baseAddress! + offset, count: n) }
                    count += n
                }
                if offset + n >= array.count {
                    exhausted = true
                    source = .memory([], offset: 0)
                } else {
                    source = .memory(array, offset: offset + n)
                }
            case .descriptor(let descriptor):
                let n = systemRead(descriptor, storage + count, capacity - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw InputError(path: path, message: "cannot read: " + String(cString: strerror(errno)))
                }
                if n == 0 { exhausted = true } else { count += n }
                totalRead += max(n, 0)
                if totalRead > limit { throw InputError(path: path, message: limitMessage) }
            }
        }
    }

    /// Reads everything that is left and returns the whole window's bytes (for inputs that must
    /// be converted as a whole, such as UTF-16).
    func readAll() throws(InputError) -> [UInt8] {
        while !exhausted { try fill(minimumCapacity: capacity * 2) }
        return Array(bytes)
    }
}

/// POSIX `read(2)`, named apart from the readers' own `read` methods.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
