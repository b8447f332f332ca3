/// Reads Exp-Golomb codes packed least significant bit first, for `TimeZoneMapCursor`. Bits past the
/// end of the bytes read as zeros and set `isPastEnd`.
struct TimeZoneMapBits {
    /// The encoded map.
    let bytes: [UInt8]
    /// The next bit to read (bit 0 is the least significant of byte 0).
    var bitPosition: Int

    /// Whether a read went past the last byte.
    var isPastEnd: Bool { bitPosition > bytes.count * 8 }

    /// The next 57 or more bits from `bitPosition`, the next bit the least significant.
    private func window() -> UInt64 {
        let start = bitPosition >> 3
        var word: UInt64 = 0
        var index = 0
        while index < 8 && start + index < bytes.count {
            word |= UInt64(bytes[start + index]) << (8 * index)
            index += 1
        }
        return word >> UInt64(bitPosition & 7)
    }

    /// The next `count` bits (0…32) as a number, the first read the least significant.
    private mutating func take(_ count: Int) -> Int {
        guard count > 0 else { return 0 }
        let value = Int(window() & ((1 << UInt64(count)) - 1))
        bitPosition += count
        return value
    }

    /// One Exp-Golomb code of order `order`: L zeros and a one, then the low L bits of
    /// m = (value >> order) + 1 (whose top bit is the one), then the low `order` bits of the value.
    mutating func golomb(order: Int) -> Int {
        let word = window()
        guard word != 0 else {
            bitPosition = bytes.count * 8 + 1
            return 0
        }
        let zeros = word.trailingZeroBitCount
        guard zeros <= 32 else {
            bitPosition = bytes.count * 8 + 1
            return 0
        }
        bitPosition += zeros + 1
        let m = 1 << zeros | take(zeros)
        return (m - 1) << order | take(order)
    }
}
