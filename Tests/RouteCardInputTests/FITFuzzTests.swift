import Foundation
import RouteCardInput
import RouteCardTestSupport
import Testing

/// Truncated and mutated FIT files never crash the reader: each reads or throws an `InputError`
/// with a byte offset inside the file. Mutations get a fresh, valid file CRC so they reach the
/// message decoder instead of stopping at the CRC check.
@Suite struct FITFuzzTests {
    /// A small deterministic generator (xorshift64*), so a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    }

    /// Recomputes the file CRC of a single-file FIT (header size and data size as they now read).
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 14 else { return bytes }
        let end = Int(bytes[0]) + (Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24)
        guard end >= 12, end + 2 <= bytes.count else { return bytes }
        var sealed = bytes
        let crc = FITTestFile.crc(sealed[0..<end])
        sealed[end] = UInt8(crc & 0xFF)
        sealed[end + 1] = UInt8(crc >> 8)
        return sealed
    }

    static func check(_ bytes: [UInt8], _ note: String) {
        do {
            _ = try FITReader().read(bytes, path: "fuzz.fit")
        } catch {
            #expect(error.byteOffset.map { $0 >= 0 && $0 <= bytes.count } == true, "\(note): \(error)")
        }
    }

    @Test func everyTruncationOfASmallFile() throws {
        let bytes = try FITReaderTests.bytes("Activity.fit")
        for length in 0..<bytes.count { Self.check(Array(bytes.prefix(length)), "prefix \(length)") }
    }

    @Test(arguments: ["Activity.fit", "garmin-fenix-5-run.fit", "compressed-speed-distance.fit", "Settings.fit"])
    func mutatedFilesWithValidCRC(name: String) throws {
        let original = try FITReaderTests.bytes(name)
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15 ^ UInt64(original.count))
        for round in 0..<400 {
            var bytes = original
            for _ in 0..<(1 + generator.below(8)) {
                let index = 12 + generator.below(bytes.count - 14)
                switch generator.below(3) {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes[index] ^= 1 << UInt8(generator.below(8))
                default: bytes[index] = [0x00, 0xFF, 0x7F, 0x80, 0x40, 0xC0][generator.below(6)]
                }
            }
            Self.check(Self.resealed(bytes), "\(name) round \(round)")
            // The same mutation with a header that may lie about the data size.
            bytes[4 + generator.below(4)] = UInt8(truncatingIfNeeded: generator.next())
            Self.check(Self.resealed(bytes), "\(name) round \(round), data size changed")
        }
    }
}
