/// One field of a FIT definition message: its number in the message's profile, where it lies in
/// the data message and how to read it.
struct FITFieldDefinition {
    /// The field definition number (e.g. 0 `position_lat` in a `record`, 253 `timestamp` in any message).
    var number: UInt8
    /// Where the field starts, counted from the first byte after the data message's header byte.
    var offset: Int
    /// The field's size in bytes (a multiple of the base type's size for an array).
    var size: Int
    /// How the bytes are read.
    var baseType: FITBaseType

    /// The field's number in `bytes` at the data message starting at `start`, or `nil` when it
    /// holds the invalid marker or its size does not hold one whole value.
    @inline(__always)
    func value(_ bytes: [UInt8], message start: Int, bigEndian: Bool) -> Double? {
        guard size >= baseType.size, size % baseType.size == 0 else { return nil }
        return baseType.value(bytes, at: start + offset, bigEndian: bigEndian)
    }

    /// The field as text (a FIT `string`: UTF-8 up to the first NUL) and whether it was
    /// well-formed UTF-8 (ill-formed sequences are replaced by U+FFFD), or `nil` when empty.
    func string(_ bytes: [UInt8], message start: Int) -> (text: String, wellFormed: Bool)? {
        let begin = start + offset
        var end = begin
        while end < begin + size && bytes[end] != 0 { end += 1 }
        guard end > begin else { return nil }
        if let text = String(validating: bytes[begin..<end], as: UTF8.self) { return (text, true) }
        return (String(decoding: bytes[begin..<end], as: UTF8.self), false)
    }
}
