import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// The statistics defects of issue 11, each against independently computed numbers: the moving
/// distances and durations come from `scripts/fixture_statistics.py` (gpxpy 1.6.2 parses,
/// GeographicLib measures), the small tracks are worked out by hand.
struct HonestStatisticsTests {
    private func statistics(_ fixture: String) throws -> RouteStatistics {
        RouteStatistics(track: try GPXReader().read(contentsOf: TestPaths.fixture(fixture)))
    }

    private func tokens(_ statistics: RouteStatistics) -> [String: String] {
        TokenValues(track: Track(), statistics: statistics, units: .metric).values
    }

    /// 8.65 of korita-zbevnica's 14.9 km have no times: the average is the 5,476.4 m covered in
    /// 5,900 s of moving time (3.34 km/h, 17:57 /km), not 14.9 km ÷ 5,900 s (9.1 km/h, above its maximum).
    @Test func averageSpeedIsOverTheDistanceThatHasTimes() throws {
        let stats = try statistics("gpx/gpxpy/korita-zbevnica.gpx")
        let average = try #require(stats.averageSpeed)
        #expect(abs(average - 5476.375629053347 / 5900) < 1e-9)
        let pace = try #require(stats.pace)
        #expect(abs(pace - 5900 / 5.476375629053347) < 1e-6)
        let maximum = try #require(stats.maximumSpeed)
        #expect(average <= maximum)
        #expect(tokens(stats)["speed"] == "3.3 km/h")
        #expect(tokens(stats)["pace"] == "17:57 /km")
    }

    /// cerknicko-without-times has times on a 53.1 m, 57 s stretch only: 3.35 km/h, not 289 km/h.
    @Test func untimedSegmentsDoNotInflateTheAverage() throws {
        let stats = try statistics("gpx/gpxpy/cerknicko-without-times.gpx")
        let average = try #require(stats.averageSpeed)
        #expect(abs(average - 53.100041948092155 / 57) < 1e-9)
        #expect(tokens(stats)["speed"] == "3.4 km/h")
    }

    /// Mojstrovka's 184 points all carry 1901-12-13T20:45:52.207 (a device's "no time"): 2.7 km in
    /// 0.0003 s. No speed, pace, duration or start rather than 28,242,721 km/h and "0:00 · 13 Dec 1901".
    @Test func timesWithinAnInstantAreSetAside() throws {
        let stats = try statistics("gpx/gpxpy/Mojstrovka.gpx")
        #expect(stats.timesAreImplausible)
        #expect(stats.averageSpeed == nil && stats.pace == nil && stats.maximumSpeed == nil)
        #expect(stats.duration == nil && stats.startTime == nil && stats.movingTime == nil)
        let values = tokens(stats)
        #expect(values["speed"] == nil && values["pace"] == nil && values["duration"] == nil && values["date"] == nil)
    }

    /// first_and_last_elevation's last point is stamped 09:23:04, an hour before the point before
    /// it (10:23:04, the same place): the clock was set back. Duration runs from the first stamp to
    /// the latest, 7,200 s (not gpxpy's `get_duration()` 3,600 s, first to last, which is less than
    /// the 7,200 s moving between them), and the step back moves nothing.
    @Test func durationRunsFromTheFirstToTheLatestTimeStamp() throws {
        let stats = try statistics("gpx/gpxpy/first_and_last_elevation.gpx")
        #expect(stats.duration == 7200)
        #expect(stats.movingTime == 7200)
        #expect(stats.startTime == Date(timeIntervalSince1970: 1_368_865_384))
    }

    /// 0 → 100 s, the clock set back to 50 s, on to 150 s and 160 s, 100 m every step: a step counts
    /// only when it starts at the latest stamp so far, so 50 → 150 s (half of it already counted)
    /// does not, and 150 → 160 s does: 110 s moving within the 160 s from the first stamp to the latest.
    @Test func aClockSetBackNeverCountsTimeTwice() throws {
        let stats = RouteStatistics(track: track([(0, 0), (100, 100), (100, 50), (100, 150), (100, 160)]))
        #expect(stats.duration == 160)
        #expect(stats.movingTime == 110)
        let moved = try #require(stats.movingDistance)
        #expect(abs(moved - 200) < 1e-6)
    }

    private func track(_ steps: [(metres: Double, seconds: Double?)]) -> Track {
        // Along the equator 1 m is 1 / 111,319.49079327357 degrees of longitude (a × Δλ).
        let degreesPerMetre = 1 / 111_319.49079327357
        var metres = 0.0
        var points: [TrackPoint] = []
        for step in steps {
            metres += step.metres
            points.append(TrackPoint(latitude: 0, longitude: metres * degreesPerMetre,
                                     time: step.seconds.map { Date(timeIntervalSince1970: 1_700_000_000 + $0) }))
        }
        return Track(segments: [TrackSegment(points: points)])
    }

