/// A growable byte buffer with a read position: the `closure` object behind cairo's stream
/// callbacks (PNG/PDF bytes written into memory, PNG bytes read from memory).
final class ByteStream {
    /// The bytes written so far, or the bytes to read.
    var bytes: [UInt8]
    /// Where the next read starts.
    var readOffset = 0

    /// Creates a stream over `bytes` (empty for writing).
    init(_ bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// Appends `count` bytes from `pointer`.
    func append(_ pointer: UnsafePointer<UInt8>, count: Int) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
    }

    /// Copies exactly `count` bytes into `pointer`; `false` (and nothing copied) when fewer remain.
    func read(into pointer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - readOffset else { return false }
        bytes.withUnsafeBufferPointer { buffer in
            pointer.update(from: buffer.baseAddress! + readOffset, count: count)
        }
        readOffset += count
        return true
    }
}
