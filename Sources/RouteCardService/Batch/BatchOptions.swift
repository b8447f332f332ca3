import Foundation
import RouteCardEngine
import RouteCardInput

/// The parsed options of `routecard batch`.
package struct BatchOptions: CommandOptions {
    /// The jobs file, or `-` for standard input; empty with ``exportFolder``.
    var jobsFile: String
    /// An unpacked Strava export or a folder of activity files to make the jobs from (`--from-export`).
    var exportFolder: String?
    /// The style of the cards made from an export (`--style`, default `default`).
    var exportStyle = "default"
    /// The output format of the cards made from an export (`--as png|svg|pdf`, default png).
    var exportExtension = "png"
    /// Print the jobs made from an export instead of rendering them (`--print-jobs`).
    var printJobs = false
    /// Worker count; default the number of cores.
    var workers: Int
    /// Folder relative output paths resolve against (default: the jobs file's folder).
    var outputDirectory: String?
    /// Re-render cards whose outputs are up to date.
    var force = false
    /// Print only the summary and failures.
    var quiet = false
    /// `--max-input`, `--max-points`: the limits of the jobs file and of every card's input.
    var limits = InputLimits()
    /// Let jobs write outside the output folder (`--allow-outside-out-dir`).
    var allowsOutside = false
    /// `--shard K/N` or `auto/N`: render only this shard's jobs.
    var shard: BatchShard?

    /// How the cards fetch tiles over HTTP (`--user-agent`, `--offline`, …), for every card of the run.
    var network = TileNetworkOptions()

    package static let valued: Set<String> = Set(["--jobs", "--out-dir", "--from-export", "--style", "--as", "--shard"])
        .union(InputOptionValues.limitOptions).union(TileNetworkOptions.valued)
    package static let flags: Set<String> = Set(["--force", "--quiet", "--help", "--print-jobs", "--allow-outside-out-dir"])
        .union(TileNetworkOptions.flags)
    package static let aliases = ["-j": "--jobs", "-q": "--quiet", "-h": "--help"]

    package init(_ arguments: ArgumentList) throws(CLIError) {
        exportFolder = arguments.values["--from-export"]
        printJobs = arguments.flags.contains("--print-jobs")
        if let exportFolder {
            guard arguments.positionals.isEmpty else {
                throw .usage("--from-export \(exportFolder) makes the jobs: give no JOBS file as well")
            }
            exportStyle = arguments.values["--style"] ?? "default"
            if let format = arguments.values["--as"] {
                guard ["png", "svg", "pdf"].contains(format.lowercased()) else {
                    throw .usage("bad --as \"\(format)\": expected png, svg or pdf")
                }
                exportExtension = format.lowercased()
            }
        } else {
            for option in ["--style", "--as", "--print-jobs"]
            where arguments.values[option] != nil || (option == "--print-jobs" && printJobs) {
                throw .usage("\(option) only goes with --from-export DIR (a jobs file names each card's style and outputs)")
            }
        }
        guard exportFolder != nil || arguments.positionals.count == 1 else {
            throw .usage(arguments.positionals.isEmpty
                ? "no jobs file: give a file of JSON lines (or - for standard input)"
                : "expected one JOBS file, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        jobsFile = arguments.positionals.first ?? ""
        force = arguments.flags.contains("--force")
        quiet = arguments.flags.contains("--quiet")
        allowsOutside = arguments.flags.contains("--allow-outside-out-dir")
        limits = try InputOptionValues.limits(arguments)
        network = try TileNetworkOptions(arguments)
        outputDirectory = arguments.values["--out-dir"]
        shard = try arguments.values["--shard"].map { text throws(CLIError) in try BatchShard(parsing: text) }
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
