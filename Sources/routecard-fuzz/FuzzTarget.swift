import RouteCardCompression
import RouteCardExpressions
import RouteCardGeo
import RouteCardInput
import RouteCardMapLibre
import RouteCardService
import RouteCardStyle
import RouteCardText
import RouteCardTiles

/// One input kind the fuzz harness feeds bytes to: a route reader, the style decoder or a tile decoder.
///
/// Every target must either accept the bytes or throw its typed error; a trap (or an
/// AddressSanitizer report) is the bug the fuzzer looks for.
enum FuzzTarget: String, CaseIterable, Sendable {
    case gpx, geojson, csv, polyline, polyline6, fit, tcx, kml
    /// `TrackReader` with no format given: sniffing, `.gz` inflation, then whichever reader.
    case track
    /// `Style.decode` of JSON bytes (built-in layer registry, no file access).
    case style
    /// `MVTDecoder.decode` of one (inflated) vector tile.
    case mvt
    /// `PMTilesArchive` over the bytes in memory: header, root and leaf directories, a few tile look-ups.
    case pmtiles
    /// `PMTilesDirectory(decoding:)` of a directory's bytes (inflated first when they are gzip).
    case pmtilesDirectory = "pmtiles-directory"
    /// `routecard batch`'s jobs-file reader: every line to a card (or a located failure).
    case batch
    /// `routecard live`'s update parser, once per line of the input.
    case live
    /// `ExpressionParser` of JSON bytes, then the expression evaluated for a few features within a
    /// card's `WorkBudget` (one million steps).
    case expression
    /// `TextFitter.fit` of the bytes as UTF-8 text, within a card's `WorkBudget`.
    case textFit = "text-fit"

    /// What `info` and every card do with a track that was read: statistics and the text tokens
    /// (distance, duration, dates, elevation) in both unit systems.
    private static func summarize(_ track: Track) {
        let statistics = RouteStatistics(track: track)
        for units in [UnitSystem.metric, .imperial] {
            _ = TokenValues(track: track, statistics: statistics, units: units)
        }
    }

    /// Parses an expression and evaluates it for three features (strings, numbers, a missing
    /// property) at two zoom levels, under a budget as a card has.
    private static func evaluate(_ bytes: [UInt8]) {
        guard let node = try? JSONParser().parse(bytes) else { return }
        let log = DiagnosticLog(file: "fuzz.json", text: bytes)
        guard let expression = ExpressionParser(log: log, dialect: .mapLibre).parse(node, keyPath: "fuzz") else { return }
        let features: [[String: FeatureValue]] = [["name": .string("Helsinki"), "class": .string("primary"), "n": .number(3)],
                                                   ["name": .string(String(repeating: "long ", count: 200)), "n": .number(-1e300)], [:]]
        WorkBudget.$current.withValue(WorkBudget(cardSteps: 1_000_000)) {
            for properties in features {
                for zoom in [3.5, 14.0] { _ = expression.evaluate(ExpressionInput(properties: properties, zoom: zoom)) }
            }
        }
    }

    /// Runs the target once on `bytes`; errors are the expected outcome for bad input and are ignored.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .gpx, .geojson, .csv, .polyline, .polyline6, .fit, .tcx, .kml:
            guard let track = try? TrackReader(format: InputFormat(rawValue: rawValue), maximumDecompressedSize: 1 << 24)
                .read(bytes, path: "fuzz") else { return }
            Self.summarize(track)
        case .track:
            guard let track = try? TrackReader(maximumDecompressedSize: 1 << 24).read(bytes, path: "fuzz") else { return }
            Self.summarize(track)
        case .style:
            _ = try? Style.decode(bytes, file: "fuzz.json", basemapDecoder: MapLibreBasemapDecoder())
        case .mvt:
            if let tile = TileID(z: 14, x: 8529, y: 5974) { _ = try? MVTDecoder().decode(bytes, tile: tile) }
        case .pmtiles:
            guard let archive = try? PMTilesArchive(reader: MemoryByteRangeReader(bytes, name: "fuzz.pmtiles"), leafCacheBytes: 1 << 20) else { return }
            for (z, x, y) in [(0, 0, 0), (1, 1, 0), (3, 4, 2), (14, 8529, 5974)] {
                if let tile = TileID(z: z, x: x, y: y) { _ = try? archive.tile(tile) }
            }
        case .pmtilesDirectory:
            _ = try? PMTilesDirectory(decoding: Zlib.isGzip(bytes) ? ((try? Zlib.inflate(bytes, limit: 1 << 24)) ?? []) : bytes)
        case .batch:
            _ = BatchJobReader.check(bytes)
        case .expression:
            Self.evaluate(bytes)
        case .textFit:
            let text = String(decoding: bytes, as: UTF8.self)
            let fitter = TextFitter(maxWidth: 180, maxLines: 3, minSize: 8)
            WorkBudget.$current.withValue(WorkBudget(cardSteps: 1_000_000)) {
                _ = fitter.fit(text, size: 24, bold: bytes.count % 2 == 1, measurer: TextMeasurer())
            }
        case .live:
            let parser = AnnotationLineParser()
            var number = 0
            for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
                number += 1
                _ = parser.parse(Array(line), lineNumber: number)
            }
        }
    }
}
