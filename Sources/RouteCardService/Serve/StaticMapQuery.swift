import Foundation
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardServer

/// `GET /static/VIEW/WxH[@Sx].png?path=…&marker=…&style=…`, the shape of TileServer GL's static
/// endpoint (also `/styles/STYLE/static/VIEW/…`), for an app that has only an encoded polyline. VIEW is
/// `auto` (fitted to the path), `LON,LAT,ZOOM[@BEARING[,PITCH]]` or `MINX,MINY,MAXX,MAXY` (``camera(_:)``).
///
/// - `path`: `enc:POLYLINE` (precision 5, everything after `enc:`), or `LON,LAT|LON,LAT|…`;
///   may repeat (one segment each); `key:value` parts (`stroke:red|width:3|…`) are accepted and ignored.
/// - `marker`: `LON,LAT|…` (repeatable): a waypoint drawn by the style's waypoint layer; an icon
///   path after it is ignored (requests never name files).
/// - `latlng=1` (or `true`): coordinates are `LAT,LON`. `style` and every card option (`title`, `timezone`,
///   `preset`, `privacy-zone`, …) as for `/render`.
/// - TileServer GL's drawing parameters (`stroke`, `width`, `fill`, `linecap`, `border`,
///   `borderwidth`, `padding`, `maxzoom`) are accepted and ignored: the style draws the card.
enum StaticMapQuery {
    /// The parameters of the route and the style; every card option of `render` is also taken (``CardParameters``).
    static let ownParameters = ["path", "marker", "latlng", "style"]
    /// TileServer GL's parameters that are accepted and ignored.
    static let ignored = ["stroke", "width", "fill", "linecap", "linejoin", "border", "borderwidth", "padding", "maxzoom", "format"]

    /// Whether `path` has a static card's shape (`/static/VIEW/FILE`, `/styles/STYLE/static/VIEW/FILE`).
    static func isStatic(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return (parts.count == 3 && parts[0] == "static") || (parts.count == 5 && parts[0] == "styles" && parts[2] == "static")
    }

    /// The card a static request asks for, or `nil` when the path is not a static one.
    static func card(_ request: HTTPServerRequest) throws(ServeError) -> CardRequest? {
        let parts = request.path.split(separator: "/").map(String.init)
        var style = request.query("style") ?? "default"
        let view: String, file: String
        if parts.count == 3, parts[0] == "static" {
            (view, file) = (parts[1], parts[2])
        } else if parts.count == 5, parts[0] == "styles", parts[2] == "static" {
            style = parts[1]
            (view, file) = (parts[3], parts[4])
        } else {
            return nil
        }
        let camera = try Self.camera(view)
        let (width, height, scale, format) = try Self.size(file)
        // The size and scale of the path and its view, then every card option of the query, through render's parser.
        var job = try CardParameters.job(request.query, skipping: Set(ownParameters + ignored),
                                         leading: ["--size", "\(width)x\(height)", "--scale", String(scale)] + camera)
        let swap = ["1", "true"].contains(request.query("latlng")?.lowercased() ?? "")
        var segments: [TrackSegment] = []
        for value in request.queryValues("path") {
            let points = try Self.points(value, swap: swap, what: "path")
            if !points.isEmpty { segments.append(TrackSegment(points: points)) }
        }
        var waypoints: [Waypoint] = []
        for value in request.queryValues("marker") {
            let first = String(value.split(separator: "|", maxSplits: 1).first ?? "")
            guard let point = try Self.points(first, swap: swap, what: "marker").first else {
                throw .badRequest("bad marker \"\(value)\": expected LON,LAT (then |icon and options, ignored)")
            }
            waypoints.append(Waypoint(coordinate: point.coordinate))
        }
        job.input = nil
        job.inputName = "path"
        if segments.isEmpty && waypoints.isEmpty {
            // A view needs no route (the map alone); `auto` is the route's own view.
            guard !camera.isEmpty else {
                throw .badRequest("no route: give path=enc:POLYLINE (or path=LON,LAT|LON,LAT|…) and/or marker=LON,LAT, "
                    + "or a view instead of auto (LON,LAT,ZOOM or MINX,MINY,MAXX,MAXY)")
            }
            job.mapOnly = true
        } else {
            job.track = Track(segments: segments, waypoints: waypoints)
        }
        let canonical = "static\n\(view)\n\(width)x\(height)@\(scale).\(format.rawValue)\n"
            + request.query.filter { !ignored.contains($0.name) && $0.name != "style" }.map { $0.name + "=" + $0.value }.joined(separator: "&")
        return CardRequest(style: style, format: format, job: job, canonical: canonical)
    }

