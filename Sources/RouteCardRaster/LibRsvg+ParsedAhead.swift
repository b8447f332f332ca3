import Dispatch
import Foundation

extension LibRsvg {
    /// A second handle of a document, parsed on a background thread from the moment it is made.
    /// The same thread then runs what ``run(_:)`` gives it (the second half of a drawing, so the
    /// handle never changes threads) or, after ``finish()`` without a run, nothing; either way it
    /// releases the handle itself. Every ``ParsedAhead`` must be finished (the thread waits for it).
    final class ParsedAhead: @unchecked Sendable {
        private let go = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        /// Written before `go` is signalled, read after it: the semaphore orders them.
        private var work: ((Result<OpaquePointer, RasterError>) -> Void)?
        private var started = false, done = false

        init(_ svg: [UInt8]) {
            DispatchQueue.global().async {
                let result = Result { () throws(RasterError) in try LibRsvg.openHandle(svg) }
                self.go.wait()
                self.work?(result)
                if case .success(let handle) = result { LibRsvg.release(handle) }
                self.finished.signal()
            }
        }

        /// Runs `work` with the parsed handle (or the parse's error) on the parsing thread, once
        /// the parse is done; returns at once. Call at most once, from one thread.
        func run(_ work: @escaping (Result<OpaquePointer, RasterError>) -> Void) {
            precondition(!started, "ParsedAhead runs one piece of work")
            self.work = work
            started = true
            go.signal()
        }

        /// Waits until the work given to ``run(_:)`` (if any) is done and the handle released.
        func finish() {
            guard !done else { return }
            if !started {
                started = true
                go.signal()
            }
            finished.wait()
            done = true
        }
    }
}
