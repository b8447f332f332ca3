/// Line and column of many byte offsets in one text, for a reader that reports many messages.
///
/// The first question builds a table of the location every 256 bytes (one pass over the text);
/// each answer then counts at most 256 bytes, in whatever order the offsets come. A text
/// without messages costs nothing.
package struct SourceLocator: Sendable {
    /// The text.
    package let bytes: [UInt8]
    /// The location of byte `i × stride`, built on first use.
    private var checkpoints: [SourceLocation] = []
    private static let stride = 256

    /// Creates a locator for UTF-8 text.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The location of byte `offset` (counted as ``SourceLocation/init(offset:in:)-(_,[UInt8])`` does).
    package mutating func location(of offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        return bytes.withUnsafeBufferPointer { buffer in
            if checkpoints.isEmpty {
                checkpoints.reserveCapacity(buffer.count / Self.stride + 1)
                var location = SourceLocation.start
                checkpoints.append(location)
                var from = 0
                while from + Self.stride <= buffer.count {
                    location = location.advanced(in: buffer, from: from, to: from + Self.stride)
                    from += Self.stride
                    checkpoints.append(location)
                }
            }
            let index = offset / Self.stride
            return checkpoints[index].advanced(in: buffer, from: index * Self.stride, to: offset)
        }
    }
}
