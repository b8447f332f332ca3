import RouteCardEngine

extension CardErrorStatus {
    /// A failure as a request's answer: its status, the message without `routecard: error: `
    /// (and, for a bad parameter, without the `--` of option names), and the `line:col` of a
    /// posted body's mistake as the location.
    static func serveError(_ error: CLIError, retryAfter: Int? = nil) -> ServeError {
        let status = Self.status(of: error)
        var message = status == 400 ? parameterMessage(error) : error.reason
        var location: String?
        if message.hasPrefix("body:") {
            // `body:12:5: error: …` → the location 12:5 and the message after it.
            let rest = message.dropFirst(5)
            if let errorMark = rest.range(of: ": error: ") {
                let place = rest[..<errorMark.lowerBound]
                if place.split(separator: ":").allSatisfy({ Int($0) != nil }) {
                    location = place.isEmpty ? nil : String(place)
                    message = String(rest[errorMark.upperBound...])
                }
            } else if rest.hasPrefix(" error: ") {
                message = String(rest.dropFirst(8))
            }
        }
        return ServeError(status: status, message: message, location: location, retryAfter: status == 503 ? retryAfter : nil)
    }
}
