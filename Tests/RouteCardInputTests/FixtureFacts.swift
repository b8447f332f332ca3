/// What each fixture contains, computed independently of RouteCardInput.
///
/// Source: gpxpy 1.6.2 (`pip install gpxpy`; `gpxpy.parse`) for segments, routes, waypoints,
/// names, first/last points and times, and Python's `xml.etree.ElementTree` for the extension
/// channels (local names `hr`, `cad`, `power`, `PowerInWatts`, `atemp`, `speed` inside each `trkpt`).
/// `name`/`description` follow the reader's documented rule: `metadata/name` (or GPX 1.0
/// `gpx/name`), else the first non-empty `trk/name`, else the first `rte/name`.
/// `first`/`last` are the first and last point over all track segments (over the routes when the
/// segments have none): latitude, longitude, elevation in metres, time in seconds since 1970.
/// gpxpy cannot parse `with_power_2.gpx` (it uses the unbound prefix `gpxpx:`), so the script
/// removed that prefix before handing the text to gpxpy and etree.
/// Generator: the script in the comment at the end of this file.
struct FixtureFacts: Sendable {
    /// A channel summary: values present, their sum, and the first and last value (nil = NaN).
    struct Channel: Sendable {
        var segment: Int
        var name: String
        var count: Int
        var sum: Double
        var first: Double?
        var last: Double?
    }

    typealias Point = (latitude: Double, longitude: Double, elevation: Double?, time: Double?)
    typealias WaypointFacts = (name: String?, latitude: Double, longitude: Double, elevation: Double?, time: Double?)

    var file: String
    var name: String?
    var description: String?
    var segments: [Int]
    var routes: [Int]
    var waypoints: Int
    var first: Point?
    var last: Point?
    var waypoint: WaypointFacts?
    var channels: [Channel]

    init(_ file: String, name: String?, description: String?, segments: [Int], routes: [Int], waypoints: Int,
         first: Point?, last: Point?, waypoint: WaypointFacts?, channels: [Channel]) {
        self.file = file
        self.name = name
        self.description = description
        self.segments = segments
        self.routes = routes
        self.waypoints = waypoints
        self.first = first
        self.last = last
        self.waypoint = waypoint
        self.channels = channels
    }

