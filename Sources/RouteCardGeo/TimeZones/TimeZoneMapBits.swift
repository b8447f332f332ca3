/// Reads Exp-Golomb codes packed least significant bit first, for `TimeZoneMapCursor`. Bits past the
/// end of the bytes read as zeros and set `isPastEnd`.
struct TimeZoneMapBits {
    /// The encoded map.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next bit to read (bit 0 is the least significant of byte 0).
    var bitPosition: Int

    /// Whether a read went past the last byte.
    var isPastEnd: Bool { bitPosition > bytes.count * 8 }

    /// The next 57 or more bits from `bitPosition`, the next bit the least significant (zeros past the end).
    private func window() -> UInt64 {
        let start = bitPosition >> 3
        var word: UInt64 = 0
        if start + 8 <= bytes.count, let base = bytes.baseAddress {
            word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        } else {
            var index = 0
            while index < 8 && start + index < bytes.count {
                word |= UInt64(bytes[start + index]) << (8 * index)
                index += 1
            }
        }
        return word >> UInt64(bitPosition & 7)
    }

    /// One Exp-Golomb code of order `order` (0…15): L zeros and a one, then the low L bits of
    /// m = (value >> order) + 1 (whose top bit is the one), then the low `order` bits of the value.
    mutating func golomb(order: Int) -> Int {
        var word = window()
        guard word != 0 else {
            bitPosition = bytes.count * 8 + 1
            return 0
        }
        let zeros = word.trailingZeroBitCount
        guard zeros <= 24 else {
            bitPosition = bytes.count * 8 + 1
            return 0
        }
        let length = 2 * zeros + 1 + order
        if length > 57 {
            // Too long for one window (never in the built-in map): read the rest afresh.
            bitPosition += zeros + 1
            word = window()
            let high = Int(word & (1 << UInt64(zeros) - 1))
            bitPosition += zeros
            let low = Int(window() & (1 << UInt64(order) - 1))
            bitPosition += order
            return ((1 << zeros | high) - 1) << order | low
        }
        word >>= UInt64(zeros + 1)
        let high = Int(word & (1 << UInt64(zeros) - 1))
        let low = Int(word >> UInt64(zeros) & (1 << UInt64(order) - 1))
        bitPosition += length
        return ((1 << zeros | high) - 1) << order | low
    }
}
