/// The base type of a FIT field (the low five bits of a field definition's base type byte):
/// its size, signedness and the value that marks "invalid" (no reading).
enum FITBaseType: UInt8 {
    case enumeration = 0, sint8, uint8, sint16, uint16, sint32, uint32, string, float32, float64
    case uint8z, uint16z, uint32z, byte, sint64, uint64, uint64z

    /// The type of base type byte `byte`; unknown numbers read as plain bytes.
    init(byte: UInt8) {
        self = FITBaseType(rawValue: byte & 0x1F) ?? .byte
    }

    /// The size of one value in bytes.
    var size: Int {
        switch self {
        case .enumeration, .sint8, .uint8, .string, .uint8z, .byte: 1
        case .sint16, .uint16, .uint16z: 2
        case .sint32, .uint32, .float32, .uint32z: 4
        case .float64, .sint64, .uint64, .uint64z: 8
        }
    }

    /// The value of the `size` bytes at `offset` (the first element of an array), or `nil`
    /// when they hold this type's invalid marker (`0xFF`, `0x7FFF…`, `0xFFFF…`, zero for the
    /// `…z` types, NaN floats) or the type has no number (strings, bytes).
    func value(_ bytes: [UInt8], at offset: Int, bigEndian: Bool) -> Double? {
        let size = self.size
        var raw: UInt64 = 0
        if bigEndian {
            for k in 0..<size { raw = raw << 8 | UInt64(bytes[offset + k]) }
        } else {
            for k in (0..<size).reversed() { raw = raw << 8 | UInt64(bytes[offset + k]) }
        }
        switch self {
        case .enumeration, .uint8, .uint16, .uint32, .uint64:
            let invalid: UInt64 = size == 8 ? .max : (1 << UInt64(size * 8)) - 1
            return raw == invalid ? nil : Double(raw)
        case .uint8z, .uint16z, .uint32z, .uint64z:
            return raw == 0 ? nil : Double(raw)
        case .sint8, .sint16, .sint32, .sint64:
            let bits = UInt64(size * 8)
            let invalid: UInt64 = (1 << (bits - 1)) - 1
            guard raw != invalid else { return nil }
            // Sign-extend the field's width to 64 bits.
            let shift = 64 - bits
            return Double(Int64(bitPattern: raw << shift) >> shift)
        case .float32:
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: raw))
            return value.isFinite ? Double(value) : nil
        case .float64:
            let value = Double(bitPattern: raw)
            return value.isFinite ? value : nil
        case .string, .byte:
            return nil
        }
    }
}
