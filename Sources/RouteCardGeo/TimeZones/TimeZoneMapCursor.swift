/// Reads the encoded `TimeZoneMap`: LEB128 varints, and rings whose vertex differences are
/// zigzag Exp-Golomb codes packed least significant bit first (the format of
/// `scripts/timezone_data.py`). Reading past the end gives zeros and sets `isPastEnd`, never traps.
struct TimeZoneMapCursor {
    /// The encoded map.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position: Int

    /// Whether a read went past the end of `bytes`.
    var isPastEnd: Bool { position > bytes.count }

    /// An unsigned LEB128 varint (0 past the end, or for one longer than 9 bytes).
    mutating func uint() -> Int {
        var value = 0
        var shift = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
            if shift > 56 { return 0 }
        }
        position = bytes.count + 1
        return 0
    }

    /// The range of the next `count` bytes, moving past them; `nil` when there are fewer.
    mutating func skip(_ count: Int) -> Range<Int>? {
        guard count >= 0, count <= bytes.count - position else {
            position = bytes.count + 1
            return nil
        }
        defer { position += count }
        return position..<position + count
    }

    /// Reads one ring (vertex count, first vertex, the Exp-Golomb orders, the packed differences) and
    /// tells whether a ray from (`x`, `y`) towards +x crosses it an odd number of times.
    mutating func ringCrossesOddly(x: Double, y: Double) -> Bool {
        let count = uint()
        var previousX = uint()
        var previousY = uint()
        guard position < bytes.count, count >= 1 else {
            position = bytes.count + 1
            return false
        }
        let orders = Int(bytes[position])
        position += 1
        let orderX = orders & 15
        let orderY = orders >> 4
        let firstX = previousX
        let firstY = previousY
        var bits = TimeZoneMapBits(bytes: bytes, bitPosition: position * 8)
        var odd = false
        for index in 1...count {
            let nextX: Int
            let nextY: Int
            if index < count {
                nextX = previousX + Self.unzigzag(bits.golomb(order: orderX))
                nextY = previousY + Self.unzigzag(bits.golomb(order: orderY))
            } else {
                nextX = firstX
                nextY = firstY
            }
            let ay = Double(previousY)
            let by = Double(nextY)
            if (ay > y) != (by > y) {
                let ax = Double(previousX)
                if x < ax + (y - ay) * (Double(nextX) - ax) / (by - ay) { odd.toggle() }
            }
            previousX = nextX
            previousY = nextY
            if bits.isPastEnd { break }
        }
        position = bits.isPastEnd ? bytes.count + 1 : (bits.bitPosition + 7) / 8
        return odd
    }

    /// A zigzag-encoded integer's value (0, −1, 1, −2, … from 0, 1, 2, 3, …).
    static func unzigzag(_ value: Int) -> Int {
        value & 1 == 0 ? value >> 1 : -((value + 1) >> 1)
    }
}
