// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RouteCard",
    products: [
        // The modules a plugin layer and a program around it import (see Examples/DistanceTicks).
        .library(name: "RouteCard", targets: ["RouteCard"]),
        .library(name: "RouteCardGeo", targets: ["RouteCardGeo"]),
        .library(name: "RouteCardText", targets: ["RouteCardText"]),
        .library(name: "RouteCardInput", targets: ["RouteCardInput"]),
        .library(name: "RouteCardScene", targets: ["RouteCardScene"]),
        .library(name: "RouteCardStyle", targets: ["RouteCardStyle"]),
        .library(name: "RouteCardMap", targets: ["RouteCardMap"]),
        .library(name: "RouteCardMapLibre", targets: ["RouteCardMapLibre"]),
        .library(name: "RouteCardExpressions", targets: ["RouteCardExpressions"]),
        .library(name: "RouteCardRaster", targets: ["RouteCardRaster"]),
        .library(name: "RouteCardImages", targets: ["RouteCardImages"]),
        .library(name: "RouteCardTiles", targets: ["RouteCardTiles"]),
        .library(name: "RouteCardCompression", targets: ["RouteCardCompression"]),
        // The whole command line as a library (RouteCardCommand) and the engine module whose `Console` it takes.
        .library(name: "RouteCardCLI", targets: ["RouteCardCLI"]),
        .library(name: "RouteCardEngine", targets: ["RouteCardEngine"]),
        .executable(name: "routecard", targets: ["routecard"]),
    ],
    targets: [
        // Geometry and the track model: pure values, no I/O.
        .target(name: "RouteCardGeo", dependencies: ["RouteCardText"]),
        // The text layer every reader shares: one JSON tokenizer and parser, source locations,
        // the diagnostics every decoder reports (Diagnostic, its codes, StyleError, the log that
        // collects them) and their line format, and "did you mean" hints. No dependencies.
        .target(name: "RouteCardText"),
        // zlib (system library) and the one Swift file that calls it: gzip/zlib inflate with limits,
        // gzip and raw deflate, Adler-32 and CRC-32, shared by the input readers (`.gz` files), the
        // tile archives and the PNG encoder.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "RouteCardCompression", dependencies: ["CZlib"]),
        // Readers that turn files into a Track (the input edge).
        .target(name: "RouteCardInput", dependencies: ["RouteCardGeo", "RouteCardText", "RouteCardCompression"]),
        // The scene: plain value types in canvas points.
        .target(name: "RouteCardScene", dependencies: ["RouteCardGeo", "RouteCardText"]),
        // Pure-Swift SVG writer.
        .target(name: "RouteCardSVG", dependencies: ["RouteCardScene"]),
        // The values the style library shares with the tile readers: declared map sources (GeoJSON,
        // vector, raster) and loaded ones, vector and raster tiles, the MapTileProvider protocol
        // RouteCardTiles implements, the ResourceResolver every file goes through, sprites. No I/O,
        // no decoding: so RouteCardTiles builds without the layers, the text and the expressions.
        .target(name: "RouteCardMap", dependencies: ["RouteCardGeo", "RouteCardScene", "RouteCardText"]),
        // The expression language of styles (MapLibre expressions, legacy functions and filters):
        // parsing with diagnostics, evaluation per feature or route point, the typed StyleProperty.
        .target(name: "RouteCardExpressions", dependencies: ["RouteCardGeo", "RouteCardScene", "RouteCardText"]),
        // Style decoding, the layer protocol, the registry and built-in layers, text and icons, the
        // style reference (spec). A `basemap` is read by the BasemapDecoder `Style.decode` is given.
        .target(name: "RouteCardStyle", dependencies: ["RouteCardGeo", "RouteCardScene", "RouteCardText", "RouteCardMap",
                                                  "RouteCardExpressions"]),
        // The MapLibre style import: a MapLibre style (spec v8) decoded into built-in layers
        // (MapLibreStyle), and the BasemapDecoder of a card style's `basemap` (MapLibreBasemapDecoder).
        .target(name: "RouteCardMapLibre", dependencies: ["RouteCardStyle", "RouteCardExpressions", "RouteCardGeo", "RouteCardMap",
                                                     "RouteCardScene", "RouteCardText"]),
        // The engine façade: one-call API and built-in styles.
        .target(name: "RouteCard", dependencies: ["RouteCardGeo", "RouteCardInput", "RouteCardScene", "RouteCardSVG", "RouteCardStyle", "RouteCardMapLibre",
                                                 "RouteCardMap", "RouteCardExpressions", "RouteCardText"]),
        // librsvg + cairo (system library, opened with dlopen on first use so SVG-only work never loads
        // it; only RouteCardRaster imports it, so RouteCard builds without it).
        .systemLibrary(name: "CRsvg"),
        // SVG bytes → PNG/PDF bytes in-process with librsvg and cairo (knows nothing of cards).
        .target(name: "RouteCardRaster", dependencies: ["CRsvg", "RouteCardCompression"]),
        // Cards as pictures: a scene to SVG, PNG or PDF bytes (CardPicture, the step every front-end shares), and the
        // one-call API: a track and a style in, PNG or PDF bytes out.
        .target(name: "RouteCardImages", dependencies: ["RouteCard", "RouteCardRaster", "RouteCardSVG", "RouteCardScene", "RouteCardStyle", "RouteCardTiles"]),
        // SQLite (system library; only RouteCardTiles imports it).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // C libraries opened with dlopen on first use instead of linked (libcurl, libmicrohttpd), so
        // start-up and the commands that never call them do not load them and their ~35 libraries.
        .target(name: "RouteCardSharedLibrary"),
        // libwebp (decodes WebP raster tiles) and libcurl (tiles over HTTP); only RouteCardTiles imports them.
        // libcurl is not linked (no pkg-config): RouteCardTiles opens it on the first transfer; curl.h
        // (libcurl4-openssl-dev) gives the types and constants.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CCurl"),
        // libpng (simplified API) and libjpeg: decode and re-encode the raster tiles cropped to a card's edge.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        // GNU libmicrohttpd: the HTTP server of `routecard serve` and of the tests (only RouteCardServer imports it).
        // Not linked: RouteCardServer opens it when a server starts; microhttpd.h (libmicrohttpd-dev) gives the types.
        .systemLibrary(name: "CMicroHTTPD"),
        // An HTTP/1.1 server (package-level API) on libmicrohttpd: requests read whole, a handler per
        // request on its connection's thread, completion records; used by `serve` and the tests' server.
        .target(name: "RouteCardServer", dependencies: ["CMicroHTTPD", "RouteCardSharedLibrary"]),
        // Tile archives (PMTiles, MBTiles, tile folders), the Mapbox Vector Tile decoder → map features,
        // and the style's MapTileProvider over them (so RouteCardStyle and RouteCard need no C library).
        // It knows the style only through RouteCardMap's values (sources, tiles, resources, sprites).
        // Raster tiles (PNG, JPEG, WebP → PNG; cropped to the card) and tiles over HTTP (XYZ templates, PMTiles by range, a disk cache).
        .target(name: "RouteCardTiles", dependencies: ["RouteCardGeo", "RouteCardScene", "RouteCardText", "RouteCardMap", "RouteCardCompression", "CSQLite", "CWebP", "CCurl",
                                                  "CPNG", "CJPEG", "RouteCardSharedLibrary"]),
        // The card engine: what every front-end that makes cards shares. The card request (CardJob) and
        // the one engine that turns it into SVG/PNG/PDF bytes (CardEngine: style, overrides, tiles,
        // route, map data, drawing, pictures; the map of a live stream too); each card option declared
        // once (Options/: CardOptions, decoded into RenderOptions, the argument parser they share, their
        // value parsers); reading styles, routes, map data and binding tiles with the command line's
        // exit codes (Loading/); outputs written all together or not at all (Outputs/); the one error
        // type (CLIError) and its exit-code/HTTP-status table (CardErrorStatus). No HTTP, no commands.
        .target(name: "RouteCardEngine", dependencies: ["RouteCard", "RouteCardGeo", "RouteCardInput", "RouteCardImages", "RouteCardMap", "RouteCardScene",
                                                       "RouteCardRaster", "RouteCardStyle", "RouteCardMapLibre", "RouteCardText", "RouteCardTiles"]),
        // The long-running front-ends over the engine, each building CardJobs and delivering results:
        // `batch` (a jobs file or an export on workers, Batch/), `serve` (the HTTP service, Serve/) and
        // `live` (frames of a stream of updates, Live/), with their own options parsed from an argument list.
        .target(name: "RouteCardService", dependencies: ["RouteCardEngine", "RouteCard", "RouteCardCompression", "RouteCardGeo",
                                                        "RouteCardImages", "RouteCardInput", "RouteCardRaster", "RouteCardServer",
                                                        "RouteCardStyle", "RouteCardMapLibre", "RouteCardText", "RouteCardTiles"]),
        // The command line: argument parsing and command dispatch (RouteCardCommand), the help texts (the
        // card options' part and the README's option tables made from the engine's table by
        // CardOptionsReference: presentation, so here), and the small commands that make no cards —
        // info, rasterize, styles, style-check — besides render, which builds one job for the engine.
        .target(name: "RouteCardCLI", dependencies: ["RouteCardEngine", "RouteCardService", "RouteCard", "RouteCardGeo", "RouteCardInput",
                                                    "RouteCardRaster", "RouteCardStyle", "RouteCardMapLibre", "RouteCardText", "RouteCardTiles"]),
        .executableTarget(name: "routecard", dependencies: ["RouteCardCLI"]),
        .executableTarget(name: "RouteCardBenchmarks", dependencies: ["RouteCard", "RouteCardRaster", "RouteCardCLI", "RouteCardEngine", "RouteCardTiles",
                                                                   "RouteCardCompression", "RouteCardTestServer", "RouteCardMapLibre", "RouteCardStyle"]),
        // The fuzz harness (libFuzzer when built by scripts/fuzz.sh, a replayer of files otherwise):
        // route readers, style decoder, MVT and PMTiles decoders, batch jobs and live update lines, chosen by FUZZ_TARGET.
        .executableTarget(name: "routecard-fuzz", dependencies: ["RouteCardGeo", "RouteCardInput", "RouteCardStyle", "RouteCardMapLibre", "RouteCardTiles", "RouteCardCompression",
                                                               "RouteCardService", "RouteCardExpressions", "RouteCardText"]),

        // Helpers only the test targets use (not a product): the CLI harness, snapshots, child
        // processes, repository paths, README sections.
        .target(name: "RouteCardTestSupport", dependencies: ["RouteCardCLI", "RouteCardEngine", "RouteCardStyle"],
                path: "Tests/RouteCardTestSupport"),
        // A small HTTP server on 127.0.0.1 for tests (libmicrohttpd): a handler closure, Range requests.
        .target(name: "RouteCardTestServer", dependencies: ["RouteCardServer"], path: "Tests/RouteCardTestServer"),
        // The README's plugin snippet as a program (ReadmePluginTests compares, runs and imports it).
        .executableTarget(name: "readme-plugin-snippet", dependencies: ["RouteCard", "RouteCardCLI"],
                          path: "Tests/ReadmePluginSnippet"),

        .testTarget(name: "RouteCardGeoTests", dependencies: ["RouteCardGeo"]),
        .testTarget(name: "RouteCardTextTests", dependencies: ["RouteCardText"]),
        .testTarget(name: "RouteCardCompressionTests", dependencies: ["RouteCardCompression"]),
        .testTarget(name: "RouteCardInputTests", dependencies: ["RouteCardInput", "RouteCardTestSupport"]),
        .testTarget(name: "RouteCardSVGTests", dependencies: ["RouteCardSVG"]),
        .testTarget(name: "RouteCardStyleTests", dependencies: ["RouteCard", "RouteCardMapLibre", "RouteCardTestSupport"]),
        .testTarget(name: "RouteCardTilesTests", dependencies: ["RouteCardTiles", "RouteCardCompression", "RouteCardStyle", "RouteCardMapLibre", "RouteCardMap", "RouteCardTestSupport",
                                                              "RouteCardTestServer", "RouteCardSharedLibrary"]),
        .testTarget(name: "RouteCardCLITests", dependencies: ["RouteCardCLI", "RouteCardEngine", "RouteCardMapLibre", "RouteCardService", "RouteCardImages", "RouteCardCompression", "RouteCardTiles", "RouteCardTestSupport",
                                                            "readme-plugin-snippet", "RouteCardTestServer", "CSQLite"],
                    exclude: ["Golden"]),
        .testTarget(name: "RouteCardRasterTests", dependencies: ["RouteCardRaster", "RouteCardImages", "RouteCardMapLibre", "RouteCardTiles", "RouteCardTestSupport"],
                    exclude: ["References"]),
    ],
    swiftLanguageModes: [.v6]
)
