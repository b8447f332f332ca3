// The RouteCard library re-exports every engine module, so `import RouteCard` is all a user needs.
@_exported import RouteCardGeo
@_exported import RouteCardInput
@_exported import RouteCardScene
@_exported import RouteCardStyle
@_exported import RouteCardSVG
@_exported import RouteCardText
