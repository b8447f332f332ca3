import Foundation
import RouteCard
import RouteCardRaster
import RouteCardStyle
import RouteCardTiles

/// Delivers a `CardJob` to files, for `render` and `batch`: checks the outputs can be written,
/// has ``CardEngine`` make every format in memory, then writes every output together (an
/// `OutputTransaction`), standard output last.
///
/// The files are renamed into place only when every one of them was written, so any failure
/// leaves no output behind.
package struct CardPipeline: Sendable {
    /// What makes the cards.
    var engine: CardEngine
    /// Whether each file is flushed to disk before its rename (see `AtomicFile.write`); default true.
    var syncEachFile = true

    /// A pipeline over an engine for `registry` and `console`.
    package init(registry: LayerRegistry, console: Console, rasterizer: Rasterizer = Rasterizer(), syncEachFile: Bool = true) {
        engine = CardEngine(registry: registry, console: console, rasterizer: rasterizer)
        self.syncEachFile = syncEachFile
    }

    /// The PNG limits (the engine's).
    package var rasterizer: Rasterizer {
        get { engine.rasterizer }
        set { engine.rasterizer = newValue }
    }

    /// The tiles every card of this pipeline reads (the engine's).
    package var tiles: VectorTileProvider {
        get { engine.tiles }
        set { engine.tiles = newValue }
    }

    /// Runs the job; style warnings go to `warn`, and the input's (unless `job.quiet`). Returns what was written, in the job's order.
    package func run(_ job: CardJob, warn: (String) -> Void) throws(CLIError) -> [WrittenOutput] {
        // An output that cannot be written (missing folder, a folder in the way) costs no work;
        // neither do two outputs that are one file by another name (`./a.svg`, `sub/../a.svg`, a link).
        var seen: [String: String] = [:]
        for output in job.outputs where !output.isStandardOutput {
            let key = try OutputDestination.of(output.path).key
            if let first = seen[key] { throw .usage("\(first) and \(output.path) are one file: give each output once") }
            seen[key] = output.path
        }
        try Self.refuseOverwritingReads(job)
        var formats: [OutputFormat] = []
        for output in job.outputs where !formats.contains(output.format) { formats.append(output.format) }
        let result = try engine.make(job, formats: formats, warn: warn)
        let rendered = job.outputs.map { target in (target, result.outputs.first { $0.format == target.format }!) }
        // All or nothing: every file goes to a temporary, then all are renamed together; standard
        // output is written last, once every file is in place.
        let transaction = OutputTransaction(sync: syncEachFile)
        for (target, output) in rendered where !target.isStandardOutput {
            try transaction.stage(output.bytes, to: target.path)
        }
        try transaction.commit()
        for (target, output) in rendered where target.isStandardOutput {
            engine.console.writeOut(output.bytes)
        }
        return rendered.map { WrittenOutput(target: $0.0, byteCount: $0.1.bytes.count, dimensions: $0.1.dimensions) }
    }

    /// Refuses (64) an output that is a file the job reads — its input, style, base map, sprite, a
    /// tile archive, or one of `job.protectedPaths` (a batch's jobs file) — by device and inode, so
    /// another name, a symbolic or a hard link is caught too: a card never replaces what it is made of.
    package static func refuseOverwritingReads(_ job: CardJob) throws(CLIError) {
        var reads: [(path: String, what: String)] = []
        if let input = job.input, input != "-", !job.mapOnly { reads.append((input, "the input")) }
        if job.styleIsFile { reads.append((job.style, "the style")) }
        if let basemap = job.basemap { reads.append((basemap, "the base map")) }
        if let sprite = job.sprite {
            for suffix in [".json", ".png", "@2x.json", "@2x.png"] { reads.append((sprite + suffix, "the sprite")) }
        }
        for tiles in job.tiles where !tiles.isRemote { reads.append((tiles.path, "a tile archive")) }
        for path in job.protectedPaths { reads.append((path, "the jobs file")) }
        func identity(_ path: String) -> (UInt64, UInt64)? {
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            return (UInt64(status.st_dev), UInt64(status.st_ino))
        }
        let read = reads.compactMap { item in identity(item.path).map { (item, $0) } }
        guard !read.isEmpty else { return }
        for output in job.outputs where !output.isStandardOutput {
            guard let written = identity(output.path) else { continue }
            if let (item, _) = read.first(where: { $0.1 == written }) {
                throw .usage("cannot write \(output.path): it is \(item.what) (\(item.path)), which the card reads; give another output path")
            }
        }
    }
}
