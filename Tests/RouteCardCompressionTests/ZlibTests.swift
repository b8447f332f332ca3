import RouteCardCompression
import Testing

@Suite struct ZlibTests {
    // `gzip.compress(b"hello, tiles\n", mtime=0)` and `zlib.compress(...)` from Python 3.
    static let gzipHello: [UInt8] = [
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0xd7, 0x51, 0x28,
        0xc9, 0xcc, 0x49, 0x2d, 0xe6, 0x02, 0x00, 0xe8, 0x6c, 0x64, 0x47, 0x0d, 0x00, 0x00, 0x00,
    ]
    static let zlibHello: [UInt8] = [
        0x78, 0x9c, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0xd7, 0x51, 0x28, 0xc9, 0xcc, 0x49, 0x2d, 0xe6, 0x02, 0x00, 0x21,
        0xa8, 0x04, 0x8c,
    ]
    static let hello = Array("hello, tiles\n".utf8)

    @Test func inflatesGzipAndZlibStreams() throws {
        #expect(try Zlib.inflate(Self.gzipHello, limit: 100) == Self.hello)
        #expect(try Zlib.inflate(Self.zlibHello, limit: 100) == Self.hello)
        #expect(Zlib.isGzip(Self.gzipHello) && !Zlib.isGzip(Self.zlibHello))
    }

    @Test func inflatesConcatenatedMembers() throws {
        // gzip.compress(b"ab") + gzip.compress(b"cd")
        let two: [UInt8] = [
            0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x4b, 0x4c, 0x02, 0x00, 0x6d, 0x48, 0x83, 0x9e,
            0x02, 0x00, 0x00, 0x00, 0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0x4b, 0x4e, 0x01, 0x00,
            0xda, 0x8f, 0xd6, 0x45, 0x02, 0x00, 0x00, 0x00,
        ]
        #expect(try Zlib.inflate(two, limit: 100) == Array("abcd".utf8))
    }

    @Test func exactLimitPassesOneByteLessFails() throws {
        #expect(try Zlib.inflate(Self.gzipHello, limit: Self.hello.count) == Self.hello)
        #expect(throws: GzipError.tooLarge(limit: Self.hello.count - 1)) {
            try Zlib.inflate(Self.gzipHello, limit: Self.hello.count - 1)
        }
    }

    @Test func gzipBombIsRefused() throws {
        // 200 MB of zeros compress to about 200 kB; the limit stops inflation early.
        let bomb = Zlib.gzip([UInt8](repeating: 0, count: 200_000_000))
        #expect(bomb.count < 300_000)
        #expect(throws: GzipError.tooLarge(limit: 1 << 20)) { try Zlib.inflate(bomb, limit: 1 << 20) }
    }

    @Test func corruptAndTruncatedStreamsAreErrors() {
        var corrupt = Self.gzipHello
        corrupt[10] = 0xff // an invalid deflate block type
        #expect(throws: GzipError.self) { try Zlib.inflate(corrupt, limit: 100) }
        do {
            _ = try Zlib.inflate(corrupt, limit: 100)
        } catch {
            guard case .corrupt = error else { Issue.record("expected .corrupt, got \(error)"); return }
            #expect(error.description.hasPrefix("corrupt gzip stream ("))
        }
        var badCRC = Self.gzipHello
        badCRC[25] ^= 0xff
        #expect(throws: GzipError.self) { try Zlib.inflate(badCRC, limit: 100) }
        #expect(throws: GzipError.truncated) { try Zlib.inflate(Array(Self.gzipHello.prefix(20)), limit: 100) }
        #expect(throws: GzipError.truncated) { try Zlib.inflate([], limit: 100) }
        #expect(throws: GzipError.self) { try Zlib.inflate(Array("not gzip at all".utf8), limit: 100) }
    }

    @Test func compressRoundTrips() throws {
        var state: UInt64 = 12345
        var bytes: [UInt8] = []
        for _ in 0..<300_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes.append(UInt8(truncatingIfNeeded: state >> 60)) // 16 symbols: compressible, not trivial
        }
        let compressed = Zlib.gzip(bytes)
        #expect(Zlib.isGzip(compressed) && compressed.count < bytes.count)
        #expect(try Zlib.inflate(compressed, limit: bytes.count) == bytes)
    }
}
