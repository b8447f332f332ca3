import Foundation
import RouteCardEngine
import RouteCardRaster

/// `routecard rasterize`: any SVG to PNG or PDF in this process, with the same safety as cards
/// (librsvg gets no base URI, so nothing outside the document is loaded; the pixel limit holds).
struct RasterizeCommand {
    /// Where standard input comes from and output goes.
    var console: Console

    func run(_ options: RasterizeOptions) throws(CLIError) {
        if !options.output.isStandardOutput { try AtomicFile.checkTarget(options.output.path) }
        let name = options.input == "-" ? "<stdin>" : options.input
        // Read no more than the limit: standard input may be endless (/dev/zero).
        let svg = options.input == "-" ? try InputLoader(console: console).readStandardInput(limit: options.maxInput)
            : try InputLoader.readFile(options.input, what: "SVG", limit: options.maxInput)
        let rasterizer = Rasterizer(maxPixels: options.maxPixels, pngWriter: .routecard(options.compression))
        let bytes: [UInt8], dimensions: String
        do {
            switch options.output.format {
            case .pdf:
                let canvas = try rasterizer.canvasSize(svg: svg)
                bytes = try rasterizer.pdf(svg: svg, transparent: options.transparent, creationDate: CardEngine.pdfCreationDate)
                dimensions = "\(CardEngine.format(canvas.width))×\(CardEngine.format(canvas.height)) pt"
            default:   // .png (RasterizeOptions takes only PNG and PDF)
                // png() checks the pixel limit itself before allocating; the size is read back
                // from the PNG's header so the SVG is parsed once.
                bytes = try rasterizer.png(svg: svg, scale: options.scale, transparent: options.transparent)
                func header(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
                dimensions = bytes.count > 24 ? "\(header(16))×\(header(20)) px" : "?"
            }
        } catch {
            if case .libraryMissing = error { throw .failure(error.description) }
            throw .data("\(name): error: \(error.description)")
        }
        if options.output.isStandardOutput {
            console.writeOut(bytes)
        } else {
            try AtomicFile.write(bytes, to: options.output.path)
            if !options.quiet {
                console.writeError(WrittenOutput(target: options.output, byteCount: bytes.count, dimensions: dimensions).message)
            }
        }
    }
}
