/// A longitude/latitude box in RFC 7946 `bbox` order: west, south, east, north (degrees).
///
/// A box that crosses the antimeridian has `west > east` (e.g. Fiji: west 177.2, east −179.9).
public struct GeoBounds: Sendable, Hashable, Codable {
    /// Western edge in degrees, −180…180.
    public var west: Double
    /// Southern edge in degrees, −90…90.
    public var south: Double
    /// Eastern edge in degrees, −180…180; less than `west` across the antimeridian.
    public var east: Double
    /// Northern edge in degrees, −90…90.
    public var north: Double

    /// Creates a box from its edges in degrees.
    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// Whether the box crosses the antimeridian (`west > east`).
    public var crossesAntimeridian: Bool { west > east }

    /// The RFC 7946 `bbox` array: `[west, south, east, north]`.
    public var bbox: [Double] { [west, south, east, north] }

    /// The tightest box around coordinates, choosing across the antimeridian when narrower.
    ///
    /// Longitudes are compared in two windows, cut at ±180° and at 0°/360°; the narrower wins.
    /// This is exact for any set of points spanning less than 180° of longitude. `nil` when
    /// there are no valid coordinates.
    public init?<S: Sequence>(_ coordinates: S) where S.Element == GeoCoordinate {
        var south = Double.infinity, north = -Double.infinity
        var west = Double.infinity, east = -Double.infinity
        var westShifted = Double.infinity, eastShifted = -Double.infinity
        for coordinate in coordinates where coordinate.isValid {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            var longitude = coordinate.longitude.truncatingRemainder(dividingBy: 360)
            if longitude > 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
            west = min(west, longitude)
            east = max(east, longitude)
            let shifted = longitude < 0 ? longitude + 360 : longitude
            westShifted = min(westShifted, shifted)
            eastShifted = max(eastShifted, shifted)
        }
        guard south <= north else { return nil }
        if eastShifted - westShifted < east - west {
            west = westShifted > 180 ? westShifted - 360 : westShifted
            east = eastShifted > 180 ? eastShifted - 360 : eastShifted
        }
        self.init(west: west, south: south, east: east, north: north)
    }
}
