import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardStyle
import RouteCardTestSupport
import Testing

/// Issue 11: a missing value never prints as "– · –", and a card without a usable track name gets
/// a meaningful title (part of day and local date) instead of "Route" or the device's "03-OCT-10".
struct CardTitleTests {
    private func style(timezone: String = "UTC") throws -> Style {
        let json = #"""
        {"version": 1, "timezone": "\#(timezone)", "layers": [
          {"id": "title", "type": "text", "layout": {"text-field": "{title}"}},
          {"id": "stats", "type": "text", "layout": {"text-field": "{distance}  ·  {duration}  ·  {date}"}}
        ]}
        """#
        return try Style.decode(Array(json.utf8))
    }

    private func card(_ track: Track, timezone: String = "UTC") throws -> String {
        String(decoding: try CardRenderer().svg(for: track, style: try style(timezone: timezone)), as: UTF8.self)
    }

    /// Two points 0.1° of latitude apart (about 11.1 km along the meridian at 60° N) with no times and
    /// no name: no duration and no date, so the stats line is the distance alone, the title "Route".
    @Test func untimedUnnamedTrackDropsMissingValues() throws {
        let gpx = #"<gpx version="1.1" creator="t"><trk><trkseg><trkpt lat="60.1" lon="24.9"/><trkpt lat="60.2" lon="24.9"/></trkseg></trk></gpx>"#
        let svg = try card(try GPXReader().read(Array(gpx.utf8), path: "t.gpx"))
        #expect(svg.contains(">11.1 km</text>"), "\(svg)")
        #expect(svg.contains(">Route</text>"))
        #expect(!svg.contains("–"))
    }

    /// korita-zbevnica's track is named "03-OCT-10" (a Garmin default) and starts 3 Oct 2010 09:36 UTC.
    @Test func deviceNamedTrackGetsPartOfDayAndTheDateOnce() throws {
        let track = try GPXReader().read(contentsOf: TestPaths.fixture("gpx/gpxpy/korita-zbevnica.gpx"))
        #expect(track.name == "03-OCT-10")
        let svg = try card(track)
        #expect(svg.contains(">Morning route</text>"))
        // The date once, in the subtitle.
        #expect(svg.components(separatedBy: "3 Oct 2010").count == 2)
        #expect(!svg.contains("03-OCT-10"))
    }

    /// cerknicko-without-times is "ACTIVE LOG", starting 5 Aug 2010 16:22 UTC — 18:22 in Ljubljana
    /// (CEST, UTC+2), so the part of day follows the style's time zone.
    @Test func partOfDayIsInTheStyleTimeZone() throws {
        let track = try GPXReader().read(contentsOf: TestPaths.fixture("gpx/gpxpy/cerknicko-without-times.gpx"))
        #expect(track.name == "ACTIVE LOG")
        #expect(try card(track).contains(">Afternoon route</text>"))
        #expect(try card(track, timezone: "Europe/Ljubljana").contains(">Evening route</text>"))
    }
}
