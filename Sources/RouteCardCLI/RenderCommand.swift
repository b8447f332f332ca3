import Foundation
import RouteCard
import RouteCardEngine
import RouteCardRaster
import RouteCardStyle
import RouteCardTiles

/// `routecard render`: fit a route on a card and write it as SVG, PNG and/or PDF.
struct RenderCommand {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where output and messages go.
    var console: Console

    func run(_ options: RenderOptions) throws(CLIError) {
        // Check the outputs first so a usage mistake costs no work.
        let job = CardJob(options, outputs: try CardJob.outputs(for: options))
        var pipeline = CardPipeline(registry: registry, console: console)
        pipeline.tiles = VectorTileProvider(http: options.network.client, allowsMissingTiles: options.network.allowMissingTiles)
        let written = try pipeline.run(job) { console.writeError($0) }
        if !options.quiet {
            for output in written where !output.target.isStandardOutput {
                console.writeError(output.message)
            }
        }
    }
}
