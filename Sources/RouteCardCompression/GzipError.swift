/// Why a gzip or zlib stream could not be inflated.
public enum GzipError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not a valid stream (zlib's own message, e.g. `incorrect header check`).
    case corrupt(String)
    /// The stream ends before its end marker.
    case truncated
    /// The stream inflates to more bytes than allowed (a gzip bomb, or a limit set too low).
    case tooLarge(limit: Int)

    /// A sentence for an error message.
    public var description: String {
        switch self {
        case .corrupt(let reason): "corrupt gzip stream (\(reason))"
        case .truncated: "truncated gzip stream"
        case .tooLarge(let limit): "gzip stream inflates to more than \(limit) bytes"
        }
    }
}
