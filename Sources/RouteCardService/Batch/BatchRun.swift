import Foundation
import RouteCardEngine
import RouteCardText

/// The shared state of a running batch: which job is next, each job's outcome, and the progress
/// display. Workers on any thread call `next()` and `finish(_:_:)`; a lock guards everything.
final class BatchRun: @unchecked Sendable {
    private let lock = NSLock()
    private let jobs: [BatchJob]
    private let console: Console
    private let quiet: Bool
    private let start: DispatchTime
    private var nextIndex = 0
    private var outcomes: [BatchOutcome?]
    private var done = 0
    private var failed = 0
    private var lastDraw: UInt64 = 0

    /// Creates the state for `jobs`, reporting to `console` (nothing per card when `quiet`), with
    /// times counted from `start` (the start of the run, before its jobs were read).
    init(jobs: [BatchJob], console: Console, quiet: Bool, start: DispatchTime = .now()) {
        self.jobs = jobs
        self.start = start
        self.console = console
        self.quiet = quiet
        outcomes = Array(repeating: nil, count: jobs.count)
        if !quiet, let progress = console.progress {
            progress(BatchProgress.bar(done: 0, total: jobs.count, failed: 0, elapsed: 0))
        }
    }

    /// The index of the next job to run, or `nil` when all are taken.
    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < jobs.count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// Records a job's outcome and updates the display.
    func finish(_ index: Int, _ outcome: BatchOutcome) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
        done += 1
        if case .failed = outcome { failed += 1 }
        guard !quiet else { return }
        if let progress = console.progress {
            // Redraw at most every 50 ms, and always at the end.
            let now = DispatchTime.now().uptimeNanoseconds
            if now - lastDraw >= 50_000_000 || done == jobs.count {
                lastDraw = now
                progress(BatchProgress.bar(done: done, total: jobs.count, failed: failed, elapsed: elapsed))
            }
        } else {
            console.writeError(BatchProgress.line(done: done, total: jobs.count, jobLine: jobs[index].line, outcome: outcome))
        }
    }

    /// Prints a card's warning as the job line's: `JOBS:LINE: warning: …` (a card's own
    /// `routecard: warning: ` prefix dropped), between the progress lines.
    func warn(file: String, line: Int, _ warning: String) {
        lock.lock()
        defer { lock.unlock() }
        let message = warning.hasPrefix("routecard: warning: ") ? String(warning.dropFirst("routecard: warning: ".count)) : warning
        console.writeError(DiagnosticFormatter.line(file: file, line: line, column: nil, severity: .warning, message: message))
    }

    /// Seconds since the run started.
    var elapsed: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    /// Every outcome in job order (after all workers are done).
    var results: [(job: BatchJob, outcome: BatchOutcome)] {
        lock.lock()
        defer { lock.unlock() }
        return zip(jobs, outcomes).map { ($0, $1 ?? .failed(BatchFailure("not run"))) }
    }
}
