import RouteCardGeo

extension PointMeasure {
    /// A base-unit value (see `PointMeasure`) in the unit `["point", NAME]` gives in a style:
    /// speed in km/h (`mph` imperial), pace in minutes per km (per mile), elevation in metres
    /// (feet); heart rate bpm, cadence rpm, power W, temperature °C, grade %, time seconds and
    /// progress 0…1 in both.
    public func styleValue(_ base: Double, units: UnitSystem) -> Double {
        let imperial = units == .imperial
        switch self {
        case .speed: return imperial ? base * 3600 / 1609.344 : base * 3.6
        case .pace: return imperial ? base * 1.609344 / 60 : base / 60
        case .elevation: return imperial ? base / 0.3048 : base
        default: return base
        }
    }
}
