import Foundation
import XCTest
@testable import RouteCardGeo

/// Statistics on small hand-computed tracks.
final class RouteStatisticsTests: XCTestCase {
    private func segment(_ elevations: [Double]) -> TrackSegment {
        TrackSegment(points: elevations.enumerated().map { index, elevation in
            TrackPoint(latitude: 0, longitude: Double(index) * 1e-4, elevation: elevation)
        })
    }

    /// 100 → 110 is one climb (the 1 m wiggles are noise); 110 → 101 one descent.
    /// Without a threshold the rises would add up to 14 m.
    func testElevationGainIgnoresNoiseBelowTheThreshold() {
        let stats = RouteStatistics(track: Track(segments: [segment([100, 101, 99, 100, 105, 104, 110, 108, 102, 103, 101])]))
        XCTAssertEqual(stats.elevationGain, 10)
        XCTAssertEqual(stats.elevationLoss, 9)
        XCTAssertEqual(stats.minimumElevation, 99)
        XCTAssertEqual(stats.maximumElevation, 110)
    }

    /// Each segment is climbed on its own: the 50 m step between the segments is not a climb.
    func testElevationIsNotMeasuredAcrossSegmentGaps() {
        let stats = RouteStatistics(track: Track(segments: [segment([0, 2, 10]), segment([60, 64])]))
        XCTAssertEqual(stats.elevationGain, 14)
        XCTAssertEqual(stats.elevationLoss, 0)
    }

    func testNoElevationsMeansUnknown() {
        let stats = RouteStatistics(track: Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0)])]))
        XCTAssertNil(stats.elevationGain)
        XCTAssertNil(stats.minimumElevation)
        XCTAssertNil(stats.movingTime)
        XCTAssertNil(stats.pace)
    }

    /// Along the equator 0.001° of longitude is a × Δλ = 111.31949079327357 m (GeographicLib gives
    /// the same). Steps: 10 s moving, a 60 s stop, 10 s moving.
    func testMovingTimeSpeedAndPace() throws {
        let t0 = Date(timeIntervalSince1970: 1_778_913_000)
        let points = [(0.0, 0.0), (0.001, 10.0), (0.001, 70.0), (0.002, 80.0)].map { lon, t in
            TrackPoint(latitude: 0, longitude: lon, time: t0.addingTimeInterval(t))
        }
        let stats = RouteStatistics(track: Track(segments: [TrackSegment(points: points)]))
        let step = 111.31949079327357
        XCTAssertEqual(stats.distance, 2 * step, accuracy: 1e-6)
        XCTAssertEqual(stats.duration, 80)
        XCTAssertEqual(stats.movingTime, 20)
        XCTAssertEqual(stats.startTime, t0)
        XCTAssertEqual(try XCTUnwrap(stats.averageSpeed), 2 * step / 20, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(stats.maximumSpeed), step / 10, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(stats.pace), 20 / (2 * step / 1000), accuracy: 1e-9)
    }

    /// A single 1 s jump of 100 m (GPS glitch) among 1 m/s steps does not become the maximum
    /// speed, and neither does the average it inflates: the fastest smoothed speed is the 5 m/s held
    /// for ten seconds (steps 21…30), the median of every window there. The average is
    /// (100 + 10 × 5 + 109 × 1) m over 120 s = 2.158 m/s.
    func testMaximumSpeedIsASmoothedSpeed() throws {
        let t0 = Date(timeIntervalSince1970: 0)
        var metres = [0.0]
        for i in 1...120 { metres.append(metres.last! + (i == 10 ? 100 : (21...30).contains(i) ? 5 : 1)) }
        let degreesPerMetre = 0.001 / 111.31949079327357
        let points = metres.enumerated().map { index, m in
            TrackPoint(latitude: 0, longitude: m * degreesPerMetre, time: t0.addingTimeInterval(Double(index)))
        }
        let stats = RouteStatistics(track: Track(segments: [TrackSegment(points: points)]))
        XCTAssertEqual(try XCTUnwrap(stats.averageSpeed), 259.0 / 120, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(stats.maximumSpeed), 5, accuracy: 1e-6)
    }

    /// A three-sample altitude spike (55 → 142.4 ×3 → 56 m within a few metres) is no climb; an
    /// 18 m bump spread over 60 m each side (30 % grade) is; so is a lasting step.
    func testElevationSpikesAreRejected() {
        let spike = RouteStatistics(track: Track(segments: [segment([55, 142.4, 142.4, 142.4, 56, 57, 60, 61])]))
        // 55 → 56 → 61: one climb of 6 m, the last stretch counted.
        XCTAssertEqual(try XCTUnwrap(spike.elevationGain), 6, accuracy: 1e-9)
        XCTAssertEqual(spike.elevationLoss, 0)
        XCTAssertEqual(spike.maximumElevation, 61)
        // The points of `segment` are 11.13 m apart: a 100 m spacing makes the same bump a hill.
        let hill = TrackSegment(points: [10.0, 28, 10].enumerated().map { index, elevation in
            TrackPoint(latitude: 0, longitude: Double(index) * 6e-4, elevation: elevation)
        })
        XCTAssertEqual(RouteStatistics(track: Track(segments: [hill])).elevationGain, 18)
        let step = RouteStatistics(track: Track(segments: [segment([50, 50, 90, 90, 90, 90, 90])]))
        XCTAssertEqual(step.elevationGain, 40)
    }

    /// Elevations ending 2 m above the last low point (below the 3 m threshold) still end there:
    /// climb − descent is the net climb, 100 → 90 → 92 gives −10 and +2.
    func testTheLastStretchCounts() {
        let stats = RouteStatistics(track: Track(segments: [segment([100, 95, 90, 92])]))
        XCTAssertEqual(stats.elevationGain, 2)
        XCTAssertEqual(stats.elevationLoss, 10)
    }

    func testBoundsAcrossTheAntimeridian() throws {
        let points = [(-16.0, 179.5), (-17.0, -179.5), (-16.5, 179.9)].map { TrackPoint(latitude: $0.0, longitude: $0.1) }
        let bounds = try XCTUnwrap(RouteStatistics(track: Track(segments: [TrackSegment(points: points)])).bounds)
        XCTAssertEqual(bounds.bbox, [179.5, -17, -179.5, -16])
        XCTAssertTrue(bounds.crossesAntimeridian)
        let plain = try XCTUnwrap(GeoBounds([GeoCoordinate(latitude: 1, longitude: -10), GeoCoordinate(latitude: 2, longitude: 20)]))
        XCTAssertEqual(plain.bbox, [-10, 1, 20, 2])
        XCTAssertFalse(plain.crossesAntimeridian)
        XCTAssertNil(GeoBounds([GeoCoordinate]()))
    }

    func testTrackPointIsCompact() {
        XCTAssertEqual(MemoryLayout<TrackPoint>.stride, 32)
        XCTAssertEqual(TrackPoint(latitude: 1, longitude: 2), TrackPoint(latitude: 1, longitude: 2, elevation: nil, time: nil))
        XCTAssertNotEqual(TrackPoint(latitude: 1, longitude: 2, elevation: 0), TrackPoint(latitude: 1, longitude: 2))
    }
}