    /// 100 m in 20 s, then 100 m with the clock standing still, then 100 m with it running back
    /// 5 s: only the first step moves (5 m/s), and duration is first to latest, 20 s.
    @Test func standingOrBackwardTimesGiveNoSpeed() throws {
        let stats = RouteStatistics(track: track([(0, 0), (100, 20), (100, 20), (100, 15)]))
        #expect(stats.movingTime == 20)
        let moved = try #require(stats.movingDistance)
        #expect(abs(moved - 100) < 1e-6)
        let average = try #require(stats.averageSpeed)
        #expect(abs(average - 5) < 1e-6)
        let maximum = try #require(stats.maximumSpeed)
        #expect(abs(maximum - 5) < 1e-6)
        #expect(stats.duration == 20)
        #expect(!stats.timesAreImplausible)
    }

    /// Every stamp equal while 300 m are covered: no time statistics; 10 km in 100 s (360 km/h)
    /// is above the 300 km/h limit: none either; 5 km in 100 s (180 km/h) stays.
    @Test func equalOrAbsurdTimesGiveNoSpeed() throws {
        let equal = RouteStatistics(track: track([(0, 5), (100, 5), (200, 5)]))
        #expect(equal.timesAreImplausible && equal.averageSpeed == nil && equal.duration == nil)
        let absurd = RouteStatistics(track: track([(0, 0), (10_000, 100)]))
        #expect(absurd.timesAreImplausible && absurd.averageSpeed == nil && absurd.maximumSpeed == nil)
        let fast = RouteStatistics(track: track([(0, 0), (5_000, 100)]))
        let average = try #require(fast.averageSpeed)
        #expect(abs(average - 50) < 1e-6)
        // One point, or times that never move with no distance, is no evidence of broken times.
        #expect(!RouteStatistics(track: track([(0, 5), (0, 5)])).timesAreImplausible)
    }

    /// Moving 5 s at 4 m/s, then stopped 5 s, over and over: every 10 s window averages 2 m/s, but
    /// the moving average is 4 m/s, and the maximum is never below the average.
    @Test func maximumIsNeverBelowTheAverage() throws {
        var steps: [(Double, Double?)] = [(0, 0)]
        for i in 1...20 { steps.append((i % 2 == 1 ? 20 : 0, Double(i * 5))) }
        let stats = RouteStatistics(track: track(steps))
        let average = try #require(stats.averageSpeed)
        #expect(abs(average - 4) < 1e-6)
        let maximum = try #require(stats.maximumSpeed)
        #expect(maximum >= average)
    }

    /// Every route fixture the readers take: GPX, FIT, TCX, KML (one that fails to read is
    /// the readers' tests' business and left out here).
    static let routeFixtures: [String] = {
        let all = (try? FileManager.default.subpathsOfDirectory(atPath: TestPaths.fixture(""))) ?? []
        return all.filter { [".gpx", ".fit", ".tcx", ".kml"].contains(where: $0.hasSuffix) }.sorted()
    }()

    /// Every pair of numbers that must not contradict (see `check`), on every route fixture.
    @Test(arguments: routeFixtures)
    func fixturesHaveConsistentStatistics(file: String) throws {
        guard let track = try? TrackReader().read(contentsOf: TestPaths.fixture(file)) else { return }
        check(track, file)
    }

    @Test func everyKindOfFixtureIsChecked() {
        for suffix in [".gpx", ".fit", ".tcx", ".kml"] {
            #expect(Self.routeFixtures.contains { $0.hasSuffix(suffix) }, "\(suffix)")
        }
    }

