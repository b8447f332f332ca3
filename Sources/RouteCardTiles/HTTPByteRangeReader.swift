import Foundation

/// A ``ByteRangeReader`` over a file on a web server: each read is one HTTP range request
/// (`Range: bytes=A-B`) through an ``HTTPClient`` (so cached and polite), how a PMTiles archive
/// is read from any static host or object store. The first answer's `ETag` is kept: a later
/// answer with another one means the file changed between reads, an error.
public final class HTTPByteRangeReader: ByteRangeReader, @unchecked Sendable {
    /// The URL.
    public let name: String
    /// The client.
    public let client: HTTPClient
    private let lock = NSLock()
    private var etag: String?

    /// A reader of `url`.
    public init(url: String, client: HTTPClient) {
        self.name = url
        self.client = client
    }

    /// The `ETag` the file had at the first read, if the server sends one.
    public var firstETag: String? { lock.withLock { etag } }

    /// The bytes in the range (fewer at the end of the file; none past it).
    public func read(offset: UInt64, length: Int) throws(TileError) -> [UInt8] {
        guard length > 0 else { return [] }
        let (end, overflow) = offset.addingReportingOverflow(UInt64(length))
        guard !overflow else { throw TileError(file: name, message: "a read past 2^64 bytes") }
        let known = lock.withLock { etag }
        let response: HTTPResponse
        do {
            response = try client.get(name, range: offset..<end, etag: known)
        } catch {
            throw TileError(file: name, message: error.description, isUnreachable: true)
        }
        if let tag = response.header("ETag") {
            let first: String = lock.withLock {
                if etag == nil { etag = tag }
                return etag!
            }
            if first != tag { throw TileError(file: name, message: HTTPFailure.changed(from: first, to: tag).description) }
        }
        switch response.status {
        case 206: return Array(response.body.prefix(length))
        case 200:
            // A server that ignores Range sends the whole file.
            guard offset < UInt64(response.body.count) else { return [] }
            let start = Int(offset)
            return Array(response.body[start..<min(response.body.count, start + length)])
        case 416: return []
        default: throw TileError(file: name, message: HTTPFailure.status(response.status).description, isUnreachable: true)
        }
    }
}
