import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// Cards and `info` in the local time of where the activity started, without `--timezone` (issue
/// #26): the seven places the issue measured, each with the local time and offset written by hand
/// from the zone's rules (standard time or summer time on that date); `--timezone` and the style's
/// `timezone` still win; a FIT file's own `local_timestamp` agrees.
@Suite struct LocalTimeCardTests {
    struct Place: Sendable, CustomStringConvertible {
        var name: String
        var latitude: Double, longitude: Double
        /// The start in UTC, and what it is locally.
        var utc: String, local: String
        var zone: String
        var activity: String
        var title: String
        var description: String { name }
    }

    static let places: [Place] = [
        // 09:00 EDT (UTC−4) is 13:00 UTC: an afternoon by UTC, a morning in Toronto.
        Place(name: "Toronto", latitude: 43.6532, longitude: -79.3832, utc: "2026-05-16T13:00:00Z",
              local: "2026-05-16T09:00:00-04:00", zone: "America/Toronto", activity: "cycling", title: "Morning ride · 16 May 2026"),
        // 06:30 at UTC+7 is 23:30 UTC the day before.
        Place(name: "Lamai, Koh Samui", latitude: 9.4700, longitude: 100.0450, utc: "2026-05-15T23:30:00Z",
              local: "2026-05-16T06:30:00+07:00", zone: "Asia/Bangkok", activity: "running", title: "Morning run · 16 May 2026"),
        Place(name: "Shanghai", latitude: 31.2304, longitude: 121.4737, utc: "2026-05-15T23:00:00Z",
              local: "2026-05-16T07:00:00+08:00", zone: "Asia/Shanghai", activity: "running", title: "Morning run · 16 May 2026"),
        Place(name: "Kathmandu", latitude: 27.7172, longitude: 85.3240, utc: "2026-05-16T00:15:00Z",
              local: "2026-05-16T06:00:00+05:45", zone: "Asia/Kathmandu", activity: "running", title: "Morning run · 16 May 2026"),
        // Lord Howe: +10:30 in the southern winter, +11 in summer (a half-hour shift).
        Place(name: "Lord Howe Island (May)", latitude: -31.5553, longitude: 159.0821, utc: "2026-05-15T20:00:00Z",
              local: "2026-05-16T06:30:00+10:30", zone: "Australia/Lord_Howe", activity: "running", title: "Morning run · 16 May 2026"),
        Place(name: "Lord Howe Island (January)", latitude: -31.5553, longitude: 159.0821, utc: "2026-01-15T19:30:00Z",
              local: "2026-01-16T06:30:00+11:00", zone: "Australia/Lord_Howe", activity: "running", title: "Morning run · 16 Jan 2026"),
        // The Chatham Islands: +12:45 in winter, +13:45 in summer.
        Place(name: "Chatham Islands (May)", latitude: -43.9535, longitude: -176.5597, utc: "2026-05-15T17:45:00Z",
              local: "2026-05-16T06:30:00+12:45", zone: "Pacific/Chatham", activity: "walking", title: "Morning walk · 16 May 2026"),
        Place(name: "Chatham Islands (January)", latitude: -43.9535, longitude: -176.5597, utc: "2026-01-15T16:45:00Z",
              local: "2026-01-16T06:30:00+13:45", zone: "Pacific/Chatham", activity: "walking", title: "Morning walk · 16 Jan 2026"),
        Place(name: "Helsinki", latitude: 60.1699, longitude: 24.9384, utc: "2026-05-16T06:30:00Z",
              local: "2026-05-16T09:30:00+03:00", zone: "Europe/Helsinki", activity: "running", title: "Morning run · 16 May 2026"),
    ]

