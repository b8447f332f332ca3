import Foundation
import RouteCardGeo
import RouteCardInput
import RouteCardTestSupport
import XCTest

/// Statistics of every GPX fixture against an independent computation.
///
/// The facts come from `scripts/fixture_statistics.py` (gpxpy 1.6.2 parses, GeographicLib 2.1
/// measures WGS84 geodesics — Karney's algorithm, not the Vincenty formula RouteCard uses):
/// drawn points and non-empty segments, distance summed within segments, plain min/max bounds,
/// min/max elevation, duration from the first time stamp in track order to the latest, moving time
/// and moving distance (steps whose time advances from the latest stamp so far at ≥ 0.5 m/s), and
/// no times at all where they are broken (a moving average above 300 km/h, or more distance than
/// 300 km/h covers between the first stamp and the latest).
final class StatisticsFixtureTests: XCTestCase {
    struct Facts {
        var file: String
        var points: Int
        var segments: Int
        var distance: Double
        var bbox: [Double]
        var elevation: (Double, Double)?
        var duration: Double?
        var moving: Double?
        var movingDistance: Double?

        init(_ file: String, points: Int, segments: Int, distance: Double, bbox: [Double],
             elevation: (Double, Double)?, duration: Double?, moving: Double?, movingDistance: Double?) {
            self.file = file
            self.points = points
            self.segments = segments
            self.distance = distance
            self.bbox = bbox
            self.elevation = elevation
            self.duration = duration
            self.moving = moving
            self.movingDistance = movingDistance
        }
    }

