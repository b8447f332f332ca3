import RouteCardEngine
import RouteCardRaster

/// The parsed options of `routecard rasterize`.
struct RasterizeOptions: CommandOptions {
    /// The SVG to draw: a path, or `-` for standard input.
    var input: String
    /// Where to write: a `.png` or `.pdf` path, or `-` (PNG on standard output).
    var output: OutputTarget
    /// `--scale`: pixels per SVG unit (PNG only); default 1, like `rsvg-convert`.
    var scale = 1.0
    /// `--transparent`: no white under the document.
    var transparent = false
    /// `--png-compression`: how hard the PNG is compressed.
    var compression = PNGCompression.fast
    /// `--quiet`: no "wrote …" line.
    var quiet = false

    /// `--max-input BYTES`: the largest SVG read (default 256 MiB: librsvg holds the whole tree in memory).
    var maxInput = 256 << 20

    /// `--max-pixels N`: the most pixels of the PNG with the raster images the SVG embeds (default 100 million).
    var maxPixels = Rasterizer.defaultMaxPixels

    static let valued: Set<String> = ["--output", "--scale", "--png-compression", "--max-input", "--max-pixels"]
    static let flags: Set<String> = ["--transparent", "--quiet", "--help"]
    static let aliases = ["-o": "--output", "-q": "--quiet", "-h": "--help"]

    init(_ arguments: ArgumentList) throws(CLIError) {
        guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
            throw .usage(arguments.positionals.isEmpty ? "no input: give an SVG file, or - for standard input"
                : "expected one SVG, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))")
        }
        self.input = input
        guard let path = arguments.values["--output"] else { throw .usage("no output: give -o OUT.png or -o OUT.pdf (or -o - for a PNG on standard output)") }
        if path == "-" {
            output = OutputTarget(format: .png, path: path)
        } else {
            guard let format = OutputFormat(path: path), format == .png || format == .pdf else {
                throw .usage("cannot tell the format of \"\(path)\": the output must end in .png or .pdf")
            }
            output = OutputTarget(format: format, path: path)
        }
        scale = try InputOptionValues.scale(arguments.values["--scale"]) ?? scale
        compression = try InputOptionValues.pngCompression(arguments.values["--png-compression"]) ?? compression
        transparent = arguments.flags.contains("--transparent")
        if arguments.values["--max-input"] != nil { maxInput = try InputOptionValues.limits(arguments).maximumInputSize }
        maxPixels = try InputOptionValues.maxPixels(arguments.values["--max-pixels"]) ?? maxPixels
        quiet = arguments.flags.contains("--quiet")
    }
}
