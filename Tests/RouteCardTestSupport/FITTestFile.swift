/// Builds small FIT files by hand for the tests, from the FIT protocol description: a header
/// (12 or 14 bytes), definition and data messages, and the file CRC.
///
/// The CRC is the test's own bitwise CRC-16/ARC (polynomial 0x8005 reflected = 0xA001, initial
/// value 0), checked against its published check value, so it is independent of the reader's
/// nibble-table implementation.
public struct FITTestFile {
    /// The data records written so far (without header and CRC).
    public var records: [UInt8] = []

    /// An empty file.
    public init() {}

    /// CRC-16/ARC, one bit at a time.
    public static func crc(_ bytes: some Sequence<UInt8>) -> UInt16 {
        var crc: UInt16 = 0
        for byte in bytes {
            crc ^= UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        }
        return crc
    }

    /// A definition message for local type `local`: fields are (number, size, base type byte),
    /// developer fields (number, size, developer data index).
    public mutating func define(local: UInt8, global: UInt16, bigEndian: Bool = false, fields: [(UInt8, UInt8, UInt8)],
                         developer: [(UInt8, UInt8, UInt8)]? = nil) {
        records.append(0x40 | (developer != nil ? 0x20 : 0) | local)
        records += [0, bigEndian ? 1 : 0]
        records += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        records.append(UInt8(fields.count))
        for (number, size, type) in fields { records += [number, size, type] }
        if let developer {
            records.append(UInt8(developer.count))
            for (number, size, index) in developer { records += [number, size, index] }
        }
    }

    /// A data message of local type `local` with a normal header.
    public mutating func data(local: UInt8, _ content: [UInt8]) {
        records.append(local & 0x0F)
        records += content
    }

    /// A data message with a compressed timestamp header (local type 0–3, time offset 0–31).
    public mutating func compressed(local: UInt8, timeOffset: UInt8, _ content: [UInt8]) {
        records.append(0x80 | (local & 0x03) << 5 | (timeOffset & 0x1F))
        records += content
    }

    /// The whole file: header (with its CRC when 14 bytes long), records and file CRC.
    public func bytes(headerSize: Int = 14) -> [UInt8] {
        let size = UInt32(records.count)
        var header: [UInt8] = [UInt8(headerSize), 0x20, 0x08, 0x08]
        header += Self.le(size)
        header += Array(".FIT".utf8)
        if headerSize == 14 {
            let crc = Self.crc(header)
            header += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        }
        let body = header + records
        let crc = Self.crc(body)
        return body + [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    }

    /// Little-endian bytes of an integer.
    public static func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<T.bitWidth / 8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// Big-endian bytes of an integer.
    public static func be<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        le(value).reversed()
    }
}
