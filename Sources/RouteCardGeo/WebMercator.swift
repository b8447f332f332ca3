import Foundation

/// The spherical Web Mercator projection (EPSG:3857) on a unit world square.
///
/// World coordinates run from 0 to 1: `x = 0` is 180° W, `x = 1` is 180° E, `y = 0` is the
/// northern latitude limit and `y = 1` the southern one. Zoom levels follow MapLibre's convention
/// (512-point tiles): at zoom `z` the world is `512 · 2^z` points wide, so a card shows the zoom a
/// MapLibre map of the same size in CSS pixels would show.
public enum WebMercator {
    /// The latitude limit in degrees; latitudes beyond it are clamped.
    public static let maxLatitude = 85.05112878
    /// The equatorial circumference of the sphere the projection uses, in metres (2π · 6378137).
    public static let earthCircumference = 40_075_016.685_578_49

    /// World x (0…1 for −180…180°) of a longitude in degrees; longitudes outside ±180 map outside 0…1.
    @inlinable
    public static func x(longitude: Double) -> Double {
        (longitude + 180) / 360
    }

    /// World y (0 at the north limit, 1 at the south limit) of a latitude in degrees, clamped to ±`maxLatitude`.
    @inlinable
    public static func y(latitude: Double) -> Double {
        let clamped = min(max(latitude, -maxLatitude), maxLatitude)
        let sine = sin(clamped * .pi / 180)
        return 0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)
    }

    /// Longitude in degrees of a world x.
    public static func longitude(x: Double) -> Double {
        x * 360 - 180
    }

    /// Latitude in degrees of a world y.
    public static func latitude(y: Double) -> Double {
        let n = .pi * (1 - 2 * y)
        return atan(sinh(n)) * 180 / .pi
    }

    /// World units per metre on the ground at a latitude (the Mercator scale factor applied).
    public static func worldUnitsPerMetre(latitude: Double) -> Double {
        let clamped = min(max(latitude, -maxLatitude), maxLatitude)
        return 1 / (earthCircumference * cos(clamped * .pi / 180))
    }

    /// The world's width in points at zoom 0 (MapLibre's 512-pixel tiles).
    public static let tileSize = 512.0

    /// Canvas points per world unit at a fractional zoom level (512-point tiles, MapLibre's zoom).
    public static func scale(zoom: Double) -> Double {
        tileSize * pow(2, zoom)
    }

    /// The fractional zoom level whose world is `scale` points wide.
    public static func zoom(scale: Double) -> Double {
        log2(scale / tileSize)
    }
}
