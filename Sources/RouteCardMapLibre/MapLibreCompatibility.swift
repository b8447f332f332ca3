import RouteCardStyle

/// How much of a MapLibre style a card draws (RouteCardStyle's format-neutral tally): its layers
/// drawn, hidden and skipped, and its property uses supported, approximated and ignored.
public typealias MapLibreCompatibility = BasemapCompatibility
