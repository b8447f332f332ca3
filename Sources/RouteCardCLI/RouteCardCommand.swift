import Foundation
import RouteCard

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

    /// Runs with the process's arguments and exits with the resulting code.
    public func runAndExit() -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst())))
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
            throw CLIError(exitCode: 64, message: "routecard: error: no command given", suggestHelp: false)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            printOut(HelpText.main)
        case "--version", "-V":
            printOut(HelpText.version)
        case "styles":
            printOut(BuiltInStyles.names.joined(separator: "\n"))
        case "render":
            let parsed = try ArgumentList(rest, valued: RenderOptions.valued, flags: RenderOptions.flags, aliases: RenderOptions.aliases)
            if parsed.flags.contains("--help") {
                printOut(HelpText.render)
                return
            }
            try render(RenderOptions(parsed))
        default:
            throw .usage("unknown command \"\(command)\" (commands: render, styles)")
        }
    }

    private func printOut(_ text: String) {
        console.writeOut(Array((text + "\n").utf8))
    }

    // MARK: render

    private func render(_ options: RenderOptions) throws(CLIError) {
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
        var style = try loadStyle(options.style)
        if let size = options.size {
            style.canvas.width = size.width
            style.canvas.height = size.height
        }
        if let scale = options.scale { style.canvas.scale = scale }
        if let padding = options.padding { style.canvas.padding = padding }
        for warning in style.warnings { console.writeError(warning.description) }

        let track = try loadTrack(options)
        let svg: [UInt8]
        do {
            svg = try CardRenderer().svg(for: track, style: style, title: options.title)
        } catch {
            throw .data("\(options.example ? ExampleRoute.fileName : options.input ?? "<stdin>"): error: \(error.description)")
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

    private func loadStyle(_ name: String) throws(CLIError) -> Style {
        let isPath = name.contains("/") || name.lowercased().hasSuffix(".json")
        do {
            if !isPath {
                guard let style = try BuiltInStyles.style(named: name, registry: registry) else {
                    throw CLIError.usage("unknown built-in style \"\(name)\" (built-in: \(BuiltInStyles.names.joined(separator: ", "))); "
                        + "to use a file, give its path, e.g. ./\(name).json")
                }
                return style
            }
            let url = URL(fileURLWithPath: name)
            let bytes = try readFile(name, what: "style file")
            return try Style.decode(bytes, file: name, directory: url.deletingLastPathComponent(), registry: registry)
        } catch let error as CLIError {
            throw error
        } catch let error as StyleError {
            throw .data(error.description)
        } catch {
            throw .failure("\(error)")
        }
    }

    private func loadTrack(_ options: RenderOptions) throws(CLIError) -> Track {
        let name: String
        let bytes: [UInt8]
        if options.example {
            name = ExampleRoute.fileName
            bytes = ExampleRoute.bytes
        } else if options.input == "-" {
            name = "<stdin>"
            bytes = console.readInput()
        } else {
            name = options.input!
            bytes = try readFile(name, what: "input file")
        }
        do {
            return try GPXReader().read(bytes, path: name)
        } catch {
            throw .data(error.description)
        }
    }

    private func readFile(_ path: String, what: String) throws(CLIError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .failure("\(what) \(path) does not exist")
        }
        guard !isDirectory.boolValue else { throw .failure("\(what) \(path) is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failure("cannot read \(what) \(path)")
        }
        return [UInt8](data)
    }

    static func formatSize(_ bytes: Int) -> String {
        bytes < 10_000 ? "\(bytes) bytes" : "\(bytes / 1000) KB"
    }
}
