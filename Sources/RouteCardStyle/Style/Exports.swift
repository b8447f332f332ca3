// The modules a layer type touches, re-exported so a plugin that imports RouteCardStyle alone can
// still write one, as it could before they were split out of this module: RouteCardMap (the map
// sources a layer draws from: `MapSources`, `MapSource`, `ResourceResolver`), RouteCardExpressions
// (`StyleProperty`, `UnitSystem`, the expressions of its properties) and RouteCardText (the
// diagnostics it reports: `Diagnostic`, `DiagnosticCode`, `StyleError`; the `JSONNode`s of
// `StyleObject`). The package's own files import each module they use explicitly.
@_exported import RouteCardExpressions
@_exported import RouteCardMap
@_exported import RouteCardText
