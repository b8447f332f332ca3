import Foundation
import RouteCardEngine
import RouteCardGeo

/// The parsed options of `routecard live`: its own (the region, the frames, the route) and the
/// card options a frame takes (``CardOption/live``), read by `render`'s decoders into ``card``.
package struct LiveOptions: CommandOptions {
    var center: GeoCoordinate
    var radius: Double
    var output: String
    /// `--png FRAME.png`: each frame is also written as a PNG at the style's (or `--scale`) density.
    var png: String?
    var framesDirectory: String?
    var interval: Double = 0
    /// `--route GPX`: a route drawn under the markers (it then fixes the view).
    var route: String?
    /// The card options of the frames — `--style` (default `live`), `--size`, `--title`,
    /// `--tiles`, `--allow-path`, `--privacy-zone`, `--quiet`, … — as `render` reads them.
    var card = RenderOptions()

    /// live's own options, in the order `live --help` lists them (before the card options).
    package static let own: [CommandOption] = [
        CommandOption(name: "center", metavar: "LAT,LON", doc: "The centre of the area, in degrees, e.g. 37.5665,126.978."),
        CommandOption(name: "radius", metavar: "DISTANCE", doc: "Markers farther than this (geodesic) are dropped: 50km, 800m, 3mi "
                      + "(a bare number is metres). The whole circle fits the frame."),
        CommandOption(name: "output", short: "o", metavar: "FRAME.svg", doc: "The current frame, replaced atomically (temporary file + "
                      + "rename), so a reader never sees half a file."),
        CommandOption(name: "frames", metavar: "DIR", doc: "Also write every frame as DIR/000001.svg, 000002.svg, … (created if "
                      + "missing), e.g. to make an animation."),
        CommandOption(name: "interval", metavar: "MS", doc: "Write at most one frame per MS milliseconds when updates come faster "
                      + "(the first and the last update always get one). Default 0: a frame after every update."),
        CommandOption(name: "png", metavar: "FRAME.png", doc: "Also write each frame as a PNG (atomically), at the style's canvas.scale "
                      + "or --scale; with --frames, numbered PNGs too."),
        CommandOption(name: "route", metavar: "GPX", doc: "A route to draw under the markers; it then fixes the view."),
    ]
    /// The card options a frame takes (``CardOption/live``) and live's own.
    package static let valued = CardOptions.valued { $0.live }.union(own.filter { $0.metavar != nil }.map(\.flagName))
    /// The card flags a frame takes and live's own.
    package static let flags = CardOptions.flags { $0.live }.union(own.filter { $0.metavar == nil }.map(\.flagName))
    package static let aliases = Dictionary(uniqueKeysWithValues: (own.compactMap { option in option.short.map { ("-\($0)", option.flagName) } })
                                                + CardOptions.all.filter(\.live).compactMap { option in option.short.map { ("-\($0)", option.flagName) } })

    package init(_ arguments: ArgumentList) throws(CLIError) {
        guard arguments.positionals.isEmpty else {
            throw .usage("live reads updates from standard input and takes no INPUT, got: \(arguments.positionals.joined(separator: " "))")
        }
        if let png = arguments.values["--png"] {
            guard png.lowercased().hasSuffix(".png") else {
                throw .usage("cannot write \(png) with --png: use a path ending in .png")
            }
            self.png = png
        }
        card.style = "live"
        try card.decode(arguments) { $0.live }
        guard let centerText = arguments.values["--center"] else {
            throw .usage("live needs --center LAT,LON (e.g. --center 37.5665,126.978)")
        }
        guard let center = InputOptionValues.parseCenter(centerText) else {
            throw .usage("bad --center \"\(centerText)\": expected LAT,LON in degrees, latitude −90…90 and longitude −180…180, e.g. 37.5665,126.978")
        }
        self.center = center
        guard let radiusText = arguments.values["--radius"] else {
            throw .usage("live needs --radius DISTANCE (e.g. --radius 50km, 800m, 3mi)")
        }
        guard let radius = InputOptionValues.parseDistance(radiusText), radius > 0, radius <= 5_000_000 else {
            throw .usage("bad --radius \"\(radiusText)\": expected a distance above 0 and at most 5000 km, e.g. 50km, 800m, 3mi (a bare number is metres)")
        }
        self.radius = radius
        guard let output = arguments.values["--output"] else {
            throw .usage("live needs -o FRAME.svg: the file each frame replaces atomically")
        }
        guard output.lowercased().hasSuffix(".svg") else {
            throw .usage("cannot tell the output format of \(output): live writes SVG frames, use a path ending in .svg")
        }
        self.output = output
        framesDirectory = arguments.values["--frames"]
        if let text = arguments.values["--interval"] {
            guard let value = Double(text), value.isFinite, (0...3_600_000).contains(value) else {
                throw .usage("bad --interval \"\(text)\": expected milliseconds in 0…3600000, e.g. 100")
            }
            interval = value
        }
        route = arguments.values["--route"]
        if route == "-" { throw .usage("--route cannot be standard input: live reads its updates from there") }
    }

    /// Whether `--quiet` was given: no summary at the end, no route warnings.
    var quiet: Bool { card.quiet }

    /// The card request of the map every frame draws: the card options, the route (`--route`)
    /// or none (an empty route: the region's circle fixes the view), no outputs (live writes its
    /// frames itself).
    var job: CardJob {
        var job = CardJob(card, outputs: [])
        if let route {
            job.input = route
        } else {
            job.input = nil
            job.track = Track()
            job.inputName = "--route"
        }
        return job
    }

    /// The formats of each frame: SVG, and PNG with `--png`.
    var formats: [OutputFormat] { png == nil ? [.svg] : [.svg, .png] }
}
