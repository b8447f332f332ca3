import CZlib

/// Gzip and zlib streams through the system zlib: every zlib call of the package is in this file
/// (PNG's zlib stream and CRC-32 for ``PNGEncoder`` too).
public enum Gzip {
    /// Whether bytes start with the gzip magic number `1f 8b`.
    public static func isGzip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x1f && bytes[1] == 0x8b
    }

    /// Inflates a gzip or zlib stream (told apart by its header), refusing to produce more than
    /// `limit` bytes. Concatenated gzip members are inflated one after the other; bytes after the
    /// end of the last stream are ignored.
    public static func inflate(_ bytes: [UInt8], limit: Int) throws(GzipError) -> [UInt8] {
        var stream = z_stream()
        guard routecard_inflate_init(&stream) == Z_OK else { throw .corrupt("zlib could not start") }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        let chunk = 64 * 1024
        var buffer = [UInt8](repeating: 0, count: chunk)
        var consumed = 0
        while true {
            let (status, used, produced) = step(&stream, bytes, from: consumed, into: &buffer) { CZlib.inflate(&$0, Z_NO_FLUSH) }
            consumed += used
            guard output.count + produced <= limit else { throw .tooLarge(limit: limit) }
            output.append(contentsOf: buffer[0..<produced])
            switch status {
            case Z_STREAM_END:
                // Another gzip member may follow; anything else after the stream is ignored.
                let rest = bytes.count - consumed
                guard rest >= 2, bytes[consumed] == 0x1f, bytes[consumed + 1] == 0x8b else { return output }
                guard inflateReset(&stream) == Z_OK else { throw .corrupt("zlib could not restart") }
            case Z_OK:
                continue
            case Z_BUF_ERROR:
                // No progress possible: the input ran out before the end of the stream.
                if produced == 0 && used == 0 { throw .truncated }
            default:
                throw .corrupt(stream.msg.map { String(cString: $0) } ?? "zlib error \(status)")
            }
        }
    }

    /// Runs one zlib call with the input from `offset` and the whole output buffer; returns its
    /// status, the input bytes it used and the output bytes it produced.
    private static func step(_ stream: inout z_stream, _ input: [UInt8], from offset: Int, into buffer: inout [UInt8],
                             _ call: (inout z_stream) -> Int32) -> (status: Int32, used: Int, produced: Int) {
        input.withUnsafeBufferPointer { input in
            buffer.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + offset })
                stream.avail_in = UInt32(clamping: input.count - offset)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                let availableIn = stream.avail_in
                let status = call(&stream)
                return (status, Int(availableIn - stream.avail_in), out.count - Int(stream.avail_out))
            }
        }
    }

    /// Compresses bytes into a gzip stream (for tests and tools that write archives).
    public static func compress(_ bytes: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        guard routecard_deflate_init_gzip(&stream) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var consumed = 0
        while true {
            let flush = bytes.count - consumed <= Int(UInt32.max) ? Z_FINISH : Z_NO_FLUSH
            let (status, used, produced) = step(&stream, bytes, from: consumed, into: &buffer) { deflate(&$0, flush) }
            consumed += used
            output.append(contentsOf: buffer[0..<produced])
            if status == Z_STREAM_END { return output }
            if status != Z_OK && status != Z_BUF_ERROR { return [] }
        }
    }

    /// Compresses bytes into a zlib stream (RFC 1950), as a PNG's `IDAT` holds it.
    public static func zlibCompress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), level)
            }
        }
        guard status == Z_OK else { return [] }
        output.removeLast(output.count - Int(length))
        return output
    }

    /// The CRC-32 of bytes, continuing from `crc` (0 to start), as PNG chunks carry it.
    public static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { input in
            UInt32(truncatingIfNeeded: CZlib.crc32(uLong(crc), input.baseAddress, uInt(input.count)))
        }
    }
}
