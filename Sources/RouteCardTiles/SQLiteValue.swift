/// One column value of a SQLite result row.
enum SQLiteValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    /// The value as text (numbers written out), `nil` for null and blobs.
    var text: String? {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .null, .blob: nil
        }
    }

    /// The bytes of a blob, or of text as UTF-8; `nil` otherwise.
    var bytes: [UInt8]? {
        switch self {
        case .blob(let bytes): bytes
        case .text(let text): Array(text.utf8)
        default: nil
        }
    }

    /// The value as an integer, when it is one (or a whole real).
    var integer: Int64? {
        switch self {
        case .integer(let number): number
        case .real(let number): Int64(exactly: number)
        default: nil
        }
    }
}
