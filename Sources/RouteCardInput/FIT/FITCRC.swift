/// The 16-bit CRC of FIT files (the FIT protocol's nibble-table form of CRC-16/ARC: polynomial
/// 0x8005 reflected, initial value 0), over the header's first 12 bytes and over a whole file.
/// Package-visible so the benchmarks can write valid synthetic files.
package enum FITCRC {
    /// One entry per value of a 4-bit nibble, as the FIT protocol description gives them.
    private static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    /// The CRC of `bytes[range]`.
    package static func checksum(_ bytes: [UInt8], _ range: Range<Int>) -> UInt16 {
        var crc: UInt16 = 0
        table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { bytes in
                for index in range {
                    let byte = UInt16(bytes[index])
                    var entry = table[Int(crc & 0xF)]
                    crc = (crc >> 4) & 0x0FFF
                    crc = crc ^ entry ^ table[Int(byte & 0xF)]
                    entry = table[Int(crc & 0xF)]
                    crc = (crc >> 4) & 0x0FFF
                    crc = crc ^ entry ^ table[Int((byte >> 4) & 0xF)]
                }
            }
        }
        return crc
    }
}
