import RouteCard
import RouteCardEngine
import RouteCardStyle

/// `routecard styles`: the built-in style names, or with `--spec [TYPE …]` the reference of the
/// layer types' properties (generated from their declarations; `--markdown` for the README).
struct StylesCommand {
    /// The layer types described.
    var registry: LayerRegistry
    /// Where output goes.
    var console: Console

    func run(_ arguments: [String]) throws(CLIError) {
        if arguments.contains("--help") || arguments.contains("-h") {
            console.writeOut(Array((HelpText.styles + "\n").utf8))
            return
        }
        var spec = false, markdown = false
        var types: [String] = []
        for argument in arguments {
            switch argument {
            case "--spec": spec = true
            case "--markdown": markdown = true
            default:
                if argument.hasPrefix("-") { throw .usage("unknown option \(argument) for styles (options: --spec [TYPE …], --markdown)") }
                types.append(argument)
            }
        }
        guard spec else {
            if markdown || !types.isEmpty { throw .usage("styles: TYPE and --markdown go with --spec (e.g. routecard styles --spec route)") }
            console.writeOut(Array((BuiltInStyles.names.joined(separator: "\n") + "\n").utf8))
            return
        }
        let reference = StyleReference(registry: registry)
        for type in types where registry.layerType(named: type) == nil {
            throw .usage("unknown layer type \"\(type)\" (types: \(reference.typeNames.joined(separator: ", ")))")
        }
        let chosen = types.isEmpty ? nil : types
        let text = markdown ? reference.markdown(types: chosen) : reference.text(types: chosen) + "\n"
        console.writeOut(Array(text.utf8))
    }
}
