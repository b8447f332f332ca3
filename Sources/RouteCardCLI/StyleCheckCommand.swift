import RouteCard
import RouteCardEngine
import RouteCardMapLibre
import RouteCardStyle
import RouteCardText

/// `routecard style-check FILE`: decodes a MapLibre style (or a RouteCard style, with its base
/// map) and prints its diagnostics and how much of it a card draws (`MapLibreCompatibility`).
struct StyleCheckCommand {
    /// The layer types a RouteCard style may use.
    var registry: LayerRegistry
    /// Where output goes.
    var console: Console

    func run(_ arguments: [String]) throws(CLIError) {
        let parsed = try ArgumentList(arguments, valued: ["--allow-path", "--sprite"], flags: ["--help", "--properties"], aliases: ["-h": "--help"])
        if parsed.flags.contains("--help") {
            console.writeOut(Array((HelpText.styleCheck + "\n").utf8))
            return
        }
        if parsed.flags.contains("--properties") {
            guard parsed.positionals.isEmpty else { throw .usage("style-check --properties takes no file") }
            console.writeOut(Array(MapLibreLayerType.markdown.utf8))
            return
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw .usage("style-check: give one style file (routecard style-check positron.json)")
        }
        let granted = parsed.allValues["--allow-path"] ?? []
        let bytes = try InputLoader.readFile(file, what: "style file")
        var lines: [String] = []
        let compatibility: MapLibreCompatibility?
        let warnings: [Diagnostic]
        if MapLibreStyle.isMapLibreStyle(bytes) {
            let style = try InputLoader.loadBasemap(file, allowing: granted, sprite: parsed.values["--sprite"])
            lines.append("\(file): MapLibre style" + (style.name.map { " \"\($0)\"" } ?? "") + ", no errors")
            compatibility = style.compatibility
            warnings = style.warnings
        } else {
            let style = try InputLoader.loadStyle(file, registry: registry, allowing: granted, file: true)
            lines.append("\(file): RouteCard style" + (style.name.map { " \"\($0)\"" } ?? "") + ", no errors, \(style.layers.count) layers"
                + (style.basemapCompatibility == nil ? "" : " (with its base map's)"))
            compatibility = style.basemapCompatibility
            warnings = style.warnings
        }
        lines += warnings.map(\.description)
        if let compatibility { lines += compatibility.lines }
        console.writeOut(Array((lines.joined(separator: "\n") + "\n").utf8))
    }
}
