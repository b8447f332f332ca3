/// Reads protocol buffer wire data field by field (varints, length-delimited ranges, fixed 32 and
/// 64-bit values) from a byte buffer, checking every length against the end of its range. Also
/// reads the varints of PMTiles directories.
///
/// The buffer is borrowed: a reader must not outlive the `withUnsafeBufferPointer` call that made it.
struct ProtobufReader {
    /// A wire-format problem; `message` says what and where (byte offset).
    struct Failure: Error {
        var message: String
    }

    /// Protobuf wire types.
    enum WireType: UInt64 {
        case varint = 0, fixed64 = 1, lengthDelimited = 2, startGroup = 3, endGroup = 4, fixed32 = 5
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private(set) var position: Int
    /// One past the last byte of the range read.
    let end: Int

    /// A reader of `range` of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    /// Whether the whole range has been read.
    var isAtEnd: Bool { position >= end }

    /// A little-endian base-128 varint of up to 64 bits.
    mutating func varint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        let start = position
        while position < end {
            let byte = bytes[position]
            position += 1
            guard shift < 64 else { throw Failure(message: "varint longer than 10 bytes at byte \(start)") }
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        throw Failure(message: "truncated varint at byte \(start)")
    }

    /// The next field's number and wire type.
    mutating func fieldKey() throws -> (number: UInt64, wireType: WireType) {
        let start = position
        let key = try varint()
        guard let wireType = WireType(rawValue: key & 7) else {
            throw Failure(message: "unknown wire type \(key & 7) at byte \(start)")
        }
        return (key >> 3, wireType)
    }

    /// The range of a length-delimited field's contents (the reader moves past it).
    mutating func lengthDelimited() throws -> Range<Int> {
        let start = position
        let length = try varint()
        guard length <= UInt64(end - position) else {
            throw Failure(message: "length \(length) at byte \(start) runs past the end (\(end - position) bytes left)")
        }
        let range = position..<(position + Int(length))
        position = range.upperBound
        return range
    }

    /// A little-endian 32-bit value.
    mutating func fixed32() throws -> UInt32 { try littleEndian(UInt32.self) }

    /// A little-endian 64-bit value.
    mutating func fixed64() throws -> UInt64 { try littleEndian(UInt64.self) }

    private mutating func littleEndian<T: FixedWidthInteger & UnsignedInteger>(_: T.Type) throws -> T {
        let size = MemoryLayout<T>.size
        guard end - position >= size else { throw Failure(message: "truncated \(size * 8)-bit value at byte \(position)") }
        var value: T = 0
        for index in 0..<size { value |= T(bytes[position + index]) << (8 * index) }
        position += size
        return value
    }

    /// Skips a field's value.
    mutating func skip(_ wireType: WireType) throws {
        switch wireType {
        case .varint: _ = try varint()
        case .fixed64: _ = try fixed64()
        case .lengthDelimited: _ = try lengthDelimited()
        case .fixed32: _ = try fixed32()
        case .startGroup, .endGroup: throw Failure(message: "unsupported protobuf group at byte \(position)")
        }
    }

    /// The bytes of a range as UTF-8 text (invalid sequences replaced).
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Appends a packed run of varints (the contents of `range`) to `values`.
    func packedVarints(_ range: Range<Int>, into values: inout [UInt64]) throws {
        var reader = ProtobufReader(bytes, range: range)
        while !reader.isAtEnd { values.append(try reader.varint()) }
    }

    /// The value of a zigzag-encoded signed integer.
    static func zigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }
}
