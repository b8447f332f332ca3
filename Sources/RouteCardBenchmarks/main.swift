print("x")
RasterBenchmark.run(quick: CommandLine.arguments.contains("--quick"))
