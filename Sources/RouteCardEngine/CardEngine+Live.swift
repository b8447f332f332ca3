import RouteCard
import RouteCardGeo
import RouteCardRaster

extension CardEngine {
    /// The map every frame of `live` draws, made from a job as a card is (``prepare(_:formats:warn:)``):
    /// the same style, overrides, title, tiles, route, policy and errors. Its view is fixed — by
    /// the job's route, or without one (the job's `track` empty) by `region`'s circle — so the map
    /// data it shows is read here once, for every frame. `formats` are those of each frame (a PNG
    /// is checked against the pixel limit now); the rasterizer returned draws the frames' PNGs.
    ///
    /// A title with characters no installed font has warns (``MissingGlyphWarnings``) when the
    /// frames are PNGs; the annotations' labels, which change from frame to frame, are not checked.
    ///
    /// A route that the privacy zones and trims hide entirely is refused as `render` refuses it
    /// (exit 65): a live map would otherwise silently draw no route.
    package func liveMap(_ job: CardJob, region: GeoRegion, formats: [OutputFormat],
                 warn: (String) -> Void) throws(CLIError) -> (map: LiveMap, rasterizer: Rasterizer) {
        let prepared = try prepare(job, formats: formats, warn: warn)
        let style = prepared.style
        if !prepared.track.isEmpty, !style.privacy.isEmpty, style.privacy.apply(to: prepared.track).track.isEmpty {
            throw Self.drawingFailure(.hiddenByPrivacy, inputName: prepared.inputName)
        }
        var map = LiveMap(style: style, region: region, track: prepared.track, title: job.title)
        if formats.contains(where: { $0 != .svg }), let title = job.title {
            // The frames' PNGs draw the title: its characters without a font are named once, here.
            for line in MissingGlyphWarnings.lines(for: Rasterizer.charactersWithoutFont(in: [title])) { warn("routecard: warning: \(line)") }
        }
        do throws(RenderError) {
            let loaded = try CardRenderer(tiles: prepared.tiles).sources(for: style, viewport: map.frameViewport, loaded: prepared.sources)
            map.sources = loaded.sources
            for warning in loaded.warnings { warn("routecard: warning: \(warning)") }
        } catch {
            throw Self.drawingFailure(error, inputName: prepared.inputName)
        }
        return (map, prepared.rasterizer)
    }
}
