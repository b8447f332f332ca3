print("x")
LiveBenchmark.run(quick: CommandLine.arguments.contains("--quick"))
