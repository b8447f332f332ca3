import RouteCardStyle

extension Style {
    /// The style with a MapLibre style as its base map (see `applying(basemap: Basemap)`).
    public func applying(basemap: MapLibreStyle) -> Style {
        applying(basemap: basemap.basemap)
    }
}
