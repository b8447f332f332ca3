import Foundation
import RouteCardEngine
import RouteCardTiles
import RouteCard
import RouteCardStyle
import RouteCardText

/// `routecard batch JOBS`: many cards from a file of JSON lines, on several workers at once;
/// `routecard batch --from-export DIR`: one card per activity of an export (``ExportFolder``).
///
/// Each card runs through the same `CardPipeline` as `render`. A failing card does not stop the
/// others; the summary lists each failure with its line. Cards whose outputs are newer than their
/// input and style file are skipped unless `--force`. With `--shard K/N` only the jobs of that
/// shard are rendered (``BatchShard``).
package struct BatchCommand {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where messages go (and the jobs come from, for `-`).
    var console: Console
    /// Flushes the batch's files to disk once, after the last card (`sync`: syncfs is not exported
    /// to Swift by Glibc).
    var flush: @Sendable () -> Void = { sync() }

    /// The `batch` command with the layer types of `registry`, its messages to `console`.
    package init(registry: LayerRegistry, console: Console) {
        self.registry = registry
        self.console = console
    }

    /// `path` (absolute) relative to `folder` when it is inside it lexically, else `path` as it is
    /// (which ``ExportFolder/outside(_:folder:)`` then finds outside).
    static func relative(_ path: String, to folder: String) -> String {
        let root = LocalPath.lexical(LocalPath.join(folder, to: FileManager.default.currentDirectoryPath))
        let target = LocalPath.lexical(path)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : target
    }

    package func run(_ options: BatchOptions) throws(CLIError) {
        // The closing line's time is the whole run's: reading the jobs, every card, the flush.
        let start = DispatchTime.now()
        let bytes: [UInt8]
        let fileName: String
        let baseDirectory: String
        let currentDirectory = FileManager.default.currentDirectoryPath
        if let folder = options.exportFolder {
            bytes = try ExportFolder(folder: folder, style: options.exportStyle, outputExtension: options.exportExtension).jobLines()
            if options.printJobs {
                console.writeOut(bytes)
                return
            }
            fileName = "--from-export \(folder)"
            baseDirectory = LocalPath.join(folder, to: currentDirectory)
        } else if options.jobsFile == "-" {
            bytes = try InputLoader(console: console).readStandardInput(limit: options.limits.maximumInputSize, text: "JSON lines (a jobs file)")
            fileName = "<stdin>"
            baseDirectory = currentDirectory
        } else {
            bytes = try InputLoader.readFile(options.jobsFile, what: "jobs file", limit: options.limits.maximumInputSize)
            fileName = options.jobsFile
            baseDirectory = URL(fileURLWithPath: options.jobsFile).deletingLastPathComponent().path
        }
        // Cards made from an export go to the current folder, never into the export.
        var outputDirectory = options.exportFolder == nil ? baseDirectory : currentDirectory
        if let directory = options.outputDirectory {
            outputDirectory = LocalPath.join(directory, to: currentDirectory)
        }
        if let folder = options.exportFolder, ExportFolder.outside(Self.relative(outputDirectory, to: folder), folder: folder) == nil
            || LocalPath.lexical(outputDirectory) == LocalPath.lexical(LocalPath.join(folder, to: currentDirectory)) {
            throw .usage("the cards would be written into the export folder \(folder) (\(options.outputDirectory.map { "--out-dir " + $0 } ?? "the current folder")): "
                + "an export is left as it was downloaded; give --out-dir a folder outside it")
        }
        if let directory = options.outputDirectory {
            do {
                try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            } catch {
                throw .failure("cannot create the output folder \(directory): \(error.localizedDescription)")
            }
        }
        var allJobs = BatchJobReader(limits: options.limits, fileName: fileName, baseDirectory: baseDirectory, outputDirectory: outputDirectory,
                                     allowsOutside: options.allowsOutside).read(bytes)
        guard !allJobs.isEmpty else {
            throw .data(DiagnosticFormatter.line(file: fileName, line: nil, column: nil, message: "no jobs (expected one JSON object per line)"))
        }
        // No card may replace the jobs file it comes from.
        if options.exportFolder == nil, options.jobsFile != "-" {
            for index in allJobs.indices {
                guard case .success(var card) = allJobs[index].card else { continue }
                card.protectedPaths = [options.jobsFile]
                allJobs[index].card = .success(card)
            }
        }
        if let shard = options.shard {
            // The whole file was read (so a clash of outputs between lines of different shards is
            // still found); this process renders its lines only.
            let total = allJobs.count
            allJobs = allJobs.filter { shard.contains(line: $0.line) }
            if !options.quiet { console.writeError("shard \(shard): \(allJobs.count) of \(total) jobs") }
            guard !allJobs.isEmpty else {
                console.writeError(BatchProgress.summary(total: 0, failed: 0, skipped: 0,
                                                         elapsed: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9))
                return
            }
        }
        let jobs = allJobs

        let state = BatchRun(jobs: jobs, console: console, quiet: options.quiet, start: start)
        // Standard input is not the batch's to use, and cards write nothing of their own: they get a console that drops it
        // (their warnings come through `warn`, as the job line's).
        let cardConsole = Console(writeOut: { _ in }, writeError: { _ in }, readInput: { [] })
        // Files are still replaced atomically, but flushed to disk once at the end, not one by one:
        // two fsyncs a card would make a large batch wait on the disk rather than the CPU.
        var shared = CardPipeline(registry: registry, console: cardConsole, syncEachFile: false)
        shared.tiles = VectorTileProvider(http: options.network.client, allowsMissingTiles: options.network.allowMissingTiles)
        // Workers side by side share the cores: each picture draws and encodes on its share only.
        shared.rasterizer.maxThreads = max(1, ProcessInfo.processInfo.activeProcessorCount / max(1, options.workers))
        let pipeline = shared
        let force = options.force
        let group = DispatchGroup()
        for _ in 0..<min(options.workers, jobs.count) {
            DispatchQueue.global(qos: .userInitiated).async(group: group) {
                while let index = state.next() {
                    let line = jobs[index].line
                    state.finish(index, Self.run(jobs[index], pipeline: pipeline, force: force) { state.warn(file: fileName, line: line, $0) })
                }
            }
        }
        group.wait()
        flush()
        let elapsed = state.elapsed   // after the flush: the files are on disk when the run is done

        let results = state.results
        let failures = results.compactMap { result -> (Int, BatchFailure)? in
            if case .failed(let failure) = result.outcome { (result.job.line, failure) } else { nil }
        }
        let skipped = results.filter { if case .skipped = $0.outcome { true } else { false } }.count
        if !options.quiet, let progress = console.progress { progress("") }
        console.writeError(BatchProgress.summary(total: jobs.count, failed: failures.count, skipped: skipped, elapsed: elapsed))
        guard failures.isEmpty else {
            for (line, failure) in failures { console.writeError("  line \(line): \(failure.reason)") }
            throw .failure("\(failures.count) of \(jobs.count) cards failed")
        }
    }

    /// Runs one job: skipped when up to date (unless forced), else rendered; its warnings go to `warn`.
    private static func run(_ job: BatchJob, pipeline: CardPipeline, force: Bool, warn: (String) -> Void) -> BatchOutcome {
        switch job.card {
        case .failure(let failure):
            return .failed(failure)
        case .success(let card):
            do {
                // An output that is a file the card reads is refused even when it looks up to date.
                try CardPipeline.refuseOverwritingReads(card)
                if !force && OutputFreshness.isUpToDate(card) { return .skipped }
                return .written(try pipeline.run(card, warn: warn))
            } catch {
                return .failed(BatchFailure(error))
            }
        }
    }
}
