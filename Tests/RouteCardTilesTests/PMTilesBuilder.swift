import RouteCardCompression
import RouteCardTestSupport
import RouteCardCompression
import RouteCardTiles

/// Writes small PMTiles v3 archives for tests, field by field from the spec (independent of the
/// reader): header, root directory, metadata, leaf directories, tile data.
struct PMTilesBuilder {
    /// One directory entry as the spec lists it.
    struct Entry {
        var tileID: UInt64
        var offset: UInt64
        var length: UInt64
        var runLength: UInt64
    }

    var internalCompression: UInt8 = 1
    var tileCompression: UInt8 = 1
    var tileType: UInt8 = 1
    var minZoom: UInt8 = 0
    var maxZoom: UInt8 = 3
    var version: UInt8 = 3

    static func varint(_ value: UInt64) -> [UInt8] { MVTWriter.varint(value) }

    /// A serialized directory: count, delta ids, run lengths, lengths, offsets (0 when the blob
    /// follows the previous one, else offset + 1).
    static func directory(_ entries: [Entry]) -> [UInt8] {
        var out = varint(UInt64(entries.count))
        var last: UInt64 = 0
        for entry in entries {
            out += varint(entry.tileID - last)
            last = entry.tileID
        }
        for entry in entries { out += varint(entry.runLength) }
        for entry in entries { out += varint(entry.length) }
        for (index, entry) in entries.enumerated() {
            if index > 0 && entry.offset == entries[index - 1].offset + entries[index - 1].length {
                out += varint(0)
            } else {
                out += varint(entry.offset + 1)
            }
        }
        return out
    }

    /// A directory or metadata as stored: gzip'd when the internal compression is 2.
    func stored(_ bytes: [UInt8]) -> [UInt8] { internalCompression == 2 ? Zlib.gzip(bytes) : bytes }

    /// The archive bytes. The root directory and metadata are stored as the internal compression
    /// says; `leaves` are given as stored (the root's offsets into them depend on their stored sizes).
    func build(root: [UInt8], metadata: [UInt8] = Array("{}".utf8), leaves: [UInt8] = [], data: [UInt8],
               tileDataLengthOverride: UInt64? = nil) -> [UInt8] {
        let root = stored(root), metadata = stored(metadata)
        var header = Array("PMTiles".utf8) + [version]
        func u64(_ value: UInt64) { for index in 0..<8 { header.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) } }
        func i32(_ value: Int32) { for index in 0..<4 { header.append(UInt8(truncatingIfNeeded: UInt32(bitPattern: value) >> (8 * UInt32(index)))) } }
        let rootOffset: UInt64 = 127
        let metadataOffset = rootOffset + UInt64(root.count)
        let leavesOffset = metadataOffset + UInt64(metadata.count)
        let dataOffset = leavesOffset + UInt64(leaves.count)
        u64(rootOffset); u64(UInt64(root.count))
        u64(metadataOffset); u64(UInt64(metadata.count))
        u64(leavesOffset); u64(UInt64(leaves.count))
        u64(dataOffset); u64(tileDataLengthOverride ?? UInt64(data.count))
        u64(0); u64(0); u64(0)
        header += [0, internalCompression, tileCompression, tileType, minZoom, maxZoom]
        i32(-1_800_000_000); i32(-850_000_000); i32(1_800_000_000); i32(850_000_000)
        header.append(0)
        i32(0); i32(0)
        precondition(header.count == 127)
        return header + root + metadata + leaves + data
    }
}
