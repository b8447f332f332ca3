// Apps that ship the command line get the whole engine with `import RouteCardCLI`.
@_exported import RouteCard
