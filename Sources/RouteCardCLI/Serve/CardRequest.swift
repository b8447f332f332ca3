import Foundation
import RouteCard
import RouteCardGeo
import RouteCardInput
import RouteCardServer

/// One card a request asks for: the style by name, its overrides, the output format and the route
/// (a posted file to read, or a track the URL gives).
struct CardRequest: Sendable {
    /// Where the route comes from.
    enum Route: Sendable {
        /// A posted GPX, GeoJSON, polyline, CSV … file, in `format` or detected.
        case body([UInt8], format: InputFormat?)
        /// A track already made from the URL (`/static`'s `path` and `marker`).
        case track(Track)
    }

    /// The style's name among the served ones.
    var style: String
    /// `size`, `scale`, `padding`, `timezone`.
    var overrides = StyleOverrides()
    /// The output.
    var format: OutputFormat
    /// Replaces the track's name in `{name}` and `{title}`.
    var title: String?
    /// The route.
    var route: Route
    /// A style sent with the request (part `style` of a form), used instead of `style`.
    var uploadedStyle: [UInt8]? = nil
    /// The parameters that decide the card, sorted (part of the ETag).
    var canonical: String

    /// The parameters `POST /render` takes.
    static let renderParameters = ["style", "size", "scale", "format", "title", "padding", "timezone"]

    /// `POST /render?style=&size=WxH&scale=&format=svg|png|pdf&title=&padding=&timezone=` with the
    /// route as the body. An unknown parameter is refused, so a typo is not silently ignored.
    init(render request: HTTPServerRequest) throws(ServeError) {
        for item in request.query where !Self.renderParameters.contains(item.name) {
            throw .badRequest("unknown parameter \"\(item.name)\" (parameters: \(Self.renderParameters.joined(separator: ", ")))")
        }
        style = request.query("style") ?? "default"
        let formatName = request.query("format") ?? "png"
        guard let format = OutputFormat(rawValue: formatName.lowercased()) else {
            throw .badRequest("bad format \"\(formatName)\": expected svg, png or pdf")
        }
        self.format = format
        title = request.query("title")
        overrides = try Self.overrides(size: request.query("size"), scale: request.query("scale"), padding: request.query("padding"),
                                       timeZone: request.query("timezone"))
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
        guard !body.isEmpty else {
            throw .badRequest("no route: post a GPX, GeoJSON, encoded polyline, CSV, TCX, KML or FIT file as the body")
        }
        let inputFormat = try Self.inputFormat(contentType: contentType)
        route = .body(body, format: inputFormat)
        canonical = "render\n" + request.query.filter { $0.name != "style" }.map { $0.name + "=" + $0.value }.sorted().joined(separator: "&")
            + "\nformat=" + format.rawValue + "\ninput=" + (inputFormat?.rawValue ?? "detect")
    }

    /// A card for `/static` (see ``StaticMapQuery``).
    init(style: String, overrides: StyleOverrides, format: OutputFormat, title: String?, track: Track, canonical: String) {
        self.style = style
        self.overrides = overrides
        self.format = format
        self.title = title
        route = .track(track)
        self.canonical = canonical
    }

    /// The overrides of the query, with the command line's checks and messages (without `--`).
    static func overrides(size: String?, scale: String?, padding: String?, timeZone: String?) throws(ServeError) -> StyleOverrides {
        var overrides = StyleOverrides()
        do {
            overrides.size = try InputOptionValues.size(size)
            overrides.scale = try InputOptionValues.scale(scale)
            overrides.padding = try InputOptionValues.padding(padding)
            overrides.timeZone = try InputOptionValues.timeZone(timeZone)
        } catch {
            throw .badRequest(parameterMessage(error))
        }
        return overrides
    }

    /// A command-line usage message as a parameter message: without `routecard: error: ` and the `--` of option names.
    static func parameterMessage(_ error: CLIError) -> String {
        BatchFailure(error).reason.replacingOccurrences(of: "--", with: "")
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
