import Foundation

/// The parsed options of `routecard batch`.
struct BatchOptions: CommandOptions {
    /// The jobs file, or `-` for standard input.
    var jobsFile: String
    /// Worker count; default the number of cores.
    var workers: Int
    /// Folder relative output paths resolve against (default: the jobs file's folder).
    var outputDirectory: String?
    /// Re-render cards whose outputs are up to date.
    var force = false
    /// Print only the summary and failures.
    var quiet = false

    static let valued: Set<String> = ["--jobs", "--out-dir"]
    static let flags: Set<String> = ["--force", "--quiet", "--help"]
    static let aliases = ["-j": "--jobs", "-q": "--quiet", "-h": "--help"]

    init(_ arguments: ArgumentList) throws(CLIError) {
        guard arguments.positionals.count == 1 else {
            throw .usage(arguments.positionals.isEmpty
                ? "no jobs file: give a file of JSON lines (or - for standard input)"
                : "expected one JOBS file, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        jobsFile = arguments.positionals[0]
        force = arguments.flags.contains("--force")
        quiet = arguments.flags.contains("--quiet")
        outputDirectory = arguments.values["--out-dir"]
        if let text = arguments.values["--jobs"] {
            guard let value = Int(text), (1...256).contains(value) else {
                throw .usage("bad --jobs \"\(text)\": expected a whole number of workers in 1…256, e.g. 2")
            }
            workers = value
        } else {
            workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        }
    }
}
