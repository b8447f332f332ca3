import Foundation
import RouteCardInput

/// FIT parse rate and peak memory: the largest fixture (a 10,686-record Edge 500 ride) and a
/// synthetic 1M-record file (every record with timestamp, position, altitude, heart rate,
/// cadence, speed and power: 29 bytes a record, as a watch writes them).
///
/// Each file is read with `TrackReader().read(contentsOf:)` in a fresh child process (the GPX
/// benchmark's child), so the peak resident memory belongs to that read alone. Rates = records ÷
/// best wall time and ÷ best CPU time. Target: ≥ 1,000,000 records/s (CPU); < 200 MB for 1M records (measured: ~2.7M records/s CPU,
/// 156 MB — the 25 MB file is read whole, then 32 bytes a point and 8 a channel value).
enum FITParseBenchmark {
    /// Runs the benchmark (the synthetic file with 100k records when `quick`) and prints a table.
    static func run(quick: Bool) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-fit-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        print("FIT parse (TrackReader; child process per file)")
        print(pad("file", 34) + pad("records", 10) + pad("file MB", 9) + pad("records/s wall", 16) + pad("records/s CPU", 15)
              + pad("peak RSS MB", 12))
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/fit/garmin-edge-500-activity.fit").path
        let count = quick ? 100_000 : 1_000_000
        let synthetic = directory.appendingPathComponent("synthetic-\(count).fit").path
        guard FileManager.default.createFile(atPath: synthetic, contents: Data(generate(records: count))) else {
            print("cannot write \(synthetic)")
            return
        }
        for (name, path, repeats) in [("garmin-edge-500-activity.fit", fixture, 20), ("synthetic \(count) records", synthetic, 3)] {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            guard let (records, seconds, cpu, peakKB) = GPXParseBenchmark.spawnChild(path: path, repeats: repeats) else {
                print(pad(name, 34) + "failed")
                continue
            }
            print(pad(name, 34) + pad("\(records)", 10) + pad(fixed(Double(size) / 1e6, 2), 9)
                  + pad("\(Int(Double(records) / seconds))", 16) + pad("\(Int(Double(records) / cpu))", 15)
                  + pad(fixed(Double(peakKB) / 1024, 1), 12))
        }
    }

    /// A FIT activity file of `records` `record` messages: a 14-byte header, one definition, the
    /// records (a 3 m/s run near Helsinki, one a second) and the file CRC.
    static func generate(records: Int) -> [UInt8] {
        var data: [UInt8] = []
        data.reserveCapacity(records * 29 + 64)
        // Definition of local type 0 = record (20), little-endian: timestamp, lat, lon,
        // enhanced_altitude, heart_rate, cadence, enhanced_speed, power.
        data += [0x40, 0, 0, 20, 0, 8]
        data += [253, 4, 0x86, 0, 4, 0x85, 1, 4, 0x85, 78, 4, 0x86, 3, 1, 0x02, 4, 1, 0x02, 73, 4, 0x86, 7, 2, 0x84]
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data += $0 }
        }
        let semicircles = 2_147_483_648.0 / 180
        for i in 0..<records {
            let angle = Double(i) * 0.0005
            data.append(0)
            append(UInt32(1_100_000_000 + i))
            append(Int32((60.17 + 0.01 * sin(angle)) * semicircles))
            append(Int32((24.94 + 0.02 * cos(angle)) * semicircles))
            append(UInt32((20 + 10 * sin(angle * 3) + 500) * 5))
            data.append(UInt8(140 + i % 30))
            data.append(UInt8(85 + i % 5))
            append(UInt32(3_000 + i % 200))
            append(UInt16(250 + i % 50))
        }
        var header: [UInt8] = [14, 0x20, 0x08, 0x08]
        withUnsafeBytes(of: UInt32(data.count).littleEndian) { header += $0 }
        header += Array(".FIT".utf8)
        let headerCRC = FITCRC.checksum(header, 0..<12)
        header += [UInt8(headerCRC & 0xFF), UInt8(headerCRC >> 8)]
        var file = header + data
        let crc = FITCRC.checksum(file, 0..<file.count)
        file += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
        return file
    }
}
