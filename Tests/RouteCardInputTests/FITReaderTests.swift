import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// The FIT reader on python-fitparse's test files, compared with the values fitparse decodes.
@Suite struct FITReaderTests {
    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("fit/\(name)"))))
    }

    static func read(_ name: String) throws -> Track {
        try FITReader().read(bytes(name), path: name)
    }

    /// One decoded record, placed or not, with the values the reference CSV shows for it.
    struct Record {
        var time: Double
        /// Whether the record has its own position (unplaced samples keep no altitude to compare).
        var placed = true
        var latitude: Double?
        var longitude: Double?
        var altitude: Double?
        var values: [String: Double]
    }

    /// All records of a track (points and unplaced samples) in time order, each value carried
    /// forward from the record before when absent: the reference CSVs were written that way
    /// (a record without cadence or position shows the previous record's).
    static func forwardFilledRecords(_ track: Track) -> [Record] {
        var records: [Record] = []
        for segment in track.segments {
            for (index, point) in segment.points.enumerated() {
                records.append(Record(time: point.time!.timeIntervalSince1970, latitude: point.coordinate.latitude,
                                      longitude: point.coordinate.longitude, altitude: point.elevation,
                                      values: segment.channels.compactMapValues { $0[index].isNaN ? nil : $0[index] }))
            }
        }
        let samples = track.unplacedSamples
        for (index, time) in samples.times.enumerated() {
            records.append(Record(time: time!.timeIntervalSince1970, placed: false,
                                  values: samples.channels.compactMapValues { $0[index].isNaN ? nil : $0[index] }))
        }
        records.sort { $0.time < $1.time }
        for index in records.indices.dropFirst() {
            let previous = records[index - 1]
            records[index].latitude = records[index].latitude ?? previous.latitude
            records[index].longitude = records[index].longitude ?? previous.longitude
            records[index].altitude = records[index].altitude ?? previous.altitude
            records[index].values.merge(previous.values) { current, _ in current }
        }
        return records
    }

    /// Every fitparse row is found among the track's records: one at its time with the same
    /// position (1e-7°), altitude, heart rate, cadence, speed and temperature.
    static func compare(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = try FITReferenceRecords(name)
        let track = try read("\(name).fit")
        let records = Dictionary(grouping: forwardFilledRecords(track), by: \.time)
        #expect(reference.rows.count > 10, sourceLocation: sourceLocation)
        for row in reference.rows {
            let degrees = (row.latitude.map { Double($0) * 180 / 2_147_483_648 }, row.longitude.map { Double($0) * 180 / 2_147_483_648 })
            func near(_ a: Double?, _ b: Double?, _ tolerance: Double) -> Bool {
                a.flatMap { a in b.map { abs(a - $0) <= tolerance } } ?? (a == nil && b == nil)
            }
            let match = (records[row.time] ?? []).first { record in
                near(record.latitude, degrees.0, 1e-7) && near(record.longitude, degrees.1, 1e-7)
                    && (!record.placed || near(record.altitude, row.altitude, 1e-9)) && record.values["hr"] == row.heartRate
                    && record.values["cad"] == row.cadence && record.values["atemp"] == row.temperature
                    && near(record.values["speed"], row.speed, 1e-9)
            }
            #expect(match != nil, "\(name): no record like \(row) among \(records[row.time] ?? [])", sourceLocation: sourceLocation)
        }
    }

    @Test func edge500RideMatchesFitparse() throws {
        try Self.compare("garmin-edge-500-activity")
        let track = try Self.read("garmin-edge-500-activity.fit")
        #expect(track.segments.map(\.points.count).reduce(0, +) + track.unplacedSamples.times.count == 10_686)
        #expect(track.activity == "cycling")
        // First and last record as fitparse decodes them.
        let points = track.segments.flatMap(\.points)
        #expect(points.first!.time!.timeIntervalSince1970 == FITReferenceRecords.seconds("Sun Sep 25 06:00:22 PDT 2011"))
        #expect(points.last!.time!.timeIntervalSince1970 == FITReferenceRecords.seconds("Sun Sep 25 09:31:53 PDT 2011"))
        #expect(abs(points.last!.coordinate.latitude - 521_056_346 * 180 / 2_147_483_648.0) < 1e-12)
    }

    @Test func fenix5RunAndBikeMatchFitparse() throws {
        try Self.compare("garmin-fenix-5-run")
        try Self.compare("garmin-fenix-5-bike")
        let run = try Self.read("garmin-fenix-5-run.fit"), bike = try Self.read("garmin-fenix-5-bike.fit")
        #expect(run.segments.flatMap(\.points).count == 21)
        #expect(bike.segments.flatMap(\.points).count == 19)
        #expect(run.activity == "running")
        #expect(bike.activity == "cycling")
    }

    /// Compressed-timestamp headers, no positions: every record is an unplaced sample whose time,
    /// heart rate, cadence and speed (from `compressed_speed_distance`) match fitparse's.
    @Test func compressedTimestampsMatchFitparse() throws {
        try Self.compare("compressed-speed-distance")
        let track = try Self.read("compressed-speed-distance.fit")
        #expect(track.segments.isEmpty)
        #expect(track.unplacedSamples.times.count >= 754)
        // The times step by the 5-bit offsets: never backwards.
        let times = track.unplacedSamples.times.map { $0!.timeIntervalSince1970 }
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 >= $0 })
    }

    @Test func recordsWithoutPositionCountForTime() throws {
        let track = try Self.read("sample-activity.fit")
        let placed = track.segments.flatMap(\.points)
        #expect(placed.count == 2_965)
        #expect(placed.count + track.unplacedSamples.times.count == 3_098)
        // No invalid marker became a coordinate.
        #expect(placed.allSatisfy { abs($0.coordinate.latitude) <= 90 && abs($0.coordinate.longitude) <= 180 })
        #expect(!placed.contains { $0.coordinate.latitude == 0x7FFF_FFFF * 180 / 2_147_483_648.0 })
        // The statistics' start and duration include the records without position.
        let times = (placed.compactMap(\.time) + track.unplacedSamples.times.compactMap { $0 })
        let statistics = RouteStatistics(track: track)
        #expect(statistics.startTime == times.min())
        #expect(statistics.duration == times.max()!.timeIntervalSince(times.min()!))
    }

    /// The fixtures whose reference CSVs were written with fitparse 1.2.0 (`make_records.py`).
    @Test(arguments: ["activity-small-fenix2-run", "sample-activity", "sample_mulitple_header"])
    func moreFixturesMatchFitparse(name: String) throws {
        try Self.compare(name)
    }

    @Test func smallFixtures() throws {
        #expect(try Self.read("activity-small-fenix2-run.fit").segments.flatMap(\.points).count == 2_809)
        let activity = try Self.read("Activity.fit")
        #expect(activity.segments.flatMap(\.points).count + activity.unplacedSamples.times.count == 14)
        let settings = try Self.read("Settings.fit")
        #expect(settings.isEmpty)
    }

    @Test func chainedFilesAreReadOneAfterTheOther() throws {
        let track = try Self.read("sample_mulitple_header.fit")
        #expect(track.segments.flatMap(\.points).count + track.unplacedSamples.times.count == 1_773)
        #expect(track.activity == "swimming/open_water")
    }

    @Test func brokenFixturesGiveTheirErrors() throws {
        #expect(throws: InputError(path: "eof.fit", byteOffset: 768,
                                   message: "truncated FIT file: the header announces 757 data bytes and a CRC ending at "
                                    + "byte 771, but the file ends at byte 768")) {
            try FITReader().read(Self.bytes("activity-unexpected-eof.fit"), path: "eof.fit")
        }
        // Activity.fit with a chained settings file whose signature reads ".GIT".
        let corrupt = try Self.bytes("activity-settings-corruptheader.fit")
        do {
            _ = try FITReader().read(corrupt, path: "corrupt.fit")
            Issue.record("expected an error")
        } catch {
            #expect(error.byteOffset == 771)
            #expect(error.description == #"corrupt.fit: error: byte 771: corrupt FIT header: expected the signature ".FIT" "#
                    + #"at byte 779, found ".GIT""#)
        }
    }
}
