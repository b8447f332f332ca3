import RouteCardCompression
import Foundation
import RouteCardCompression
import RouteCardTiles

/// Vector tiles: MVT decoding throughput over every Monaco tile, and the peak memory of reading
/// one tile from a 1 GiB PMTiles archive.
///
/// Throughput = inflated tile bytes ÷ the best CPU time of decoding all 22 tiles (with clipping to
/// the tile square, as cards use it; and without), and the same for inflate + decode from the
/// stored gzip bytes. The 1 GiB archive is `monaco.pmtiles` with its tile data moved to the end of
/// a 1 GiB file (zero padding before it, which the format allows); a child process (this
/// executable with `--tiles-memory-child PATH`) opens it, reads and decodes the largest tile and
/// reports its peak resident memory (`VmHWM`). The file is written to a temporary folder and
/// deleted afterwards. Target: under 50 MB.
enum TilesBenchmark {
    /// The fixture folder, found from this file's location.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/tiles")

    /// The tile the memory child reads (the largest Monaco tile, 174 kB inflated).
    static let probe = TileID(z: 14, x: 8529, y: 5974)!

    static func run(quick: Bool) {
        print("Vector tiles (Monaco, \(fixtures.lastPathComponent)/monaco.pmtiles)")
        do {
            try throughput(repeats: quick ? 5 : 30)
            try memory()
        } catch {
            print("tiles benchmark failed: \(error)")
        }
    }

    private static func throughput(repeats: Int) throws {
        let archive = try PMTilesArchive(path: fixtures.appendingPathComponent("monaco.pmtiles").path)
        var tiles: [(TileID, stored: [UInt8], inflated: [UInt8])] = []
        for entry in archive.rootDirectory.entries {
            guard let id = TileID(hilbertID: entry.tileID), let stored = try archive.storedTile(id),
                  let inflated = try archive.tile(id) else { continue }
            tiles.append((id, stored, inflated))
        }
        let bytes = tiles.reduce(0) { $0 + $1.inflated.count }
        let storedBytes = tiles.reduce(0) { $0 + $1.stored.count }
        var features = 0
        for tile in tiles { features += try MVTDecoder().decode(tile.inflated, tile: tile.0).values.reduce(0) { $0 + $1.count } }
        print("  \(tiles.count) tiles, \(grouped(bytes)) bytes inflated (\(grouped(storedBytes)) gzip'd), \(grouped(features)) features clipped")
        print("  " + pad("step", 34, left: true) + pad("best CPU ms", 12) + pad("MB/s", 9))
        func row(_ label: String, _ body: () throws -> Void) rethrows {
            var best = Double.infinity
            for _ in 0..<repeats { best = min(best, try timed(body).cpu) }
            print("  " + pad(label, 34, left: true) + pad(fixed(best, 2), 12) + pad(fixed(Double(bytes) / 1e6 / (best / 1000), 1), 9))
        }
        try row("decode, clipped to the tile") {
            for tile in tiles { _ = try MVTDecoder().decode(tile.inflated, tile: tile.0) }
        }
        try row("decode, not clipped") {
            for tile in tiles { _ = try MVTDecoder(clipsToTile: false).decode(tile.inflated, tile: tile.0) }
        }
        try row("inflate + decode, clipped") {
            for tile in tiles { _ = try MVTDecoder().decode(Zlib.inflate(tile.stored, limit: 1 << 25), tile: tile.0) }
        }
    }

    private static func memory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-tiles-bench-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("padded-1GiB.pmtiles").path
        let size: UInt64 = 1 << 30
        let clock = ContinuousClock()
        let start = clock.now
        try writePadded(from: fixtures.appendingPathComponent("monaco.pmtiles").path, to: path, size: size)
        let written = clock.now - start
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let fileSize = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        guard let (peakKB, baselineKB, features) = spawnChild(path: path) else {
            print("  1 GiB PMTiles: the child process failed")
            return
        }
        print("  1 GiB PMTiles (\(grouped(Int(fileSize))) bytes, written in \(fixed(Double(written.components.seconds) + Double(written.components.attoseconds) / 1e18, 1)) s): "
            + "open + read + decode \(probe) (\(features) features): peak RSS \(fixed(Double(peakKB) / 1024, 1)) MB "
            + "(\(fixed(Double(baselineKB) / 1024, 1)) MB before opening; target < 50 MB)")
    }

    /// Copies an archive with its tile data moved to the end of a `size`-byte file, zero padding before it.
    private static func writePadded(from source: String, to path: String, size: UInt64) throws {
        let input = try FileByteRangeReader(path: source)
        var head = try input.read(offset: 0, length: PMTilesHeader.size)
        let header = try PMTilesHeader(head, file: source)
        let sectionsEnd = header.tileDataOffset
        head = try input.read(offset: 0, length: Int(sectionsEnd))
        let tileData = try input.read(offset: header.tileDataOffset, length: Int(header.tileDataLength))
        let newOffset = size - UInt64(tileData.count)
        for index in 0..<8 { head[56 + index] = UInt8(truncatingIfNeeded: newOffset >> (8 * UInt64(index))) }
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw TileError(file: path, message: "cannot create")
        }
        defer { try? handle.close() }
        try handle.write(contentsOf: head)
        let chunk = Data(count: 4 << 20)
        var position = UInt64(head.count)
        while position < newOffset {
            let count = Int(min(UInt64(chunk.count), newOffset - position))
            try handle.write(contentsOf: count == chunk.count ? chunk : chunk.prefix(count))
            position += UInt64(count)
        }
        try handle.write(contentsOf: tileData)
    }

    /// In the child: opens the archive, reads and decodes the probe tile, prints
    /// `peak-kB baseline-kB features` and exits.
    static func child() -> Never {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--tiles-memory-child"), flag + 1 < arguments.count else { exit(2) }
        let baseline = GPXParseBenchmark.peakResidentKB()
        do {
            let archive = try PMTilesArchive(path: arguments[flag + 1])
            guard let bytes = try archive.tile(probe) else {
                FileHandle.standardError.write(Data("no tile \(probe)\n".utf8))
                exit(1)
            }
            let features = try MVTDecoder().decode(bytes, tile: probe).values.reduce(0) { $0 + $1.count }
            print("\(GPXParseBenchmark.peakResidentKB()) \(baseline) \(features)")
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    private static func spawnChild(path: String) -> (Int, Int, Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--tiles-memory-child", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, fields.count == 3 else { return nil }
        return (fields[0], fields[1], fields[2])
    }
}
