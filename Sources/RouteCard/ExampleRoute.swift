import RouteCardGeo
import RouteCardInput

/// The bundled example route: a 4.47 km morning run through central Helsinki (1,289 points).
///
/// Derived from OpenStreetMap data (© OpenStreetMap contributors, ODbL 1.0); the file is
/// `Examples/data/helsinki-run.gpx` and is compiled into the binary for `routecard render --example`.
public enum ExampleRoute {
    /// The name used in messages for the example input.
    public static let fileName = "helsinki-run.gpx"

    /// The example's GPX bytes.
    public static var bytes: [UInt8] { Array(gpx.utf8) }

    /// The example route read into a track.
    public static func track() throws(InputError) -> Track {
        try GPXReader().read(bytes, path: fileName)
    }
}
