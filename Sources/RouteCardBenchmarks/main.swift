GPXParseBenchmark.run(quick: CommandLine.arguments.contains("--quick"))
print("x")
