GPXParseBenchmark.run(quick: CommandLine.arguments.contains("--quick"))
print("x")
RasterBenchmark.run(quick: CommandLine.arguments.contains("--quick"))
