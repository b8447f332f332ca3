import Foundation
import RouteCardEngine
import RouteCardImages
import RouteCard
import RouteCardInput
import RouteCardRaster

/// The state of one `routecard live` run: the map, which lines were rejected, and when frames
/// were written. Every method takes the lock, so a signal handler on another thread can end the
/// run with a complete final frame while the reading loop is anywhere.
final class LiveSession: @unchecked Sendable {
    private let lock = NSLock()
    private var map: LiveMap
    private let parser = AnnotationLineParser(path: "<stdin>")
    private let output: String
    private let png: String?
    private let rasterizer: Rasterizer
    private let framesDirectory: String?
    private let interval: Double
    private let console: Console
    private let quiet: Bool
    private(set) var lineNumber = 0
    private(set) var rejected = 0
    private var accepted = 0
    private var framesWritten = 0
    private var dirty = false
    private var lastFrame: Double = -.infinity
    private var finished = false

    /// A session drawing `map`'s frames to `output` (and `png`, drawn by `rasterizer`).
    init(map: LiveMap, output: String, png: String? = nil, rasterizer: Rasterizer = Rasterizer(), framesDirectory: String?, interval: Double,
         console: Console, quiet: Bool) {
        self.map = map
        self.output = output
        self.png = png
        self.rasterizer = rasterizer
        self.framesDirectory = framesDirectory
        self.interval = interval
        self.console = console
        self.quiet = quiet
    }

    /// Monotonic milliseconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Handles one line: a rejected line is reported with its number and skipped; an accepted
    /// update may write a frame (the first always does; then at most one per interval).
    func handle(_ line: UnsafeBufferPointer<UInt8>) throws(CLIError) {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        lineNumber += 1
        switch parser.parse(line, lineNumber: lineNumber) {
        case .success(nil):
            return
        case .success(let update?):
            map.apply(update)
            accepted += 1
            dirty = true
            if framesWritten == 0 || interval == 0 || Self.now() - lastFrame >= interval {
                try writeFrame()
            }
        case .failure(let error):
            rejected += 1
            console.writeError(error.description + " (line skipped)")
        }
    }

    /// Milliseconds until a pending frame is due (0 when overdue), or −1 when nothing is pending.
    func millisecondsUntilDue() -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        guard dirty, !finished else { return -1 }
        return Int32(max(0, min(lastFrame + interval - Self.now(), 3_600_000)).rounded(.up))
    }

    /// Writes the pending frame if its interval has passed.
    func flushIfDue() throws(CLIError) {
        lock.lock()
        defer { lock.unlock() }
        guard dirty, !finished, Self.now() - lastFrame >= interval else { return }
        try writeFrame()
    }

    /// Ends the run: writes the final frame (when anything changed since the last one, or when
    /// none was written yet) and returns the exit code: 0, or 65 when any line was rejected.
    /// Later calls do nothing and return the same code.
    func finish(reason: String) throws(CLIError) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if !finished {
            finished = true
            if dirty || framesWritten == 0 { try writeFrame() }
            if !quiet {
                console.writeError("\(reason): \(accepted) update\(accepted == 1 ? "" : "s"), \(rejected) rejected line\(rejected == 1 ? "" : "s"), "
                    + "\(framesWritten) frame\(framesWritten == 1 ? "" : "s"); \(map.annotations.count) annotation\(map.annotations.count == 1 ? "" : "s") in the last, written to \(output)")
            }
        }
        return rejected > 0 ? 65 : 0
    }

    /// Renders the current frame and writes it atomically (and numbered into the frames folder).
    /// Called with the lock held.
    private func writeFrame() throws(CLIError) {
        // The frame's picture is made as every card's is (the engine's step from scene to bytes).
        let picture = CardPicture(scene: map.scene(), canvas: map.style.canvas, precision: map.precision)
        let svg = picture.svg
        var pngBytes: [UInt8]?
        if png != nil {
            do {
                pngBytes = try picture.bytes(.png, rasterizer: rasterizer)
            } catch {
                throw CardEngine.rasterFailure(error)
            }
        }
        try AtomicFile.write(svg, to: output, sync: false)
        if let png, let pngBytes { try AtomicFile.write(pngBytes, to: png, sync: false) }
        framesWritten += 1
        if let framesDirectory {
            var name = String(framesWritten)
            if name.count < 6 { name = String(repeating: "0", count: 6 - name.count) + name }
            try AtomicFile.write(svg, to: framesDirectory + "/" + name + ".svg", sync: false)
            if let pngBytes { try AtomicFile.write(pngBytes, to: framesDirectory + "/" + name + ".png", sync: false) }
        }
        dirty = false
        lastFrame = Self.now()
    }
}
