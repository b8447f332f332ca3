print("x")
MapBenchmark.run(quick: CommandLine.arguments.contains("--quick"))
