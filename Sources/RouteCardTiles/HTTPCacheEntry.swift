/// What the disk cache keeps of one answer besides its body.
struct HTTPCacheEntry: Codable, Sendable, Hashable {
    /// The URL, with the range asked for (`URL#bytes=A-B`): the key.
    var key: String
    /// The status answered (200, 206, 404).
    var status: Int
    /// The `ETag`, for revalidation with `If-None-Match`.
    var etag: String?
    /// Until when (seconds since 1970) the answer may be used without asking the server.
    var expires: Double
}
