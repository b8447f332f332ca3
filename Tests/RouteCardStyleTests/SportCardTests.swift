import Foundation
@testable import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardScene
@testable import RouteCardStyle
import RouteCardTestSupport
import RouteCardText
import Testing

/// The sport's own card (issue 26): the sports table, layers and cells by sport, the `{rate}`
/// token, legends only for channels the track has, ramps on the track's range or heart-rate zones.
struct SportCardTests {
    /// Types as the formats write them: Garmin/FIT names (FIT SDK profile), TCX's three values,
    /// Strava's `Activity Type` words and GPX numbers (its activity type ids: 1 Ride, 4 Hike, 9 Run,
    /// 10 Walk, 16 Swim, 17 VirtualRide).
    @Test(arguments: [("running", Sport.run), ("running/trail", .run), ("fitness_equipment/treadmill", .run), ("Running", .run),
                      ("Trail Run", .run), ("VirtualRun", .run), ("9", .run), ("cycling/road", .ride), ("Biking", .ride),
                      ("e_biking", .ride), ("mountain_biking", .ride), ("EBikeRide", .ride), ("Virtual Ride", .ride), ("1", .ride),
                      ("17", .ride), ("fitness_equipment/indoor_cycling", .ride), ("walking", .walk), ("Walk", .walk), ("10", .walk),
                      ("hiking", .hike), ("Hike", .hike), ("mountaineering", .hike), ("4", .hike), ("swimming/lap_swimming", .swim),
                      ("Swim", .swim), ("16", .swim), ("alpine_skiing", .ski), ("cross_country_skiing", .ski), ("Snowboard", .ski),
                      ("AlpineSki", .ski), ("Other", .other), ("Workout", .other), ("motorcycling", .other), ("driving", .other),
                      ("inline_skating", .other), ("horseback_riding", .other), ("99", .other), ("", .other)])
    func theSportsTable(activity: String, sport: Sport) {
        #expect(Sport(activity: activity) == sport, "\(activity)")
    }

    /// A ride: 3 km in 10 minutes (18 km/h), no heart rate, elevations 10 → 40 m.
    static func track(activity: String?, heartRate: Bool = false) -> Track {
        let start = Date(timeIntervalSince1970: 1_778_913_000)
        let points = (0...60).map { i in
            TrackPoint(latitude: 43.73, longitude: 7.42 + Double(i) * 50 / 80_600, elevation: 10 + Double(i) / 2,
                       time: start.addingTimeInterval(Double(i) * 10))
        }
        let channels = heartRate ? ["hr": (0...60).map { 120 + Double($0) }] : [:]
        return Track(activity: activity, segments: [TrackSegment(points: points, channels: channels)])
    }

    static func texts(_ scene: Scene, layer: String) -> [String] {
        ActivityLayersTests.texts(ActivityLayersTests.children(layer, in: scene), class: "stat-value")
            + ActivityLayersTests.texts(ActivityLayersTests.children(layer, in: scene), class: "label")
    }

    static func builtIn(_ name: String) throws -> Style {
        try #require(try BuiltInStyles.style(named: name))
    }

