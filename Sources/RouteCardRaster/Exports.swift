// `import RouteCardRaster` gives the whole engine plus PNG/PDF output.
@_exported import RouteCard
