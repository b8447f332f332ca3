import Foundation
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardServer

/// `GET /static/auto/WxH[@Sx].png?path=…&marker=…&style=…`, the shape of TileServer GL's static
/// endpoint (also `/styles/STYLE/static/auto/…`), for an app that has only an encoded polyline.
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

    /// The card a static request asks for, or `nil` when the path is not a static one.
    static func card(_ request: HTTPServerRequest) throws(ServeError) -> CardRequest? {
        let parts = request.path.split(separator: "/").map(String.init)
        var style = request.query("style") ?? "default"
        let file: String
        if parts.count == 3, parts[0] == "static", parts[1] == "auto" {
            file = parts[2]
        } else if parts.count == 5, parts[0] == "styles", parts[2] == "static", parts[3] == "auto" {
            style = parts[1]
            file = parts[4]
        } else {
            return nil
        }
        let (width, height, scale, format) = try Self.size(file)
        // The size and scale of the path, then every card option of the query, through render's parser.
        var job = try CardParameters.job(request.query, skipping: Set(ownParameters + ignored),
                                         leading: ["--size", "\(width)x\(height)", "--scale", String(scale)])
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
        guard !segments.isEmpty || !waypoints.isEmpty else {
            throw .badRequest("no route: give path=enc:POLYLINE (or path=LON,LAT|LON,LAT|…) and/or marker=LON,LAT")
        }
        job.input = nil
        job.track = Track(segments: segments, waypoints: waypoints)
        job.inputName = "path"
        let canonical = "static\n\(width)x\(height)@\(scale).\(format.rawValue)\n"
            + request.query.filter { !ignored.contains($0.name) && $0.name != "style" }.map { $0.name + "=" + $0.value }.joined(separator: "&")
        return CardRequest(style: style, format: format, job: job, canonical: canonical)
    }

    /// `600x400.png`, `600x400@2x.png` → points, scale and format (png; svg and pdf also work).
    static func size(_ file: String) throws(ServeError) -> (Int, Int, Double, OutputFormat) {
        let rejection = ServeError.badRequest("bad size \"\(file)\": expected WIDTHxHEIGHT[@SCALEx].png in points, e.g. 600x400.png or 600x400@2x.png")
        guard let dot = file.lastIndex(of: "."), let format = OutputFormat(rawValue: file[file.index(after: dot)...].lowercased()) else {
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