    @Test func theActivityCardShowsSpeedForARideAndPaceForARun() throws {
        let style = try Self.builtIn("activity")
        let ride = CardComposer().scene(style: style, context: LayerContext(track: Self.track(activity: "cycling"), style: style))
        let labels = ActivityLayersTests.texts(ActivityLayersTests.children("stats", in: ride), class: "stat-label")
        #expect(labels == ["DISTANCE", "MOVING TIME", "SPEED", "ELEVATION GAIN"])
        // 3,000 m (60 steps of 50 m) in 600 s: 18.0 km/h.
        #expect(ActivityLayersTests.texts(ActivityLayersTests.children("stats", in: ride), class: "stat-value").contains("18.0 km/h"))
        let run = CardComposer().scene(style: style, context: LayerContext(track: Self.track(activity: "running"), style: style))
        #expect(ActivityLayersTests.texts(ActivityLayersTests.children("stats", in: run), class: "stat-label")
                == ["DISTANCE", "MOVING TIME", "PACE", "ELEVATION GAIN"])
        // --sport hike: the climb first, the highest point (10 + 60 / 2 = 40 m).
        var hikeStyle = style
        hikeStyle.sport = .hike
        let hike = CardComposer().scene(style: hikeStyle, context: LayerContext(track: Self.track(activity: "cycling"), style: hikeStyle))
        let hikeNodes = ActivityLayersTests.children("stats", in: hike)
        #expect(ActivityLayersTests.texts(hikeNodes, class: "stat-label") == ["ELEVATION GAIN", "DISTANCE", "MOVING TIME", "HIGHEST POINT"])
        #expect(ActivityLayersTests.texts(hikeNodes, class: "stat-value").first == "30 m")
        #expect(ActivityLayersTests.texts(hikeNodes, class: "stat-value").contains("40 m"))
    }

    @Test func theStatsLineFollowsTheSport() throws {
        let style = try Self.builtIn("default")
        func line(_ activity: String) -> [String] {
            let scene = CardComposer().scene(style: style, context: LayerContext(track: Self.track(activity: activity), style: style))
            return ["stats", "stats-ride", "stats-hike"].flatMap { ActivityLayersTests.texts(ActivityLayersTests.children($0, in: scene), class: "label") }
        }
        #expect(line("running") == ["3.00 km  ·  10:00  ·  16 May 2026"])
        #expect(line("cycling") == ["3.00 km  ·  10:00  ·  18.0 km/h  ·  16 May 2026"])
        #expect(line("hiking") == ["30 m climb  ·  3.00 km  ·  10:00  ·  16 May 2026"])
    }

    @Test func noHeartRateLegendWithoutHeartRate() throws {
        let style = try Self.builtIn("activity")
        let without = CardComposer().scene(style: style, context: LayerContext(track: Self.track(activity: "cycling"), style: style))
        #expect(ActivityLayersTests.children("legend", in: without).isEmpty)
        let with = CardComposer().scene(style: style, context: LayerContext(track: Self.track(activity: "cycling", heartRate: true), style: style))
        #expect(!ActivityLayersTests.children("legend", in: with).isEmpty)
    }

    /// The activity style's ramp (100, 125, 140, 155, 170, 185 bpm as written) on a track whose heart
    /// rate climbs 120 → 180: the 2nd percentile of its 61 (smoothed) values is the second lowest
    /// (index round(0.02 × 60) = 1), the 98th the second highest (round(0.98 × 60) = 59); the stops
    /// keep their proportions (0, 25/85, 40/85, 55/85, 70/85, 1) between those, rounded to whole bpm
    /// (the range, ~57 bpm, is of the order of 10: a tenth of that is 1 bpm). With --max-hr 190
    /// they are the zones: 95, 114, 133, 152, 171, 190 bpm.
    @Test func theRampFollowsTheTrackOrTheZones() throws {
        var style = try Self.builtIn("activity")
        let track = Self.track(activity: "running", heartRate: true)
        let ramp = try #require(ColorRamp.ofRoute(nil, in: CardComposer.context(LayerContext(track: track, style: style), layers: style)) as ColorRamp?)
        let series = PointSeries.series(for: track, statistics: RouteStatistics(track: track), measures: [.heartRate])[0]
        let values: [Double] = (series.values[.heartRate] ?? []).sorted()
        let low: Double = values[1], high: Double = values[59]
        let written: [Double] = [100, 125, 140, 155, 170, 185]
        let expected: [Double] = written.map { (stop: Double) -> Double in (low + (stop - 100) / 85 * (high - low)).rounded() }
        for (a, b) in zip(ramp.stops, expected) { #expect(abs(a - b) < 1e-9) }
        #expect(ramp.stops[0] > 120 && ramp.stops[0] < 123 && ramp.stops[5] > 177 && ramp.stops[5] < 180)
        style.maxHeartRate = 190
        let zones = try #require(ColorRamp.ofRoute(nil, in: CardComposer.context(LayerContext(track: track, style: style), layers: style)) as ColorRamp?)
        #expect(zones.stops == [95, 114, 133, 152, 171, 190])
    }

    @Test func anUnknownSportIsAStyleError() {
        #expect(throws: StyleError.self) {
            try ActivityLayersTests.style(#"{ "id": "t", "type": "text", "sport": "cycling", "layout": { "text-field": "{name}" } }"#)
        }
        #expect(throws: StyleError.self) {
            try ActivityLayersTests.style(#"{ "id": "s", "type": "stats", "layout": { "cells": [{ "value": "{distance}", "sport": [] }] } }"#)
        }
    }
}
