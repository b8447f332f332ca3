import Foundation
import Testing
import RouteCardGeo
@testable import RouteCardStyle

/// The fallback title names the activity: "Morning run", "Evening ride" (the date is the
/// subtitle's, once).
@Suite struct ActivityTitleTests {
    @Test(arguments: [("running", "run"), ("Run", "run"), ("trail_running", "run"), ("9", "run"), ("cycling", "ride"),
                      ("biking", "ride"), ("Ride", "ride"), ("1", "ride"), ("hiking", "hike"), ("walking", "walk"),
                      ("swimming", "swim"), ("alpine_skiing", "ski"), ("motorcycling", "route"), ("", "route")])
    func activityNames(activity: String, noun: String) {
        #expect(TokenValues.activityNoun(activity) == noun)
    }

    @Test func anUnnamedRunIsAMorningRun() {
        // 16 May 2026 06:30 UTC.
        let start = Date(timeIntervalSince1970: 1_778_913_000)
        let points = [TrackPoint(latitude: 60.17, longitude: 24.94, time: start),
                      TrackPoint(latitude: 60.18, longitude: 24.94, time: start.addingTimeInterval(600))]
        let run = Track(activity: "running", segments: [TrackSegment(points: points)])
        let tokens = TokenValues(track: run, statistics: RouteStatistics(track: run), units: .metric)
        #expect(tokens.values["title"] == "Morning run")
        #expect(tokens.values["date"] == "16 May 2026")
        let evening = TokenValues(track: Track(name: "ACTIVE LOG", activity: "cycling", segments: run.segments),
                                  statistics: RouteStatistics(track: run), units: .metric, timeZone: TimeZone(identifier: "Asia/Seoul")!)
        // 06:30 UTC is 15:30 in Seoul.
        #expect(evening.values["title"] == "Afternoon ride")
        #expect(TokenValues.fallbackTitle(start: nil, activity: "hiking") == "Hike")
        #expect(TokenValues.fallbackTitle(start: start, activity: nil) == "Morning route")
        // --sport (the style's sport) names the card whatever the file says.
        let ride = TokenValues(track: run, statistics: RouteStatistics(track: run), units: .metric, sport: .ride)
        #expect(ride.values["title"] == "Morning ride")
        #expect(ride.values["sport"] == "Ride")
    }
}
