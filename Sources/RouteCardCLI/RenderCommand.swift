import Foundation
import RouteCard

/// `routecard render`: fit a route on a card and write it.
struct RenderCommand {
    /// The layer types styles may use.
    var registry: LayerRegistry
    /// Where output and messages go.
    var console: Console

    func run(_ options: RenderOptions) throws(CLIError) {
        // Check the output first so a usage mistake costs no work.
        let output = options.output ?? defaultOutput(options)
        if output != "-" {
            let lower = output.lowercased()
            if lower.hasSuffix(".png") || lower.hasSuffix(".pdf") {
                throw .usage("cannot write \(output): PNG and PDF output need the rasterizer, which is not built yet; use a .svg path")
            }
            guard lower.hasSuffix(".svg") else {
                throw .usage("cannot tell the output format of \(output): use a path ending in .svg (or - for standard output)")
            }
        }
        var style = try InputLoader.loadStyle(options.style, registry: registry)
        if let size = options.size {
            style.canvas.width = size.width
            style.canvas.height = size.height
        }
        if let scale = options.scale { style.canvas.scale = scale }
        if let padding = options.padding { style.canvas.padding = padding }
        for warning in style.warnings { console.writeError(warning.description) }

        let (track, name) = try InputLoader(console: console).loadTrack(input: options.input, example: options.example)
        let svg: [UInt8]
        do {
            svg = try Self.svg(for: track, style: style, title: options.title, animate: options.animate)
        } catch {
            throw .data("\(name): error: \(error.description)")
        }
        if output == "-" {
            console.writeOut(svg)
        } else {
            try AtomicFile.write(svg, to: output)
            if !options.quiet {
                console.writeError("wrote \(output) (\(Self.formatSize(svg.count)), \(Int(style.canvas.width))×\(Int(style.canvas.height)) pt)")
            }
        }
    }

    private func defaultOutput(_ options: RenderOptions) -> String {
        if options.example { return "helsinki-run.svg" }
        guard let input = options.input, input != "-" else { return "-" }
        return URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent + ".svg"
    }

    static func formatSize(_ bytes: Int) -> String {
        bytes < 10_000 ? "\(bytes) bytes" : "\(bytes / 1000) KB"
    }
}
