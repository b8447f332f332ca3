import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardMap
import RouteCardMapLibre
import RouteCardStyle
import RouteCardText
import RouteCardTiles

/// Reads the files commands need, turning every failure into a `CLIError` with the right exit code.
package struct InputLoader {
    /// Where standard input comes from.
    var console: Console

    /// A loader reading standard input from `console`.
    package init(console: Console) {
        self.console = console
    }

    /// A file's bytes; a missing file, a folder or an unreadable file is exit 1; a file larger than
    /// `limit` bytes is exit 65, refused before it is read.
    package static func readFile(_ path: String, what: String, limit: Int = InputLimits().maximumInputSize) throws(CLIError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .failure("\(what) \(path) does not exist")
        }
        guard !isDirectory.boolValue else { throw .failure("\(what) \(path) is a folder") }
        var status = stat()
        if stat(path, &status) == 0 {
            if (status.st_mode & S_IFMT) != S_IFREG {
                // A device or a FIFO: read it as a stream, with the limit.
                let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { throw .failure("cannot read \(what) \(path)") }
                defer { close(descriptor) }
                return try readStream(descriptor, name: path, limit: limit)
            }
            if Int(status.st_size) > limit { throw tooLarge(path, limit: limit) }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .failure("cannot read \(what) \(path)")
        }
        return [UInt8](data)
    }

    /// Everything from a descriptor up to `limit` bytes; more is exit 65 (the read stops there).
    static func readStream(_ descriptor: Int32, name: String, limit: Int, text: String? = nil) throws(CLIError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .failure("cannot read \(name): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge(name, limit: limit) }
            if let text, chunk[0..<count].contains(0) { throw binary(name, text: text) }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Standard input whole, up to `limit` bytes (from its descriptor when the console has one); with
    /// `text` (what it should be, e.g. `JSON lines`), a NUL byte ends the reading at once with an error.
    package func readStandardInput(limit: Int, text: String? = nil) throws(CLIError) -> [UInt8] {
        if let descriptor = console.inputDescriptor { return try Self.readStream(descriptor, name: "<stdin>", limit: limit, text: text) }
        let bytes = console.readInput()
        guard bytes.count <= limit else { throw Self.tooLarge("<stdin>", limit: limit) }
        if let text, bytes.contains(0) { throw Self.binary("<stdin>", text: text) }
        return bytes
    }

    /// `NAME: error: binary data (a NUL byte) where TEXT was expected`, exit 65.
    static func binary(_ name: String, text: String) -> CLIError {
        .data("\(name): error: binary data (a NUL byte) where \(text) was expected")
    }

    /// `NAME: error: the input is larger than …`, exit 65.
    static func tooLarge(_ name: String, limit: Int) -> CLIError {
        .data("\(name): error: " + InputLimits(maximumInputSize: limit).inputSizeMessage)
    }

    /// Whether a `--style` value names a file rather than a built-in style: a path (with a `/` or
    /// ending in `.json`) is a file; a built-in style's name is that style even when a file has
    /// that name; any other name is a file when one exists at that name (inside `folder` when given,
    /// as a batch's jobs resolve it) and an unknown built-in style otherwise.
    package static func styleNamesFile(_ name: String, in folder: String? = nil) -> Bool {
        if name.contains("/") || name.lowercased().hasSuffix(".json") { return true }
        if BuiltInStyles.source(named: name) != nil { return false }
        var isDirectory: ObjCBool = false
        let path = folder.map { LocalPath.join(name, to: $0) } ?? name
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A `--style`: a built-in style by name or a style file (see ``styleNamesFile(_:in:)``); with
    /// `file`, `name` is a file whatever it is called (`style-check`).
    ///
    /// A style file may read files (icons, map data) inside its own folder and the `allowing`
    /// folders (`--allow-path`), after resolving symbolic links, and the built-in data; a built-in
    /// style reads only the built-in data. An unknown built-in name is a usage error (64); a style
    /// file with mistakes, or naming a file outside those folders, is bad data (65); a missing
    /// style file or granted folder is 1.
    package static func loadStyle(_ name: String, registry: LayerRegistry, allowing granted: [String] = [],
                          file: Bool = false) throws(CLIError) -> Style {
        do {
            if !file && !styleNamesFile(name) {
                guard let style = try BuiltInStyles.style(named: name, registry: registry) else {
                    throw CLIError.usage("unknown built-in style \"\(name)\"" + SpellingSuggestion.hint(for: name, among: BuiltInStyles.names)
                        + " (built-in: \(BuiltInStyles.names.joined(separator: ", "))); "
                        + "to use a file, give its path, e.g. ./\(name).json")
                }
                return style
            }
            let bytes = try readFile(name, what: "style file")
            let resources = try resolver(for: name, allowing: granted)
            if MapLibreStyle.isMapLibreStyle(bytes) {
                // A MapLibre style given as the style: drawn as the base map of the card style made for maps.
                let base = try MapLibreStyle.decode(bytes, file: name, resources: resources)
                let card = try BuiltInStyles.style(named: base.isDark ? RenderOptions.darkBasemapStyle : RenderOptions.basemapStyle,
                                                   registry: registry)!
                return card.applying(basemap: base)
            }
            return try Style.decode(bytes, file: name, resources: resources, registry: registry, spriteLoader: spriteLoader,
                                    basemapDecoder: MapLibreBasemapDecoder())
        } catch let error as CLIError {
            throw error
        } catch let error as StyleError {
            throw .data(error.description)
        } catch {
            throw .failure("\(error)")
        }
    }

    /// Reads a style's `basemap.sprite` (PNG decoded and cut by RouteCardTiles).
    static let spriteLoader: SpriteLoader = { base, resources, scale throws(StyleError) in
        try SpriteSheet.load(base: base, resources: resources, scale: scale, decodeIndex: SpriteIndex.decode)
    }

    /// The files a style file may read: its own folder and the granted ones (each must exist, else exit 1).
    static func resolver(for file: String, allowing granted: [String]) throws(CLIError) -> ResourceResolver {
        for folder in granted {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CLIError.failure("--allow-path \(folder): no such folder")
            }
        }
        return ResourceResolver.fileSystem(root: URL(fileURLWithPath: file).deletingLastPathComponent(),
                                           granted: granted.map { URL(fileURLWithPath: $0) })
    }

    /// A MapLibre style file (`--basemap`), reading local files in its folder and the granted ones.
    /// A missing file is exit 1; a file with mistakes is exit 65 (every error, located).
    /// With `sprite` (`--sprite BASE`, an explicitly given path, so readable), its `symbol` layers
    /// draw their icons from BASE.json/BASE.png (or BASE@2x at `scale` 2 or more).
    package static func loadBasemap(_ path: String, allowing granted: [String], sprite: String? = nil, scale: Double = 1) throws(CLIError) -> MapLibreStyle {
        let bytes = try readFile(path, what: "MapLibre style")
        let resources = try resolver(for: path, allowing: granted)
        do {
            let icons = try sprite.map { base throws(StyleError) in
                try SpriteSheet.load(base: URL(fileURLWithPath: base).lastPathComponent, resources: ResourceResolver.fileSystem(
                    root: URL(fileURLWithPath: base).deletingLastPathComponent(), granted: granted.map { URL(fileURLWithPath: $0) }), scale: scale, decodeIndex: SpriteIndex.decode)
            }
            return try MapLibreStyle.decode(bytes, file: path, resources: resources, sprite: icons)
        } catch {
            throw .data(error.description)
        }
    }

    /// The track of an input path (`-` for standard input), of a polyline given on the command
    /// line, or of the bundled example, with the name used in messages.
    ///
    /// The format is `format` when given, else detected from the extension and the content
    /// (`TrackReader`). Files are streamed. A missing or unreadable file is exit 1; bad content,
    /// an empty input or an undetectable format is exit 65. What the reader dropped (sensor
    /// glitches) goes to `warn`, a few lines at most (``warningLines(_:)``), and changes no exit code.
    package func loadTrack(input: String?, example: Bool, format: InputFormat? = nil,
                   polyline: String? = nil, limits: InputLimits = InputLimits(),
                   warn: (String) -> Void = { _ in }) throws(CLIError) -> (track: Track, name: String) {
        var warnings = InputWarnings()
        let loaded = try loadTrack(input: input, example: example, format: format, polyline: polyline, limits: limits,
                                   warnings: &warnings)
        for line in Self.warningLines(warnings) { warn(line) }
        return loaded
    }

    /// The lines a command prints for `warnings`: the first `shown`, then `PATH: warning: … and 1,234 more`.
    static func warningLines(_ warnings: InputWarnings, shown: Int = 3) -> [String] {
        var lines = warnings.kept.prefix(shown).map(\.description)
        let rest = warnings.count - lines.count
        if rest > 0 {
            lines.append(InputWarning(path: warnings.kept.first?.path, message: "… and \(TokenValues.formatCount(rest)) more").description)
        }
        return lines
    }

    private func loadTrack(input: String?, example: Bool, format: InputFormat?, polyline: String?, limits: InputLimits,
                           warnings: inout InputWarnings) throws(CLIError) -> (track: Track, name: String) {
        let reader = TrackReader(format: format, limits: limits)
        do {
            if let polyline {
                let precision6 = format == .polyline6
                return (try PolylineReader(precision: precision6 ? 6 : 5).read(Array(polyline.utf8), path: "--polyline"),
                        "--polyline")
            }
            if example || input == nil {
                return (try GPXReader().read(ExampleRoute.bytes, path: ExampleRoute.fileName), ExampleRoute.fileName)
            }
            if input == "-" {
                if let descriptor = console.inputDescriptor {
                    return (try reader.read(fileDescriptor: descriptor, path: "<stdin>", warnings: &warnings), "<stdin>")
                }
                return (try reader.read(readStandardInput(limit: limits.maximumInputSize), path: "<stdin>", warnings: &warnings),
                        "<stdin>")
            }
            let name = input!
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: name, isDirectory: &isDirectory) else {
                throw CLIError.failure("input file \(name) does not exist")
            }
            guard !isDirectory.boolValue else { throw CLIError.failure("input file \(name) is a folder") }
            return (try reader.read(contentsOf: name, warnings: &warnings), name)
        } catch let error as CLIError {
            throw error
        } catch let error as InputError {
            if error.line == nil && (error.message == "no such file" || error.message.hasPrefix("cannot read")) {
                throw .failure("cannot read input file \(error.path ?? "-"): \(error.message)")
            }
            throw .data(error.description)
        } catch {
            throw .failure("\(error)")
        }
    }
}
