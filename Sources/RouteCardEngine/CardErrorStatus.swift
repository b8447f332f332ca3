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
package enum CardErrorStatus {
    /// `EX_TEMPFAIL`: the card was stopped at its deadline; retrying later may succeed.
    package static let timedOut: Int32 = 75

    /// The HTTP status of a card's failure.
    package static func status(of error: CLIError) -> Int {
        switch error.exitCode {
        case 64: 400
        case 65: 422
        case timedOut: 503
        default: 500
        }
    }

    /// A command-line usage message as a parameter message: without `routecard: error: ` and the `--` of option names.
    package static func parameterMessage(_ error: CLIError) -> String {
        error.reason.replacingOccurrences(of: "--", with: "")
    }
}
