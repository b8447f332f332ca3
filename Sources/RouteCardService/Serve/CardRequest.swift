import Foundation
import RouteCard
import RouteCardEngine
import RouteCardGeo
import RouteCardInput
import RouteCardServer

/// One card a request asks for: the style by name (or sent with it), the output format, and the
/// card job its parameters make — every card option of `render` (see ``CardParameters``), the
/// route being the posted body or the track the URL gives.
struct CardRequest: Sendable {
    /// The style's name among the served ones.
    var style: String
    /// The output.
    var format: OutputFormat
    /// The card: options and route, its style still to be given (the served entry).
    var job: CardJob
    /// A style sent with the request (part `style` of a form), used instead of `style`.
    var uploadedStyle: [UInt8]? = nil
    /// The parameters that decide the card, sorted (part of the ETag).
    var canonical: String

    /// The parameters of `POST /render` that are not card options.
    static let ownParameters: Set<String> = ["style", "format"]

    /// `POST /render?style=&format=svg|png|pdf&…card options…` with the route as the body. An
    /// unknown parameter is refused, so a typo is not silently ignored.
    init(render request: HTTPServerRequest) throws(ServeError) {
        job = try CardParameters.job(request.query, skipping: Self.ownParameters)
        style = request.query("style") ?? "default"
        let formatName = request.query("format") ?? "png"
        guard let format = OutputFormat(name: formatName) else {
            throw .badRequest("bad format \"\(formatName)\": expected png, jpg (jpeg), webp, svg or pdf")
        }
        self.format = format
        var body = request.body
        var contentType = request.header("Content-Type")
        if let boundary = MultipartForm.boundary(contentType: contentType) {
            // A form: the route in part `route`, and perhaps the request's own style in part `style`.
            let form = try MultipartForm(request.body, boundary: boundary)
            guard let route = form.part("route") else {
                throw .badRequest("a multipart/form-data request needs a part named \"route\" (the route file) and may have one named \"style\"")
            }
            body = route.body
            contentType = route.contentType
            if let style = form.part("style") {
                guard request.query("style") == nil else { throw .badRequest("give the style as the query's style= or as a part, not both") }
                uploadedStyle = style.body
            }
        }
        let inputFormat = try Self.inputFormat(contentType: contentType)
        if job.polyline == nil && job.input != nil {
            guard !body.isEmpty else {
                throw .badRequest("no route: post a GPX, GeoJSON, encoded polyline, CSV, TCX, KML or FIT file as the body")
            }
            job.input = nil
            job.inputBytes = body
            job.format = inputFormat
        }
        canonical = "render\n" + request.query.filter { $0.name != "style" }.map { $0.name + "=" + $0.value }.sorted().joined(separator: "&")
            + "\nformat=" + format.rawValue + "\ninput=" + (inputFormat?.rawValue ?? "detect")
    }

    /// A card for `/static` (see ``StaticMapQuery``).
    init(style: String, format: OutputFormat, job: CardJob, canonical: String) {
        self.style = style
        self.format = format
        self.job = job
        self.canonical = canonical
    }

    /// The input format a `Content-Type` names (`nil`: detect from the bytes). Unknown types other
    /// than the generic ones (`application/octet-stream`, `text/plain`) are refused.
    static func inputFormat(contentType: String?) throws(ServeError) -> InputFormat? {
        guard let contentType else { return nil }
        let type = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        switch type {
        case "", "application/octet-stream", "text/plain", "application/x-www-form-urlencoded": return nil
        case "application/gpx+xml", "application/gpx": return .gpx
        case "application/xml", "text/xml": return nil   // GPX, TCX or KML: detected
        case "application/geo+json", "application/json", "application/vnd.geo+json": return .geojson
        case "text/csv", "application/csv": return .csv
        case "application/vnd.google-earth.kml+xml": return .kml
        case "application/vnd.garmin.tcx+xml", "application/tcx+xml": return .tcx
        case "application/vnd.ant.fit", "application/fit": return .fit
        case "application/polyline", "text/x-polyline", "application/vnd.google.polyline": return .polyline
        default:
            throw ServeError(status: 415, message: "unsupported Content-Type \"\(type)\": send application/gpx+xml, application/geo+json, "
                + "text/csv, application/vnd.google-earth.kml+xml, application/vnd.garmin.tcx+xml, application/vnd.ant.fit, "
                + "application/polyline, or application/octet-stream to detect the format")
        }
    }
}
