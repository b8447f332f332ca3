import Foundation

/// Bytes read from a stream, cut into lines: complete lines are handed out as they arrive and
/// the unfinished rest is kept for the next read.
struct LineBuffer {
    private var storage: [UInt8] = []

    /// Bytes held after the last complete line: the unfinished line's length so far.
    var pendingCount: Int { storage.count }

    /// Adds bytes just read.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        storage.append(contentsOf: bytes.bindMemory(to: UInt8.self))
    }

    /// Calls `body` with every complete line (without its `\n`) and drops them.
    mutating func drainLines(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var consumed = 0
        storage.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while consumed < buffer.count {
                guard let newline = memchr(base + consumed, 10, buffer.count - consumed) else { break }
                let end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                body(UnsafeBufferPointer(rebasing: buffer[consumed..<end]))
                consumed = end + 1
            }
        }
        if consumed > 0 { storage.removeFirst(consumed) }
    }

    /// The last line when the stream ended without a newline, if any; empties the buffer.
    mutating func takeRest() -> [UInt8]? {
        defer { storage.removeAll() }
        return storage.isEmpty ? nil : storage
    }
}
