/// A decoded PMTiles directory: entries in ascending tile-id order.
///
/// On disk (after the archive's internal compression): the entry count, then the tile ids as
/// deltas, the run lengths, the lengths and the offsets, each column as varints; an offset of 0
/// means "right after the previous entry's blob", any other value is the offset plus one.
public struct PMTilesDirectory: Sendable, Hashable {
    /// The entries, ascending by tile id.
    public var entries: [PMTilesEntry]

    /// Creates a directory from entries.
    public init(entries: [PMTilesEntry]) {
        self.entries = entries
    }

    /// Decodes a directory's (inflated) bytes; the message of a failure says what is wrong.
    public init(decoding bytes: [UInt8]) throws(PMTilesDirectory.Failure) {
        do {
            entries = try bytes.withUnsafeBufferPointer { buffer in
                var reader = ProtobufReader(buffer, range: 0..<buffer.count)
                let count = try reader.varint()
                // Every entry takes at least one byte in each of the four columns.
                guard count <= UInt64(buffer.count / 4) else {
                    throw Failure(message: "directory claims \(count) entries in \(buffer.count) bytes")
                }
                var entries = [PMTilesEntry](repeating: PMTilesEntry(tileID: 0, offset: 0, length: 0, runLength: 0),
                                             count: Int(count))
                var last: UInt64 = 0
                for index in entries.indices {
                    let (sum, overflow) = last.addingReportingOverflow(try reader.varint())
                    guard !overflow else { throw Failure(message: "tile id overflows 64 bits at entry \(index)") }
                    if index > 0 && sum <= last { throw Failure(message: "tile ids not ascending at entry \(index)") }
                    entries[index].tileID = sum
                    last = sum
                }
                for index in entries.indices { entries[index].runLength = try reader.varint() }
                for index in entries.indices {
                    let length = try reader.varint()
                    guard length > 0 else { throw Failure(message: "entry \(index) has length 0") }
                    entries[index].length = length
                }
                for index in entries.indices {
                    let value = try reader.varint()
                    if value == 0 {
                        guard index > 0 else { throw Failure(message: "the first entry's offset is \"after the previous one\"") }
                        let previous = entries[index - 1]
                        let (end, overflow) = previous.offset.addingReportingOverflow(previous.length)
                        guard !overflow else { throw Failure(message: "offset overflows 64 bits at entry \(index)") }
                        entries[index].offset = end
                    } else {
                        entries[index].offset = value - 1
                    }
                }
                return entries
            }
        } catch let failure as Failure {
            throw failure
        } catch let failure as ProtobufReader.Failure {
            throw Failure(message: "directory: \(failure.message)")
        } catch {
            throw Failure(message: "\(error)")
        }
    }

    /// Why a directory could not be decoded.
    public struct Failure: Error, Sendable, Hashable {
        /// What is wrong.
        public var message: String
    }

    /// The entry holding a tile id: a tile run containing it, or the leaf directory to look in
    /// next; `nil` when the directory has neither.
    public func entry(for id: UInt64) -> PMTilesEntry? {
        // The last entry whose first id is at most `id`.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].tileID <= id { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let candidate = entries[low - 1]
        if candidate.isLeaf || id - candidate.tileID < candidate.runLength { return candidate }
        return nil
    }
}