    static let all: [FixtureFacts] = [
        .init("gpx/gpxpy/Mojstrovka.gpx", name: nil, description: nil, segments: [184], routes: [], waypoints: 0,
              first: (46.434981, 13.748273, 1614.678, -2147483647.792657), last: (46.435231, 13.748253, 1643.51208, -2147483647.792657),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/around-visnjan-with-car.gpx", name: "2020-12-18 07:24:29", description: nil, segments: [104], routes: [], waypoints: 0,
              first: (45.273518851, 13.7142099626, 211.15, 1608272150.0), last: (45.2733349521, 13.7139970623, 210.67, 1608272664.0),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/cerknicko-jezero-no-creator.gpx", name: "ACTIVE LOG", description: nil, segments: [0, 173, 52, 2, 44, 2, 2, 21], routes: [], waypoints: 7,
              first: (45.772175035, 14.357659249, 542.320923, 1281018239.0), last: (45.790873384, 14.304442042, 562.508545, 1281025429.0),
              waypoint: ("001", 45.772163216, 14.357652292, nil, 1281018239.0), channels: []),
        .init("gpx/gpxpy/cerknicko-jezero-with-elevations-zero.gpx", name: "ACTIVE LOG", description: nil, segments: [0, 173, 52, 2, 44, 2, 2, 21], routes: [], waypoints: 7,
              first: (45.772175035, 14.357659249, 0.0, 1281018239.0), last: (45.790873384, 14.304442042, -0.0, 1281025429.0),
              waypoint: ("001", 45.772163216, 14.357652292, nil, nil), channels: []),
        .init("gpx/gpxpy/cerknicko-jezero-without-elevations.gpx", name: "ACTIVE LOG", description: nil, segments: [0, 173, 52, 2, 44, 2, 2, 21], routes: [], waypoints: 7,
              first: (45.772175035, 14.357659249, nil, 1281018239.0), last: (45.790873384, 14.304442042, nil, nil),
              waypoint: ("001", 45.772163216, 14.357652292, nil, nil), channels: []),
        .init("gpx/gpxpy/cerknicko-jezero.gpx", name: "ACTIVE LOG", description: nil, segments: [0, 173, 52, 2, 44, 2, 2, 21], routes: [], waypoints: 7,
              first: (45.772175035, 14.357659249, 542.320923, 1281018239.0), last: (45.790873384, 14.304442042, 562.508545, 1281025429.0),
              waypoint: ("001", 45.772163216, 14.357652292, nil, 1281018239.0), channels: []),
        .init("gpx/gpxpy/cerknicko-without-times.gpx", name: "ACTIVE LOG", description: nil, segments: [0, 173, 52, 2, 44, 2, 2, 21], routes: [], waypoints: 7,
              first: (45.772175035, 14.357659249, 542.320923, nil), last: (45.790873384, 14.304442042, 562.508545, 1281025429.0),
              waypoint: ("001", 45.772163216, 14.357652292, nil, nil), channels: []),
        .init("gpx/gpxpy/custom_schema_locations.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 0,
              first: nil, last: nil,
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/default_schema_locations.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 0,
              first: nil, last: nil,
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/first_and_last_elevation.gpx", name: nil, description: nil, segments: [10], routes: [], waypoints: 0,
              first: (45.148820188, 14.22317069, 140.0, 1368865384.0), last: (46.148820188, 14.22317069, 140.0, 1368868984.0),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/gpx-with-node-with-comments.gpx", name: "2014-05-06_132925", description: nil, segments: [1], routes: [], waypoints: 0,
              first: (51.519402, -0.134462, 81.0, 1399379373.0), last: (51.519402, -0.134462, 81.0, 1399379373.0),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/gpx1.0_with_all_fields.gpx", name: "example name", description: "example description", segments: [1, 0], routes: [3, 2], waypoints: 2,
              first: (10.1, -20.2, 11.1, 1357041604.0), last: (10.1, -20.2, 11.1, 1357041604.0),
              waypoint: ("example name", 12.3, 45.6, 75.1, 1357092180.0), channels: []),
        .init("gpx/gpxpy/gpx1.1_with_all_fields.gpx", name: "example name", description: "example description", segments: [1, 0], routes: [3, 2], waypoints: 2,
              first: (10.1, -20.2, 11.1, 1357041604.0), last: (10.1, -20.2, 11.1, 1357041604.0),
              waypoint: ("example name", 12.3, 45.6, 75.1, 1357092180.0), channels: []),
        .init("gpx/gpxpy/gpx1.1_with_extensions.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 1,
              first: nil, last: nil,
              waypoint: (nil, 12.3, 45.6, nil, nil), channels: []),
        .init("gpx/gpxpy/gpx1.1_with_extensions_without_namespaces.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 1,
              first: nil, last: nil,
              waypoint: (nil, 12.3, 45.6, nil, nil), channels: []),
        .init("gpx/gpxpy/gpx_with_garmin_extension.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 1,
              first: nil, last: nil,
              waypoint: (nil, 37.778259, -122.391386, 3.4, 1466206863.0), channels: []),
        .init("gpx/gpxpy/korita-zbevnica.gpx", name: "03-OCT-10", description: nil, segments: [0, 358, 176, 337], routes: [], waypoints: 2,
              first: (45.380600095, 14.144491442, 733.623291, nil), last: (45.452453708, 14.018215053, 770.634033, 1286111971.0),
              waypoint: ("001", 45.380593557, 14.144484317, nil, nil), channels: []),
        .init("gpx/gpxpy/route.gpx", name: nil, description: nil, segments: [], routes: [55], waypoints: 0,
              first: (45.2787641494, 13.726695478, nil, nil), last: (45.2787783011, 13.7266552448, nil, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/track-with-empty-segment.gpx", name: "2013-07-06T14:59:00Z", description: nil, segments: [9, 0], routes: [], waypoints: 0,
              first: (50.7772126, 6.0819695, 191.5999756, 1373131586.0), last: (50.7776715, 6.0827203, 191.5999756, 1373131662.0),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/track-with-extremes.gpx", name: "Untitled Path", description: nil, segments: [25], routes: [], waypoints: 0,
              first: (45.484591697, 13.50758978, 10.0, nil), last: (45.48036937, 13.520498463, 22.0, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/track-with-less-sec-time.gpx", name: nil, description: nil, segments: [2], routes: [], waypoints: 0,
              first: (57.011456, 9.992872, 23.5536, 1449844993.0), last: (57.01147, 9.992874, 23.551199, 1449844993.994),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/track-with-small-floats.gpx", name: "Untitled Path", description: nil, segments: [3], routes: [], waypoints: 0,
              first: (9.1697e-05, 0.00758978, 10.0, nil), last: (0.084886217, 8.1658e-05, 5e-06, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/track_with_dilution_errors.gpx", name: nil, description: nil, segments: [1], routes: [1], waypoints: 1,
              first: (12.1, 13.2, nil, nil), last: (12.1, 13.2, nil, nil),
              waypoint: (nil, 12.1, 13.2, nil, nil), channels: []),
        .init("gpx/gpxpy/track_with_speed.gpx", name: nil, description: nil, segments: [3], routes: [], waypoints: 0,
              first: (52.330848, 5.541371, 48.962041, 1236002752.0), last: (52.331014, 5.541333, 53.381747, 1236002765.0),
              waypoint: nil, channels: [.init(segment: 0, name: "speed", count: 3, sum: 6.6000000000000005, first: 1.2, last: 3.2)]),
        .init("gpx/gpxpy/unicode.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 6,
              first: nil, last: nil,
              waypoint: ("šđčćž", 45.757933259, 14.294899916, -0.11438, nil), channels: []),
        .init("gpx/gpxpy/unicode2.gpx", name: "test™", description: nil, segments: [0], routes: [], waypoints: 0,
              first: nil, last: nil,
              waypoint: nil, channels: []),
        .init("gpx/gpxpy/unicode_with_bom.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 1,
              first: nil, last: nil,
              waypoint: ("test", 43.309634, 3.515386, -14.6, 1464343727.8), channels: []),
        .init("gpx/gpxpy/unicode_with_bom_noencoding.gpx", name: nil, description: nil, segments: [], routes: [], waypoints: 1,
              first: nil, last: nil,
              waypoint: ("bom noencoding ő", 0.1, 0.1, 0.0, nil), channels: []),
        .init("gpx/gpx-studio/simple.gpx", name: "simple", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_cad.gpx", name: "with_cad", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: [.init(segment: 0, name: "cad", count: 80, sum: 6410.0, first: 80.0, last: 90.0)]),
        .init("gpx/gpx-studio/with_hr.gpx", name: "with_hr", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: [.init(segment: 0, name: "hr", count: 80, sum: 12010.0, first: 150.0, last: 160.0)]),
        .init("gpx/gpx-studio/with_power_1.gpx", name: "with_power", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: [.init(segment: 0, name: "power", count: 80, sum: 16010.0, first: 200.0, last: 210.0)]),
        .init("gpx/gpx-studio/with_power_2.gpx", name: "with_power", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: [.init(segment: 0, name: "power", count: 80, sum: 16010.0, first: 200.0, last: 210.0)]),
        .init("gpx/gpx-studio/with_routes.gpx", name: "with_routes", description: nil, segments: [], routes: [49, 28], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_segments.gpx", name: "with_segments", description: nil, segments: [49, 28], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_style.gpx", name: "with_style", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_surface.gpx", name: "with_surface", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_temp.gpx", name: "with_temp", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: [.init(segment: 0, name: "atemp", count: 80, sum: 1681.0, first: 21.0, last: 22.0)]),
        .init("gpx/gpx-studio/with_time.gpx", name: "with_time", description: nil, segments: [80], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, 1704063600.0), last: (50.776129, 4.418383, 129.5, 1704064000.567),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_tracks.gpx", name: "with_tracks", description: nil, segments: [49, 28], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_tracks_and_segments.gpx", name: "with_tracks_and_segments", description: nil, segments: [16, 34, 19, 10], routes: [], waypoints: 0,
              first: (50.790867, 4.404968, 109.0, 1704063600.0), last: (50.776129, 4.418383, 129.5, 1704064001.519),
              waypoint: nil, channels: []),
        .init("gpx/gpx-studio/with_waypoint.gpx", name: "with_waypoint", description: nil, segments: [80], routes: [], waypoints: 1,
              first: (50.790867, 4.404968, 109.0, nil), last: (50.776129, 4.418383, 129.5, nil),
              waypoint: ("Waypoint", 50.7836710064975, 4.410764082658738, 122.0, nil), channels: []),
        .init("osm/helsinki-run.gpx", name: "Helsinki morning run", description: nil, segments: [1289], routes: [], waypoints: 0,
              first: (60.1707675, 24.9446141, 12.1, 1778913000.0), last: (60.1720808, 24.9443973, 20.7, 1778914388.0),
              waypoint: nil, channels: [.init(segment: 0, name: "hr", count: 1289, sum: 222872.0, first: 128.0, last: 181.0)]),
    ]
}

// Generator (Python 3, gpxpy 1.6.2), run from any directory:
//
// # Independent reference for RouteCardInput tests: gpxpy 1.6.2 for structure, xml.etree for extensions.
// import gpxpy, glob, os, datetime
// import xml.etree.ElementTree as ET
// base = '/work/main/Tests/Fixtures/'
// files = sorted(glob.glob(base + 'gpx/gpxpy/*.gpx')) + sorted(glob.glob(base + 'gpx/gpx-studio/*.gpx')) + [base + 'osm/helsinki-run.gpx']
// def ln(tag): return tag.split('}')[-1].split(':')[-1]
// def epoch(t):
//     if t is None: return None
//     if t.tzinfo is None: t = t.replace(tzinfo=datetime.timezone.utc)
//     return t.timestamp()
// def sw(v):
//     if v is None: return 'nil'
//     if isinstance(v, str): return '"' + v.replace('\\', '\\\\').replace('"', '\\"') + '"'
//     return repr(v)
// def first_nonempty(xs):
//     for x in xs:
//         if x and x.strip(): return x.strip()
//     return None
// chanmap = {'hr':'hr','heartrate':'hr','cad':'cad','cadence':'cad','power':'power','powerinwatts':'power','atemp':'atemp','temp':'atemp','speed':'speed'}
// for f in files:
//     txt = open(f, encoding='utf-8-sig').read()
//     if 'xmlns:gpxpx' not in txt: txt = txt.replace('gpxpx:', '')  # unbound prefix in with_power_2.gpx
//     g = gpxpy.parse(txt)
//     segs = [len(s.points) for t in g.tracks for s in t.segments]
//     rtes = [len(r.points) for r in g.routes]
//     name = first_nonempty([g.name] + [t.name for t in g.tracks] + [r.name for r in g.routes])
//     desc = first_nonempty([g.description] + [t.description for t in g.tracks] + [r.description for r in g.routes])
//     pts = [p for t in g.tracks for s in t.segments for p in s.points] or [p for r in g.routes for p in r.points]
//     fp = 'nil' if not pts else '(%r, %r, %s, %s)' % (pts[0].latitude, pts[0].longitude, sw(pts[0].elevation), sw(epoch(pts[0].time)))
//     lp = 'nil' if not pts else '(%r, %r, %s, %s)' % (pts[-1].latitude, pts[-1].longitude, sw(pts[-1].elevation), sw(epoch(pts[-1].time)))
//     w = g.waypoints
//     wp = 'nil' if not w else '(%s, %r, %r, %s, %s)' % (sw(w[0].name), w[0].latitude, w[0].longitude, sw(w[0].elevation), sw(epoch(w[0].time)))
//     root = ET.fromstring(txt.encode())
//     chans = {}
//     segi = 0
//     for seg in root.iter():
//         if ln(seg.tag) != 'trkseg': continue
//         ps = [p for p in seg if ln(p.tag) == 'trkpt']
//         for i, p in enumerate(ps):
//             for e in p.iter():
//                 m = chanmap.get(ln(e.tag).lower())
//                 if m:
//                     vals = chans.setdefault((segi, m), [None]*len(ps))
//                     vals[i] = float(e.text)
//         segi += 1
//     ch = ', '.join('.init(segment: %d, name: "%s", count: %d, sum: %r, first: %r, last: %r)' % (s, m, sum(v is not None for v in vs), sum(v for v in vs if v is not None), vs[0], vs[-1]) for (s, m), vs in sorted(chans.items()))
//     rel = os.path.relpath(f, base)
//     print('        .init("%s", name: %s, description: %s, segments: %s, routes: %s, waypoints: %d,\n              first: %s, last: %s,\n              waypoint: %s, channels: [%s]),' % (rel, sw(name), sw(desc), segs, rtes, len(w), fp, lp, wp, ch))
