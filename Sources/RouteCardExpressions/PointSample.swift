import RouteCardGeo

/// One route point as `["point", NAME]` reads it: a point of a segment's `PointSeries`, its
/// values converted to the style's units (see `PointMeasure.styleValue(_:units:)`).
public struct PointSample: Sendable {
    /// The segment's values.
    public var series: PointSeries
    /// The point's index in the segment.
    public var index: Int
    /// The style's units.
    public var units: UnitSystem

    /// Creates a sample.
    public init(series: PointSeries, index: Int, units: UnitSystem) {
        self.series = series
        self.index = index
        self.units = units
    }

    /// A value at the point in the style's units, when known.
    public func value(_ measure: PointMeasure) -> Double? {
        series.value(measure, at: index).map { measure.styleValue($0, units: units) }
    }
}