    /// The same on 400 seeded random tracks: random steps (0 to 2 km), random time steps (none,
    /// backwards, equal, up to an hour), segments without times, elevations that wander, jump
    /// (spikes of 1-4 samples, lasting steps) or are missing.
    @Test func randomTracksHaveConsistentStatistics() {
        var random = SeededGenerator(seed: 11)
        for run in 0..<400 {
            var segments: [TrackSegment] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                var time = 1_700_000_000.0
                let timed = Bool.random(using: &random) || run % 3 == 0
                let elevated = run % 4 != 0
                var elevation = Double.random(in: -50...3000, using: &random)
                var spikeLeft = 0
                var points: [TrackPoint] = []
                for _ in 0..<Int.random(in: 0...40, using: &random) {
                    time += [0, -5, 1, 10, 60, 3600].randomElement(using: &random)! * Double.random(in: 0...1, using: &random)
                    elevation += Double.random(in: -4...4, using: &random) + (Int.random(in: 0..<20, using: &random) == 0 ? 80 : 0)
                    if spikeLeft == 0, Int.random(in: 0..<10, using: &random) == 0 { spikeLeft = Int.random(in: 1...4, using: &random) }
                    let reading = spikeLeft > 0 ? elevation + 120 : elevation
                    spikeLeft = max(0, spikeLeft - 1)
                    points.append(TrackPoint(latitude: Double.random(in: -60...60, using: &random) / (Bool.random(using: &random) ? 1 : 1e4),
                                             longitude: Double.random(in: -0.02...0.02, using: &random),
                                             elevation: elevated && Int.random(in: 0..<8, using: &random) > 0 ? reading : nil,
                                             time: timed ? Date(timeIntervalSince1970: time) : nil))
                }
                segments.append(TrackSegment(points: points))
            }
            check(Track(segments: segments), "random track \(run)")
        }
    }

    /// What must hold between the numbers of one track, each computed here from the points
    /// without RouteCard's statistics: every number finite and not negative; moving time ≤
    /// duration; moving distance ≤ distance; average ≤ maximum speed ≤ 300 km/h; the distance at
    /// least the straight line from each segment's first point to its last (Karney's geodesic
    /// is the shortest path: the sum of steps can only be longer); the climb at least the net
    /// climb of each segment (its last elevation − its first, where it rose) and at most every
    /// rise added up; the descent likewise; the lowest elevation ≤ the highest, both among the
    /// elevations read.
    private func check(_ track: Track, _ label: String) {
        let stats = RouteStatistics(track: track)
        let numbers = [stats.distance, stats.duration, stats.movingTime, stats.movingDistance, stats.averageSpeed,
                       stats.maximumSpeed, stats.pace, stats.elevationGain, stats.elevationLoss].compactMap { $0 }
        #expect(numbers.allSatisfy { $0.isFinite }, "\(label)")
        #expect(numbers.allSatisfy { $0 >= 0 }, "\(label)")
        if let moving = stats.movingTime, moving > 0 {
            #expect(moving <= (stats.duration ?? -1) + 1e-6, "\(label): moving \(moving) > duration \(String(describing: stats.duration))")
        }
        if let average = stats.averageSpeed {
            #expect(average <= (stats.maximumSpeed ?? -1), "\(label)")
        }
        if let maximum = stats.maximumSpeed { #expect(maximum <= RouteStatistics.plausibleSpeedLimit, "\(label)") }
        if let moved = stats.movingDistance { #expect(moved <= stats.distance + 1e-6, "\(label)") }
        var straight = 0.0, netRise = 0.0, netFall = 0.0, rises = 0.0, falls = 0.0
        var readings: [Double] = []
        for segment in track.drawnSegments {
            let points = segment.points
            if let first = points.first, let last = points.last {
                straight += Geodesic.distance(first.coordinate, last.coordinate)
            }
            let elevations = points.compactMap(\.elevation)
            readings += elevations
            if let first = elevations.first, let last = elevations.last {
                netRise += max(0, last - first)
                netFall += max(0, first - last)
            }
            for (a, b) in zip(elevations, elevations.dropFirst()) {
                rises += max(0, b - a)
                falls += max(0, a - b)
            }
        }
        #expect(stats.distance >= straight - 1e-6 * max(1, straight), "\(label): distance \(stats.distance) < straight \(straight)")
        if let gain = stats.elevationGain, let loss = stats.elevationLoss {
            #expect(gain >= netRise - 1e-6, "\(label): gain \(gain) < net climb \(netRise)")
            #expect(loss >= netFall - 1e-6, "\(label): loss \(loss) < net descent \(netFall)")
            #expect(gain <= rises + 1e-6 && loss <= falls + 1e-6, "\(label)")
            let lowest = stats.minimumElevation ?? .nan, highest = stats.maximumElevation ?? .nan
            #expect(lowest <= highest && readings.contains(lowest) && readings.contains(highest), "\(label)")
        } else {
            #expect(readings.isEmpty, "\(label)")
        }
        _ = tokens(stats)
    }

    /// The formatters are total: no value traps, however broken.
    @Test func formattersAreTotal() {
        for value in [Double.nan, .infinity, -.infinity, 1e300, -1e300, -5] {
            _ = TokenValues.formatDuration(value)
            _ = TokenValues.formatSpeed(value, units: .metric)
            _ = TokenValues.formatPace(value, units: .imperial)
            _ = TokenValues.formatDistance(value, units: .metric)
            _ = TokenValues.formatElevation(value, units: .imperial)
        }
        #expect(TokenValues.formatSpeed(-1 / 3.6, units: .metric) == "-1.0 km/h")
        #expect(TokenValues.formatDuration(.nan) == "0:00")
    }
}