    /// The card options of a view in the path: `auto` (none: fitted to the route), TileServer GL's
    /// centre form `LON,LAT,ZOOM[@BEARING[,PITCH]]` (bearing and pitch only 0: a rotated or tilted view
    /// is not drawn) or its bounds form `MINX,MINY,MAXX,MAXY`, as `render`'s `--center`/`--zoom`/`--bounds`.
    static func camera(_ view: String) throws(ServeError) -> [String] {
        guard view != "auto" else { return [] }
        var numbers = view
        if let at = view.firstIndex(of: "@") {
            numbers = String(view[..<at])
            let angles = view[view.index(after: at)...].split(separator: ",", omittingEmptySubsequences: false)
            let values = angles.map { Double($0) }
            guard (1...2).contains(angles.count), values.allSatisfy({ $0?.isFinite == true }) else {
                throw .badRequest("bad view \"\(view)\": expected LON,LAT,ZOOM@BEARING or LON,LAT,ZOOM@BEARING,PITCH")
            }
            if let bearing = values[0], bearing.truncatingRemainder(dividingBy: 360) != 0 {
                throw .badRequest("bearing \(CardEngine.format(bearing)) is not drawn: a card's map is north up (give 0 or leave out @BEARING)")
            }
            if values.count == 2, let pitch = values[1], pitch != 0 {
                throw .badRequest("pitch \(CardEngine.format(pitch)) is not drawn: a card's map is seen from straight above (give 0)")
            }
        }
        let parts = numbers.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let values = parts.compactMap { Double($0) }.filter(\.isFinite)
        let latitudes = -WebMercator.maxLatitude...WebMercator.maxLatitude
        switch (parts.count, values.count) {
        case (3, 3):
            guard (-180...180).contains(values[0]), latitudes.contains(values[1]), Camera.zoomRange.contains(values[2]) else {
                throw .badRequest("bad view \"\(view)\": longitude −180…180, latitude −85.0511…85.0511 and zoom 0…24 expected")
            }
            return ["--center", parts[1] + "," + parts[0], "--zoom", parts[2]]
        case (4, 4):
            guard (-180...180).contains(values[0]), (-180...180).contains(values[2]), values[0] != values[2],
                  latitudes.contains(values[1]), latitudes.contains(values[3]), values[1] < values[3] else {
                throw .badRequest("bad view \"\(view)\": MINX,MINY,MAXX,MAXY in degrees expected, longitudes −180…180 and not equal, "
                    + "latitudes −85.0511…85.0511 with MINY below MAXY")
            }
            return ["--bounds", parts.joined(separator: ",")]
        default:
            throw .badRequest("bad view \"\(view)\": expected auto, LON,LAT,ZOOM[@BEARING[,PITCH]] or MINX,MINY,MAXX,MAXY")
        }
    }

    /// `600x400.png`, `600x400@2x.jpg` → points, scale and format (png, jpg/jpeg, webp, svg, pdf).
    static func size(_ file: String) throws(ServeError) -> (Int, Int, Double, OutputFormat) {
        let rejection = ServeError.badRequest("bad size \"\(file)\": expected WIDTHxHEIGHT[@SCALEx].FORMAT in points, e.g. 600x400.png "
            + "or 600x400@2x.jpg (formats: png, jpg, jpeg, webp, svg, pdf)")
        guard let dot = file.lastIndex(of: "."), let format = OutputFormat(name: String(file[file.index(after: dot)...])) else {
            throw rejection
        }
        var stem = file[..<dot]
        var scale = 1.0
        if let at = stem.firstIndex(of: "@") {
            guard stem.hasSuffix("x"), let value = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]) else { throw rejection }
            scale = value
            stem = stem[..<at]
        }
        let sides = stem.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]) else { throw rejection }
        return (width, height, scale, format)
    }

    /// The points of a `path` value: an encoded polyline after `enc:`, else `LON,LAT` pairs split at `|`
    /// (parts that are `key:value` options are skipped).
    static func points(_ value: String, swap: Bool, what: String) throws(ServeError) -> [TrackPoint] {
        if let range = value.range(of: "enc:") {
            do {
                let track = try PolylineReader(precision: 5).read(Array(value[range.upperBound...].utf8), path: what)
                return track.segments.flatMap(\.points)
            } catch {
                throw .badRequest("bad \(what) polyline: \(error.message)")
            }
        }
        var points: [TrackPoint] = []
        for part in value.split(separator: "|") where !part.contains(":") {
            let numbers = part.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 2, let first = numbers[0], let second = numbers[1] else {
                throw .badRequest("bad \(what) \"\(part)\": expected LON,LAT (or LAT,LON with latlng=1), or enc:POLYLINE")
            }
            let (latitude, longitude) = swap ? (first, second) : (second, first)
            guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
                throw .badRequest("bad \(what) \"\(part)\": latitude −90…90 and longitude −180…180 expected"
                    + (swap ? "" : " (coordinates are LON,LAT; add latlng=1 for LAT,LON)"))
            }
            points.append(TrackPoint(latitude: latitude, longitude: longitude))
        }
        return points
    }
}