    static let facts: [Facts] = [
            .init("gpx/gpx-studio/simple.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_cad.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_hr.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_power_1.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_power_2.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_routes.gpx", points: 77, segments: 2, distance: 2149.481897314915, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_segments.gpx", points: 77, segments: 2, distance: 2149.481897314915, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_style.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_surface.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_temp.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_time.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: 400.567, moving: 400.567, movingDistance: 2228.970156895285),
            .init("gpx/gpx-studio/with_tracks.gpx", points: 77, segments: 2, distance: 2149.481897314915, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpx-studio/with_tracks_and_segments.gpx", points: 79, segments: 4, distance: 2126.2348769869864, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: 401.519, moving: 382.09300000000013, movingDistance: 2126.2348769869864),
            .init("gpx/gpx-studio/with_waypoint.gpx", points: 80, segments: 1, distance: 2228.970156895285, bbox: [4.404968, 50.776129, 4.418383, 50.790867], elevation: (103.3, 137.5), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/Mojstrovka.gpx", points: 184, segments: 1, distance: 2700.9175307580945, bbox: [13.738842, 46.43035, 13.748333, 46.435641], elevation: (1614.678, 2057.36952), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/around-visnjan-with-car.gpx", points: 104, segments: 1, distance: 2736.000845189884, bbox: [13.7115180306, 45.2724756394, 13.7224451825, 45.2809147071], elevation: (195.77, 241.91), duration: 514.0, moving: 265.0, movingDistance: 2700.621529553697),
            .init("gpx/gpxpy/cerknicko-jezero-no-creator.gpx", points: 296, segments: 7, distance: 4576.907484193159, bbox: [14.304350847, 45.744161373, 14.367124261, 45.791722974], elevation: (506.752075, 579.331543), duration: 7190.0, moving: 1967.0, movingDistance: 4177.097945788464),
            .init("gpx/gpxpy/cerknicko-jezero-with-elevations-zero.gpx", points: 296, segments: 7, distance: 4576.907484193159, bbox: [14.304350847, 45.744161373, 14.367124261, 45.791722974], elevation: (0.0, 0.0), duration: 7190.0, moving: 1967.0, movingDistance: 4177.097945788464),
            .init("gpx/gpxpy/cerknicko-jezero-without-elevations.gpx", points: 296, segments: 7, distance: 4576.907484193159, bbox: [14.304350847, 45.744161373, 14.367124261, 45.791722974], elevation: nil, duration: 7176.0, moving: 1953.0, movingDistance: 4167.184106590997),
            .init("gpx/gpxpy/cerknicko-jezero.gpx", points: 296, segments: 7, distance: 4576.907484193159, bbox: [14.304350847, 45.744161373, 14.367124261, 45.791722974], elevation: (506.752075, 579.331543), duration: 7190.0, moving: 1967.0, movingDistance: 4177.097945788464),
            .init("gpx/gpxpy/cerknicko-without-times.gpx", points: 296, segments: 7, distance: 4576.907484193159, bbox: [14.304350847, 45.744161373, 14.367124261, 45.791722974], elevation: (506.752075, 579.331543), duration: 57.0, moving: 57.0, movingDistance: 53.100041948092155),
            .init("gpx/gpxpy/first_and_last_elevation.gpx", points: 10, segments: 1, distance: 195799.32227341438, bbox: [14.22317069, 45.148820188, 15.1625017447, 46.148820188], elevation: (140.0, 140.0), duration: 7200.0, moving: 7200.0, movingDistance: 195799.32227341438),
            .init("gpx/gpxpy/gpx-with-node-with-comments.gpx", points: 1, segments: 1, distance: 0.0, bbox: [-0.134462, 51.519402, -0.134462, 51.519402], elevation: (81.0, 81.0), duration: 0.0, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/gpx1.0_with_all_fields.gpx", points: 1, segments: 1, distance: 0.0, bbox: [-20.2, 10.1, -20.2, 10.1], elevation: (11.1, 11.1), duration: 0.0, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/gpx1.1_with_all_fields.gpx", points: 1, segments: 1, distance: 0.0, bbox: [-20.2, 10.1, -20.2, 10.1], elevation: (11.1, 11.1), duration: 0.0, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/korita-zbevnica.gpx", points: 871, segments: 3, distance: 14914.283303722175, bbox: [14.003989119, 45.367775448, 14.167956915, 45.463080872], elevation: (722.087402, 1050.858154), duration: 13381.0, moving: 5900.0, movingDistance: 5476.375629053347),
            .init("gpx/gpxpy/route.gpx", points: 55, segments: 1, distance: 6690.968593725476, bbox: [13.7244129181, 45.2785197363, 13.7491938472, 45.2916976812], elevation: nil, duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/track-with-empty-segment.gpx", points: 9, segments: 1, distance: 85.98741512098593, bbox: [6.0819695, 50.7772126, 6.0827233, 50.7777341], elevation: (191.5999756, 191.5999756), duration: 76.0, moving: 32.0, movingDistance: 79.1150715556714),
            .init("gpx/gpxpy/track-with-extremes.gpx", points: 25, segments: 1, distance: 2207.0773136803505, bbox: [13.50758978, 45.479033517, 13.520498463, 45.485465008], elevation: (10.0, 30.0), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/track-with-less-sec-time.gpx", points: 2, segments: 1, distance: 1.5637689065613802, bbox: [9.992872, 57.011456, 9.992874, 57.01147], elevation: (23.551199, 23.5536), duration: 0.994, moving: 0.994, movingDistance: 1.5637689065613802),
            .init("gpx/gpxpy/track-with-small-floats.gpx", points: 3, segments: 1, distance: 9413.271280464165, bbox: [8.1658e-05, 9.1697e-05, 0.00758978, 0.084886217], elevation: (5e-06, 12.0), duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/track_with_dilution_errors.gpx", points: 1, segments: 1, distance: 0.0, bbox: [13.2, 12.1, 13.2, 12.1], elevation: nil, duration: nil, moving: nil, movingDistance: nil),
            .init("gpx/gpxpy/track_with_speed.gpx", points: 3, segments: 1, distance: 18.658269798283605, bbox: [5.541333, 52.330848, 5.541371, 52.331014], elevation: (48.962041, 58.166437), duration: 13.0, moving: 13.0, movingDistance: 18.658269798283605),
            .init("osm/helsinki-run.gpx", points: 1289, segments: 1, distance: 4469.724337490838, bbox: [24.9405079, 60.1707675, 24.9477888, 60.1779931], elevation: (7.2, 23.3), duration: 1388.0, moving: 1384.0, movingDistance: 4189.145036586663),
    ]

    func testEveryFixtureAgreesWithGpxpyAndGeographicLib() throws {
        for fact in Self.facts {
            let track = try GPXReader().read(contentsOf: TestPaths.fixture(fact.file))
            let statistics = RouteStatistics(track: track)
            XCTAssertEqual(statistics.pointCount, fact.points, fact.file)
            XCTAssertEqual(statistics.segmentCount, fact.segments, fact.file)
            // The issue asks for 1e-5 relative; Vincenty and Karney agree far closer.
            XCTAssertEqual(statistics.distance, fact.distance, accuracy: max(fact.distance * 1e-9, 1e-6), fact.file)
            let bbox = try XCTUnwrap(statistics.bounds?.bbox, fact.file)
            for (a, b) in zip(bbox, fact.bbox) { XCTAssertEqual(a, b, accuracy: 1e-12, fact.file) }
            XCTAssertEqual(statistics.minimumElevation, fact.elevation?.0, fact.file)
            XCTAssertEqual(statistics.maximumElevation, fact.elevation?.1, fact.file)
            if let duration = fact.duration {
                // Times are doubles of ~1e9 s: agreement to 10 µs is all their precision allows.
                XCTAssertEqual(try XCTUnwrap(statistics.duration, fact.file), duration, accuracy: 1e-5, fact.file)
            } else {
                XCTAssertNil(statistics.duration, fact.file)
            }
            if let moving = fact.moving {
                XCTAssertEqual(try XCTUnwrap(statistics.movingTime, fact.file), moving, accuracy: 1e-5, fact.file)
            } else {
                XCTAssertNil(statistics.movingTime, fact.file)
            }
            if let movingDistance = fact.movingDistance {
                let measured = try XCTUnwrap(statistics.movingDistance, fact.file)
                XCTAssertEqual(measured, movingDistance, accuracy: max(movingDistance * 1e-9, 1e-6), fact.file)
            } else {
                XCTAssertNil(statistics.movingDistance, fact.file)
            }
        }
    }
}
