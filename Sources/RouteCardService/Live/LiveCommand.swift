import Foundation
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardStyle

/// `routecard live`: reads newline-delimited JSON updates from standard input and keeps an SVG
/// frame of the annotations inside a region up to date, written atomically.
///
/// A frame is written after the first update, then after each update, or at most once per
/// `--interval` milliseconds when updates come faster (a pending frame is written when its interval
/// has passed even if no more lines arrive). At the end of input — or on SIGINT/SIGTERM — the
/// final frame is written and the command exits: 0 when every line was accepted, 65 when some
/// were rejected (each is reported on standard error with its line number and skipped).
package struct LiveCommand {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where messages go.
    var console: Console
    /// The descriptor updates are read from (standard input).
    var input: Int32 = STDIN_FILENO

    /// The `live` command with the layer types of `registry`, its messages to `console`.
    package init(registry: LayerRegistry, console: Console) {
        self.registry = registry
        self.console = console
    }

    package func run(_ options: LiveOptions) throws(CLIError) {
        // Fail before waiting for input when a frame cannot be written at all.
        try AtomicFile.checkTarget(options.output)
        if let png = options.png { try AtomicFile.checkTarget(png) }
        // The map as every card is made: the job's style, overrides, title, tiles and route through
        // the card engine. Tiles on a server are fetched once and then come from the disk cache.
        let engine = CardEngine(registry: registry, console: console)
        let (map, rasterizer) = try engine.liveMap(options.job, region: GeoRegion(center: options.center, radius: options.radius),
                                                   formats: options.formats, warn: console.writeError)
        if let directory = options.framesDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw .failure("cannot create the frames folder \(directory): \(error.localizedDescription)")
            }
        }
        let session = LiveSession(map: map, output: options.output, png: options.png, rasterizer: rasterizer,
                                  framesDirectory: options.framesDirectory, interval: options.interval, console: console, quiet: options.quiet)

        // SIGINT/SIGTERM: finish with a complete final frame (the session's lock waits for any
        // frame being written), then exit. The signals are blocked in this thread (and so in the
        // threads it starts) so that only the dispatch source receives them (Linux's libdispatch
        // reads them through a signalfd, which needs them blocked rather than ignored).
        let console = self.console
        let queue = DispatchQueue(label: "routecard.live.signals")
        var sources: [any DispatchSourceSignal] = []
        var blocked = sigset_t(), previousMask = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        sigaddset(&blocked, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                var code: Int32
                do throws(CLIError) {
                    code = try session.finish(reason: number == SIGINT ? "interrupted" : "terminated")
                    if code == 65 { console.writeError(Self.rejectedMessage(session.rejected)) }
                } catch {
                    console.writeError(error.message)
                    code = error.exitCode
                }
                exit(code)
            }
            source.resume()
            sources.append(source)
        }
        defer {
            for source in sources { source.cancel() }
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }

        try readLoop(session)
        if try session.finish(reason: "end of input") == 65 {
            throw .data(Self.rejectedMessage(session.rejected))
        }
    }

    static func rejectedMessage(_ count: Int) -> String {
        "<stdin>: error: \(count) line\(count == 1 ? " was" : "s were") rejected (reported above)"
    }

    /// Reads lines as they arrive, writing frames that fall due while the input is quiet.
    private func readLoop(_ session: LiveSession) throws(CLIError) {
        var lines = LineBuffer()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { chunk.deallocate() }
        var thrown: CLIError?
        while true {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, session.millisecondsUntilDue())
            if ready < 0 {
                if errno == EINTR { continue }
                throw .failure("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if ready == 0 {
                try session.flushIfDue()
                continue
            }
            let count = read(input, chunk.baseAddress, chunk.count)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .failure("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            lines.append(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            lines.drainLines { line in
                guard thrown == nil else { return }
                do throws(CLIError) {
                    try Self.checkLine(line, number: session.lineNumber + 1)
                    try session.handle(line)
                } catch { thrown = error }
            }
            if let thrown { throw thrown }
            if lines.pendingCount > Self.maximumLineLength {
                throw Self.tooLong(session.lineNumber + 1)
            }
            try session.flushIfDue()
        }
        if let rest = lines.takeRest() {
            try rest.withUnsafeBufferPointer { (buffer) throws(CLIError) in
                try Self.checkLine(buffer, number: session.lineNumber + 1)
                try session.handle(buffer)
            }
        }
    }

    /// The longest update line: 1 MiB (an update is a few hundred bytes).
    static let maximumLineLength = InputLimits().maximumLineLength

    /// Stops the run on input that cannot be JSON lines: a line over the length limit, or a NUL byte
    /// (binary data such as `/dev/urandom`, which would otherwise be rejected line by line forever).
    static func checkLine(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(CLIError) {
        if line.count > maximumLineLength { throw tooLong(number) }
        if let base = line.baseAddress, memchr(base, 0, line.count) != nil {
            throw .data("<stdin>:\(number): error: binary data (a NUL byte) on standard input: live reads one JSON object per line")
        }
    }

    static func tooLong(_ number: Int) -> CLIError {
        .data("<stdin>:\(number): error: a line longer than \(InputLimits.describe(maximumLineLength)), the line length limit")
    }
}
