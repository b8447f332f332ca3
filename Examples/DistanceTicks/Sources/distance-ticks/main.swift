// The example plugin: a card with a numbered tick every kilometre, drawn by `DistanceTicksLayer`
// (style type "distance-ticks", the `DistanceTicks` library of this package) on top of the
// built-in layers, with the style in ticks.json. It uses only RouteCard's public API, as any
// program of a plugin author does:
//
//     swift run --package-path Examples/DistanceTicks distance-ticks OUT.svg [INPUT]
//
// INPUT is a route in any format `routecard` reads (GPX, GeoJSON, FIT, …); without it the bundled
// example route is drawn. Missing folders on the way to OUT.svg are created (so `distance-ticks
// out/ticks.svg` works in a fresh clone). An app that wants the whole `routecard` command line with
// this layer available to every style needs only two lines in its main.swift: see
// `Sources/routecard-ticks/main.swift`.

import DistanceTicks
import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardStyle

let usage = """
    usage: distance-ticks OUT.svg [INPUT]
      Draws the route INPUT (default: the bundled example run) with ticks.json, a style with a
      numbered tick every kilometre, and writes the card to OUT.svg (creating its folder
      when missing).
    """

/// Prints a message on standard error and exits with a code.
func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
guard (1...2).contains(arguments.count), !arguments.contains(where: { $0.hasPrefix("-") }) else {
    fail(usage, code: 64)
}
let output = arguments[0]
guard output.lowercased().hasSuffix(".svg") else {
    fail("distance-ticks: error: OUT must be a path ending in .svg, got \(output)\n" + usage, code: 64)
}
let input = arguments.count == 2 ? arguments[1] : nil

// ticks.json sits at the top of this package (two folders above this file); the example is run
// from a checkout of the repository.
let styleURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ticks.json")
let registry = LayerRegistry.builtIn.registering(DistanceTicksLayer.self)

let style: Style
do {
    guard let bytes = FileManager.default.contents(atPath: styleURL.path) else {
        fail("distance-ticks: error: cannot read the style \(styleURL.path)", code: 1)
    }
    style = try Style.decode([UInt8](bytes), file: styleURL.path,
                             resources: .fileSystem(root: styleURL.deletingLastPathComponent()), registry: registry)
} catch {
    fail(error.description, code: 65)
}
for warning in style.warnings { FileHandle.standardError.write(Data((warning.description + "\n").utf8)) }

let track: Track
do {
    if let input {
        // Any format routecard reads, detected from the extension and the content; a missing or
        // unreadable file is an error naming it.
        track = try TrackReader().read(contentsOf: input)
    } else {
        track = try ExampleRoute.track()
    }
} catch {
    fail(error.description, code: 65)
}

let svg: [UInt8]
do {
    svg = try CardRenderer().svg(for: track, style: style)
} catch {
    fail("\(input ?? ExampleRoute.fileName): error: \(error.description)", code: 65)
}

// A missing folder is made rather than refused (unlike `routecard render`): this is an example a
// reader runs once from a fresh clone.
let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
} catch {
    fail("distance-ticks: error: cannot create the folder \(folder) for \(output): \(error.localizedDescription)", code: 1)
}

// Written atomically (Foundation writes a temporary file and renames it over OUT.svg), so a reader
// never sees half a card.
do {
    try Data(svg).write(to: URL(fileURLWithPath: output), options: .atomic)
    FileHandle.standardError.write(Data("wrote \(output)\n".utf8))
} catch {
    fail("distance-ticks: error: cannot write \(output): \(error.localizedDescription)", code: 73)
}
