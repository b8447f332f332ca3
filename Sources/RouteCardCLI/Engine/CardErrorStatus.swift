/// The one table from a card's failure to what each front-end answers: the exit code of the
/// command line (`render`, a batch card) and the HTTP status of `serve`, with the message a
/// request gets.
///
/// | exit | meaning | HTTP |
/// | --- | --- | --- |
/// | 64 | a bad option or option value | 400 |
/// | 65 | content that cannot be drawn (route, style, tiles, pixel limit) | 422 |
/// | 75 | the card ran out of time (`serve --render-timeout`) | 503 |
/// | 1 | anything else (a missing file or library) | 500 |
enum CardErrorStatus {
    /// `EX_TEMPFAIL`: the card was stopped at its deadline; retrying later may succeed.
    static let timedOut: Int32 = 75

    /// The HTTP status of a card's failure.
    static func status(of error: CLIError) -> Int {
        switch error.exitCode {
        case 64: 400
        case 65: 422
        case timedOut: 503
        default: 500
        }
    }

    /// A failure as a request's answer: its status, the message without `routecard: error: `
    /// (and, for a bad parameter, without the `--` of option names), and the `line:col` of a
    /// posted body's mistake as the location.
    static func serveError(_ error: CLIError, retryAfter: Int? = nil) -> ServeError {
        let status = status(of: error)
        var message = status == 400 ? parameterMessage(error) : BatchFailure(error).reason
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

    /// A command-line usage message as a parameter message: without `routecard: error: ` and the `--` of option names.
    static func parameterMessage(_ error: CLIError) -> String {
        BatchFailure(error).reason.replacingOccurrences(of: "--", with: "")
    }
}
