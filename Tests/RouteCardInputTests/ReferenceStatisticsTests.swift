import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import Testing

/// Climb, moving time and maximum speed against numbers RouteCard did not compute:
/// `Tests/Fixtures/reference-statistics.json`, written by `scripts/reference_statistics.py`
/// (gpxpy 1.6.2, fitparse, GeographicLib; see the script for what each number is). Three kinds:
///
/// - `rule`: the documented rules (spike rejection, 3 m hysteresis, the forward clock, the smoothed
///   maximum speed) implemented again in Python on gpxpy's parse with Karney's geodesics. They must
///   agree to rounding: 1e-6 m, 1e-5 s, 1e-9 relative speed (Vincenty and Karney differ by less).
/// - `gpxpy`: gpxpy's own `get_uphill_downhill()` and `get_moving_data(1.8 km/h)`. Its climb smooths
///   three points (0.3/0.4/0.3) and sums every rise with no threshold, so it agrees with ours only
///   where the points are far enough apart for GPS noise to be small next to the terrain: a median
///   step of 8 m or more, within 15 % or 5 m. On denser tracks it counts the noise the threshold
///   removes, so ours is at most its number. Its moving time measures 3-D step lengths (a step
///   rising 1 m over 2 m is 2.24 m), so slow steps cross the 1.8 km/h line a little more often:
///   within 5 %.
/// - `device`: what the watch or bike computer wrote in its sessions. Its climb is its own
///   barometric filter: within 20 % or 10 m. Its maximum speed is an unsmoothed instantaneous
///   (Doppler or wheel) speed: a smoothed maximum is at most it and at least 60 % of it (the Edge
///   500's 94 km/h is a wheel-sensor spike on a ride whose smoothed top is 60 km/h).
struct ReferenceStatisticsTests {
    /// Fixture → kind → name → number.
    static let reference: [String: [String: [String: Double]]] = {
        guard let data = FileManager.default.contents(atPath: TestPaths.fixture("reference-statistics.json")),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let files = root["files"] as? [String: [String: [String: Any]]] else { return [:] }
        return files.mapValues { kinds in kinds.mapValues { $0.compactMapValues { ($0 as? NSNumber)?.doubleValue } } }
    }()

    static let gpxFiles = reference.keys.filter { $0.hasSuffix(".gpx") }.sorted()
    static let fitFiles = reference.keys.filter { $0.hasSuffix(".fit") }.sorted()

    private func statistics(_ file: String) throws -> RouteStatistics {
        RouteStatistics(track: try TrackReader().read(contentsOf: TestPaths.fixture(file)))
    }

    @Test func theReferenceFileCoversTheFixtures() {
        #expect(Self.gpxFiles.count >= 36)
        #expect(Self.fitFiles.count >= 7)
    }

    @Test(arguments: gpxFiles)
    func theDocumentedRulesAgreeWithAnIndependentImplementation(file: String) throws {
        let stats = try statistics(file)
        let rule = try #require(Self.reference[file]?["rule"])
        func close(_ value: Double?, _ key: String, _ tolerance: Double) {
            if let expected = rule[key] {
                #expect(value.map { abs($0 - expected) <= tolerance } == true, "\(file) \(key): \(String(describing: value)) vs \(expected)")
            } else {
                #expect(value == nil, "\(file) \(key): \(String(describing: value)), the reference has none")
            }
        }
        close(stats.elevationGain, "gain", 1e-6)
        close(stats.elevationLoss, "loss", 1e-6)
        close(stats.duration, "duration", 1e-5)
        close(stats.movingTime, "moving", 1e-5)
        close(stats.maximumSpeed, "max_speed", max(1e-9 * (rule["max_speed"] ?? 0), 1e-9))
    }

    @Test(arguments: gpxFiles)
    func climbAndMovingTimeAgreeWithGpxpy(file: String) throws {
        let stats = try statistics(file)
        let gpxpy = try #require(Self.reference[file]?["gpxpy"])
        let uphill = try #require(gpxpy["uphill"])
        // gpxpy climbs only tracks, never routes, and has no numbers for a file without elevations.
        if let gain = stats.elevationGain, !file.hasSuffix("with_routes.gpx") {
            if (gpxpy["median_step"] ?? 0) >= 8 {
                if file.hasSuffix("track-with-extremes.gpx") {
                    // One point 18 m above its neighbours 60 m away each side (a 20-30 % grade, no
                    // spike by our rule): gpxpy's smoothing keeps 40 % of a one-point bump, we count it
                    // whole. Worked by hand: 10 → 30 (+20), 12 → 18 (+6), 14 → 22 (+8) = 34 m.
                    #expect(abs(gain - 34) < 1e-9)
                    #expect(gain > uphill)
                } else {
                    #expect(abs(gain - uphill) <= max(0.15 * uphill, 5), "\(file): \(gain) vs gpxpy \(uphill)")
                }
            } else {
                #expect(gain <= uphill + 1e-9, "\(file): \(gain) vs gpxpy \(uphill)")
            }
        }
        if let moving = gpxpy["moving"], let ours = stats.movingTime, moving >= 1 {
            #expect(abs(ours - moving) <= 0.05 * moving, "\(file): \(ours) vs gpxpy \(moving)")
        }
    }

    @Test(arguments: fitFiles)
    func climbAndMaximumSpeedAgreeWithTheDevice(file: String) throws {
        let stats = try statistics(file)
        let device = try #require(Self.reference[file]?["device"])
        // The triathlon's swim leg has only GPS altitude (its own session says 0 m climbed), whose
        // noise passes the 3 m threshold: its climb is compared with nothing.
        if let ascent = device["total_ascent"], let gain = stats.elevationGain, !file.hasPrefix("fit/sample_mulitple_header") {
            #expect(abs(gain - ascent) <= max(0.2 * ascent, 10), "\(file): \(gain) vs device \(ascent)")
        }
        if let top = device["max_speed"], let maximum = stats.maximumSpeed, top > 1 {
            #expect(maximum <= top * 1.000001, "\(file): \(maximum) vs device \(top)")
            #expect(maximum >= 0.6 * top, "\(file): \(maximum) vs device \(top)")
        }
    }

    /// The Fenix 2 run of issue 26: it starts at 55 m, reads 142.4 m for three samples, then 56 m,
    /// and jumps 30 m in one second soon after. The watch says +64 m and a 5.969 m/s (21.5 km/h) top.
    @Test func theFenixSpikesAreRejected() throws {
        let stats = try statistics("fit/activity-small-fenix2-run.fit")
        let gain = try #require(stats.elevationGain)
        #expect(gain < 70 && gain > 60)
        #expect(try #require(stats.maximumElevation) < 100)
        let maximum = try #require(stats.maximumSpeed)
        #expect(maximum < 5.969 && maximum > 4)
    }
}
