import CZlib

/// Gzip, zlib and raw deflate streams and their checksums through the system zlib: every zlib
/// call of the package is in this file.
public enum Zlib {
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
    public static func gzip(_ bytes: [UInt8]) -> [UInt8] {
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

    /// Compresses `bytes` as a piece of a raw deflate stream (no header or checksum) at `level`
    /// (1 fastest … 9 smallest). A piece that is not `final` ends with a sync flush (an empty
    /// stored block, byte-aligned), so independently compressed pieces concatenated in order form
    /// one valid stream — how pigz, and RouteCard's PNG encoder, spread deflate over cores.
    /// Each piece starts with an empty window; the cost is a little ratio at the seams.
    public static func deflatePiece(_ bytes: UnsafeRawBufferPointer, level: Int, final: Bool) -> [UInt8] {
        var stream = z_stream()
        guard routecard_deflate_init_raw(&stream, Int32(max(1, min(9, level))), Z_DEFAULT_STRATEGY) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 16)
        var written = 0
        var offset = 0
        while true {
            let remaining = bytes.count - offset
            let take = min(remaining, Int(UInt32.max))
            let last = take == remaining
            let flush = last ? (final ? Z_FINISH : Z_SYNC_FLUSH) : Z_NO_FLUSH
            if written == output.count { output.append(contentsOf: repeatElement(0, count: 64 * 1024)) }
            let status: Int32 = output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
                    .advanced(by: offset))
                stream.avail_in = UInt32(take)
                stream.next_out = out.baseAddress.map { $0 + written }
                stream.avail_out = UInt32(clamping: out.count - written)
                let before = stream.avail_in, room = stream.avail_out
                let status = deflate(&stream, flush)
                offset += Int(before - stream.avail_in)
                written += Int(room - stream.avail_out)
                return status
            }
            if status == Z_STREAM_END { break }
            guard status == Z_OK || status == Z_BUF_ERROR else { return [] }
            // A sync flush is complete once it returned with output room to spare and no input left.
            if last && !final && offset == bytes.count && stream.avail_out > 0 { break }
        }
        output.removeSubrange(written...)
        return output
    }

    /// A piece of a raw deflate stream (as ``deflatePiece(_:level:final:)`` makes) compressed from
    /// input given in parts, so a large piece never needs its whole input in memory at once; each
    /// part's Adler-32 is folded in as it is given.
    public final class PieceDeflater {
        private let stream: UnsafeMutablePointer<z_stream>
        private var output: [UInt8] = []
        private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        private var ready: Bool
        /// The Adler-32 of every byte given so far (1 before any).
        public private(set) var adler32: UInt32 = 1
        /// How many bytes were given so far.
        public private(set) var inputLength = 0

        /// A deflater at `level` (1 fastest … 9 smallest); `runLengthOnly` looks for repeats of the
        /// previous byte only (zlib's `Z_RLE` strategy: much faster, and on PNG-filtered rows of
        /// drawn pictures about as small as level 1); `expectedOutput` reserves room.
        public init(level: Int, runLengthOnly: Bool = false, expectedOutput: Int = 0) {
            stream = .allocate(capacity: 1)
            stream.initialize(to: z_stream())
            ready = routecard_deflate_init_raw(stream, Int32(max(1, min(9, level))), runLengthOnly ? Z_RLE : Z_DEFAULT_STRATEGY) == Z_OK
            output.reserveCapacity(expectedOutput)
        }

        deinit {
            if ready { deflateEnd(stream) }
            stream.deinitialize(count: 1)
            stream.deallocate()
        }

        /// Compresses the next part of the input.
        public func append(_ bytes: UnsafeRawBufferPointer) {
            guard ready, !bytes.isEmpty else { return }
            adler32 = Zlib.adler32(bytes, initial: adler32)
            inputLength += bytes.count
            var offset = 0
            while offset < bytes.count {   // zlib takes at most 4 GiB a call
                let part = UnsafeRawBufferPointer(rebasing: bytes[offset..<min(bytes.count, offset + Int(UInt32.max))])
                run(part, flush: Z_NO_FLUSH)
                offset += part.count
            }
        }

        /// Starts a new piece with the same settings, keeping zlib's memory (its window and hash
        /// tables are allocated once, not once a piece).
        public func reset() {
            guard ready else { return }
            ready = deflateReset(stream) == Z_OK
            output = []
            adler32 = 1
            inputLength = 0
        }

        /// Ends the piece — with a sync flush, or as the stream's last block when `final` — and
        /// returns its bytes (empty when zlib failed).
        public func finish(final: Bool) -> [UInt8] {
            guard ready else { return [] }
            guard run(UnsafeRawBufferPointer(start: nil, count: 0), flush: final ? Z_FINISH : Z_SYNC_FLUSH) else { return [] }
            return output
        }

        /// Feeds `bytes` with `flush` until zlib has taken them all (and, for a flush, written
        /// everything out); `false` on a zlib error.
        @discardableResult private func run(_ bytes: UnsafeRawBufferPointer, flush: Int32) -> Bool {
            stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress?.assumingMemoryBound(to: UInt8.self))
            stream.pointee.avail_in = UInt32(bytes.count)
            while true {
                let (status, produced): (Int32, Int) = buffer.withUnsafeMutableBufferPointer { out in
                    stream.pointee.next_out = out.baseAddress
                    stream.pointee.avail_out = UInt32(out.count)
                    let status = deflate(stream, flush)
                    return (status, out.count - Int(stream.pointee.avail_out))
                }
                output.append(contentsOf: buffer[0..<produced])
                if status == Z_STREAM_END { return true }
                guard status == Z_OK || status == Z_BUF_ERROR else { ready = false; return false }
                // Done once zlib took all the input and left output room to spare.
                if stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return true }
            }
        }
    }

    /// The Adler-32 checksum of `bytes`, continuing from `initial` (1 for a new stream).
    public static func adler32(_ bytes: UnsafeRawBufferPointer, initial: UInt32 = 1) -> UInt32 {
        UInt32(CZlib.adler32_z(UInt(initial), bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count))
    }

    /// The Adler-32 of two byte runs one after the other, from their checksums and the second's length.
    public static func adler32(combining first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        UInt32(CZlib.adler32_combine(UInt(first), UInt(second), secondLength))
    }

    /// The CRC-32 (ISO-HDLC, as in PNG chunks and gzip) of `bytes`, continuing from `initial` (0 for a new one).
    public static func crc32(_ bytes: UnsafeRawBufferPointer, initial: UInt32 = 0) -> UInt32 {
        UInt32(CZlib.crc32_z(UInt(initial), bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count))
    }
}