    /// An untitled two-point activity at a place, starting at `utc`, ten minutes and ~500 m long.
    static func gpx(_ place: Place) -> String {
        let end = ISO8601DateFormatter().date(from: place.utc)!.addingTimeInterval(600)
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
        <trk><type>\(place.activity)</type><trkseg>
        <trkpt lat="\(place.latitude)" lon="\(place.longitude)"><time>\(place.utc)</time></trkpt>
        <trkpt lat="\(place.latitude + 0.0045)" lon="\(place.longitude)"><time>\(ISO8601DateFormatter().string(from: end))</time></trkpt>
        </trkseg></trk>
        </gpx>
        """
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(arguments: places)
    func infoAndTheCardAreInLocalTime(_ place: Place) throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("activity.gpx", Self.gpx(place))
            let info = harness.run(["info", input, "--json"])
            #expect(info.code == 0, "\(info.stderr)")
            let object = try Self.json(info.stdoutText)
            // The untitled title is the part of the day and the sport; the date is the subtitle's.
            let parts = place.title.components(separatedBy: " · ")
            let (word, date) = (parts[0], parts[1])
            #expect(object["title"] as? String == word)
            #expect(object["timezone"] as? String == place.zone)
            #expect(object["timezone_source"] as? String == "position")
            #expect(object["start_time_local"] as? String == place.local)
            #expect(object["start_time"] as? String == place.utc)

            let text = harness.run(["info", input])
            #expect(text.stdoutText.contains(" \(place.zone) (UTC\(place.local.suffix(6)), where the route starts)"), "\(text.stdoutText)")

            let card = harness.outputPath("card.svg")
            let render = harness.run(["render", input, "-o", card, "-q"])
            #expect(render.code == 0, "\(render.stderr)")
            let texts = LayerFrameworkTests.texts(try String(contentsOfFile: card, encoding: .utf8))
            #expect(texts.contains(word), "\(texts)")
            #expect(texts.contains { $0.hasSuffix(date) }, "\(texts)")
        }
    }

    /// `--timezone` beats the style's `timezone`, which beats the position (13:00 UTC: 22:00 in Seoul, 13:00 in UTC).
    @Test func theOptionAndTheStyleStillOverride() throws {
        try CommandHarness.withHarness { harness in
            let input = try harness.writeInput("toronto.gpx", Self.gpx(Self.places[0]))
            let info = try Self.json(harness.run(["info", input, "--json", "--timezone", "Asia/Seoul"]).stdoutText)
            #expect(info["timezone"] as? String == "Asia/Seoul")
            #expect(info["timezone_source"] as? String == "option")
            #expect(info["title"] as? String == "Night ride")

            let style = try harness.writeInput("utc.json", """
            {"version": 1, "timezone": "UTC", "layers": [{"id": "route", "type": "route"},
             {"id": "title", "type": "text", "layout": {"text-field": "{title} at {time}"}}]}
            """)
            let byStyle = harness.outputPath("style.svg"), byOption = harness.outputPath("option.svg")
            #expect(harness.run(["render", input, "--style", style, "-o", byStyle, "-q"]).code == 0)
            #expect(harness.run(["render", input, "--style", style, "--timezone", "Asia/Seoul", "-o", byOption, "-q"]).code == 0)
            #expect(LayerFrameworkTests.texts(try String(contentsOfFile: byStyle, encoding: .utf8)) == ["Afternoon ride at 13:00"])
            #expect(LayerFrameworkTests.texts(try String(contentsOfFile: byOption, encoding: .utf8)) == ["Night ride at 22:00"])
        }
    }

    @Test func withoutATimedPositionTheZoneIsUTC() throws {
        try CommandHarness.withHarness { harness in
            let untimed = try harness.writeInput("untimed.gpx", """
            <gpx version="1.1"><trk><trkseg><trkpt lat="27.7172" lon="85.3240"/><trkpt lat="27.72" lon="85.33"/></trkseg></trk></gpx>
            """)
            let info = try Self.json(harness.run(["info", untimed, "--json"]).stdoutText)
            #expect(info["timezone"] as? String == "UTC")
            #expect(info["timezone_source"] as? String == "utc")
            #expect(info["start_time_local"] is NSNull)
        }
        // Times without positions (a FIT file before its GPS fix): nothing says where, so UTC.
        var track = Track(segments: [TrackSegment(points: [])])
        track.unplacedSamples = UnplacedSamples(times: [Date(timeIntervalSince1970: 1_778_913_000)])
        #expect(CardTimeZone(given: nil, track: track).source == .utc)
    }

    /// The offset each device wrote into its FIT file's `activity` message (`local_timestamp` −
    /// `timestamp`, decoded with python-fitparse 1.2) is the offset of the zone found where it started.
    @Test(arguments: [("Activity.fit", -4 * 3600), ("activity-small-fenix2-run.fit", 2 * 3600),
                      ("garmin-fenix-5-bike.fit", -7 * 3600), ("garmin-fenix-5-run.fit", -7 * 3600),
                      ("sample_mulitple_header.fit", 2 * 3600)])
    func aFITFilesLocalTimestampAgrees(_ file: String, _ offset: Int) throws {
        let path = TestPaths.fixture("fit/" + file)
        let track = try TrackReader().read([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
        let zone = CardTimeZone(given: nil, track: track)
        #expect(zone.source == .position)
        let start = try #require(RouteStatistics(track: track).startTime)
        #expect(zone.zone.secondsFromGMT(for: start) == offset, "\(zone.zone.identifier)")
    }

    /// The library's one-call API resolves the zone the same way, with no front-end in between.
    @Test func theLibraryCardIsInLocalTime() throws {
        let place = Self.places[3]
        let track = try GPXReader().read(Array(Self.gpx(place).utf8))
        let style = try #require(try BuiltInStyles.style(named: "default"))
        let svg = String(decoding: try CardRenderer().svg(for: track, style: style), as: UTF8.self)
        let parts = place.title.components(separatedBy: " · ")
        #expect(LayerFrameworkTests.texts(svg).contains(parts[0]))
        #expect(LayerFrameworkTests.texts(svg).contains { $0.hasSuffix(parts[1]) })
        #expect(LayerContext(track: track, style: style).timeZone == CardTimeZone(zone: TimeZone(identifier: place.zone)!, source: .position))
    }

    /// A live map with no times on its route shows its updates' times in the zone at its centre:
    /// 06:30 UTC is 15:30 in Seoul (UTC+9).
    @Test func aLiveMapWithoutARouteUsesTheZoneAtItsCentre() throws {
        let style = try #require(try BuiltInStyles.style(named: "live"))
        var map = LiveMap(style: style, region: GeoRegion(center: GeoCoordinate(latitude: 37.5665, longitude: 126.978), radius: 3000))
        let time = try #require(ISO8601DateFormatter().date(from: "2026-05-16T06:30:00Z"))
        map.apply(.upsert(id: "a", coordinate: GeoCoordinate(latitude: 37.567, longitude: 126.979), time: time))
        #expect(LayerFrameworkTests.texts(String(decoding: map.svg(), as: UTF8.self)).contains { $0.contains("15:30") })
    }
}
