/// What a FIT definition message says about the data messages of one local message type:
/// their global message number, byte order and fields.
struct FITMessageDefinition {
    /// The global message number (`0` file_id, `12` sport, `18` session, `20` record, …).
    var globalNumber: UInt16
    /// Whether multi-byte fields are big-endian (architecture byte 1).
    var bigEndian: Bool
    /// The fields in message order (developer fields are only counted in ``size``).
    var fields: [FITFieldDefinition]
    /// The size of a data message's content (all fields and developer fields), without its header byte.
    var size: Int
    /// The `timestamp` field (number 253), when the message has one.
    var timestamp: FITFieldDefinition?
}
