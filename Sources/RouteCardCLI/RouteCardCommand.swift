import Foundation
import RouteCard
import RouteCardEngine
import RouteCardService
import RouteCardStyle
import RouteCardText

/// The `routecard` command line as a library: an app can ship the whole tool plus its own layer
/// types in a few lines.
///
/// ```swift
/// // main.swift of your own executable
/// import RouteCardCLI
/// RouteCardCommand(registry: LayerRegistry.builtIn.registering(MyLayer.self)).runAndExit()
/// ```
public struct RouteCardCommand: Sendable {
    /// The layer types styles may use.
    public var registry: LayerRegistry
    /// Where output and messages go.
    public var console: Console

    /// Creates the command with a registry (default: the built-in layer types) and a console.
    public init(registry: LayerRegistry = .builtIn, console: Console = .standard) {
        self.registry = registry
        self.console = console
    }

    /// Runs with the process's arguments and exits with the resulting code. SIGINT, SIGTERM,
    /// SIGHUP and SIGXFSZ remove any temporary output file and exit with 128 + the signal's number.
    public func runAndExit() -> Never {
        TemporaryFiles.installSignalHandlers()
        let code = run(Array(CommandLine.arguments.dropFirst()))
        MappedFilesReport.writeIfAsked()
        exit(code)
    }

    /// Runs with arguments (without the program name) and returns the exit code.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            try dispatch(arguments)
            return 0
        } catch {
            console.writeError(error.message)
            if error.suggestHelp { console.writeError("Run `routecard --help` for usage.") }
            return error.exitCode
        }
    }

    private func dispatch(_ arguments: [String]) throws(CLIError) {
        guard let command = arguments.first else {
            console.writeError(HelpText.main)
            var error = CLIError.usage("no command given")
            error.suggestHelp = false   // the help was just printed
            throw error
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h":
            printOut(HelpText.main)
        case "help":
            try printHelp(rest)
        case "--version", "-V":
            printOut(HelpText.version)
        case "styles":
            try StylesCommand(registry: registry, console: console).run(rest)
        case "style-check":
            try StyleCheckCommand(registry: registry, console: console).run(rest)
        case "render":
            if let options = try options(RenderOptions.self, rest, help: HelpText.render) {
                try RenderCommand(registry: registry, console: console).run(options)
            }
        case "batch":
            if let options = try options(BatchOptions.self, rest, help: HelpText.batch) {
                try BatchCommand(registry: registry, console: console).run(options)
            }
        case "serve":
            if let options = try options(ServeOptions.self, rest, help: HelpText.serve) {
                try ServeCommand(registry: registry, console: console).run(options)
            }
        case "info":
            if let options = try options(InfoOptions.self, rest, help: HelpText.info) {
                try InfoCommand(console: console).run(options)
            }
        case "rasterize":
            if let options = try options(RasterizeOptions.self, rest, help: HelpText.rasterize) {
                try RasterizeCommand(console: console).run(options)
            }
        case "live":
            if let options = try options(LiveOptions.self, rest, help: HelpText.live) {
                try LiveCommand(registry: registry, console: console).run(options)
            }
        default:
            throw .usage("unknown command \"\(command)\"" + Self.commandHint(command))
        }
    }

    /// The commands, in the order the main help lists them, with their help texts.
    static let commandHelp: [(name: String, help: String)] = [
        ("render", HelpText.render), ("info", HelpText.info), ("batch", HelpText.batch), ("serve", HelpText.serve),
        ("live", HelpText.live), ("rasterize", HelpText.rasterize), ("styles", HelpText.styles),
        ("style-check", HelpText.styleCheck),
    ]

    /// ` (did you mean render?; commands: …)` for a mistyped command, or just the list of commands.
    static func commandHint(_ typed: String) -> String {
        let names = commandHelp.map(\.name)
        let list = "commands: " + names.joined(separator: ", ")
        return SpellingSuggestion.nearest(to: typed, among: names).map { " (did you mean \($0)?; \(list))" } ?? " (\(list))"
    }

    /// The Markdown tables `routecard help COMMAND --markdown` prints (the README's, made from ``CardOptions``).
    static let markdownHelp: [String: String] = [
        "render": CardOptionsReference.renderTable(), "batch": CardOptionsReference.batchTable(),
        "serve": CardOptionsReference.serveTable(),
    ]

    /// `routecard help [COMMAND]`: the main help, or that command's (the text of `COMMAND --help`);
    /// `help COMMAND --markdown`: the README's table of its card options.
    private func printHelp(_ arguments: [String]) throws(CLIError) {
        guard let name = arguments.first else {
            printOut(HelpText.main)
            return
        }
        if arguments.count == 2, arguments[1] == "--markdown" {
            guard let table = Self.markdownHelp[name] else {
                throw .usage("help --markdown: the option tables are those of " + Self.markdownHelp.keys.sorted().joined(separator: ", "))
            }
            printOut(table)
            return
        }
        guard arguments.count == 1 else { throw .usage("help takes at most one command (routecard help render)") }
        guard let entry = Self.commandHelp.first(where: { $0.name == name }) else {
            throw .usage("help: unknown command \"\(name)\"" + Self.commandHint(name))
        }
        printOut(entry.help)
    }

    /// A subcommand's parsed options, or `nil` after printing its help for `--help`.
    private func options<Options: CommandOptions>(_ type: Options.Type, _ arguments: [String],
                                                  help: String) throws(CLIError) -> Options? {
        let parsed = try ArgumentList(arguments, valued: Options.valued, flags: Options.flags, aliases: Options.aliases)
        if parsed.flags.contains("--help") {
            printOut(help)
            return nil
        }
        return try Options(parsed)
    }

    private func printOut(_ text: String) {
        console.writeOut(Array((text + "\n").utf8))
    }
}
