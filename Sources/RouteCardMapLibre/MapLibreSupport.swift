import RouteCardStyle

/// How RouteCard draws one MapLibre style property (see `MapLibreProperty`).
public typealias MapLibreSupport = BasemapSupport
