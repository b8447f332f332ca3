extension GeoCoordinate {
    /// The point a fraction of the way from this coordinate to `other` on the straight Web
    /// Mercator line between them — on the line a card draws between two track points.
    ///
    /// Longitudes take the short way across the antimeridian; the result is wrapped to −180…180.
    public func interpolated(to other: GeoCoordinate, fraction: Double) -> GeoCoordinate {
        var delta = other.longitude - longitude
        if delta > 180 || delta < -180 { delta -= 360 * (delta / 360).rounded() }
        var interpolatedLongitude = longitude + fraction * delta
        if interpolatedLongitude > 180 || interpolatedLongitude < -180 {
            interpolatedLongitude -= 360 * (interpolatedLongitude / 360).rounded()
        }
        let ya = WebMercator.y(latitude: latitude), yb = WebMercator.y(latitude: other.latitude)
        return GeoCoordinate(latitude: WebMercator.latitude(y: ya + fraction * (yb - ya)), longitude: interpolatedLongitude)
    }
}
