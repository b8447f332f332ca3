import Foundation
import RouteCard
import RouteCardRaster
import RouteCardStyle

/// `routecard render`: fit a route on a card and write it as SVG, PNG and/or PDF.
struct RenderCommand {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where output and messages go.
    var console: Console

    func run(_ options: RenderOptions) throws(CLIError) {
        // Check the outputs first so a usage mistake costs no work.
        let job = CardJob(options, outputs: try CardJob.outputs(for: options))
        let pipeline = CardPipeline(registry: registry, console: console,
                                    rasterizer: Rasterizer(pngWriter: .routecard(options.pngCompression)))
        let written = try pipeline.run(job) { console.writeError($0) }
        if !options.quiet {
            for output in written where !output.target.isStandardOutput {
                console.writeError(output.message)
            }
        }
    }
}
