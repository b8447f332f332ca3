import Foundation
import RouteCardGeo
import Testing

/// Channel averages and maxima count every sample with a value, placed or not.
@Suite struct ChannelSummaryTests {
    @Test func unplacedRecordsCountInTheSummary() throws {
        let points = [TrackPoint(latitude: 60, longitude: 24), TrackPoint(latitude: 60.001, longitude: 24)]
        var track = Track(segments: [TrackSegment(points: points, channels: ["hr": [100, 120]])])
        let placed = try #require(ChannelSummary(track: track, key: "hr"))
        #expect(placed.mean == 110 && placed.maximum == 120 && placed.count == 2)
        // Two records without a position: 150 and a missing reading; (100 + 120 + 150) / 3 = 123.33…
        track.unplacedSamples = UnplacedSamples(times: [nil, nil], channels: ["hr": [150, .nan]])
        let all = try #require(ChannelSummary(track: track, key: "hr"))
        #expect(all.count == 3 && all.maximum == 150 && abs(all.mean - 370.0 / 3) < 1e-12)
        #expect(ChannelSummary(track: track, key: "power") == nil)
    }
}
