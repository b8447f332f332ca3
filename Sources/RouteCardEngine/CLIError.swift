/// The one failure type of the card engine and every front-end: one message and an exit code, the
/// command line's (`CardErrorStatus` maps it to serve's HTTP status). It keeps its first name,
/// from when only the command line made cards: it is thrown in every target that makes them.
package struct CLIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The process exit code: 64 usage, 65 bad data, 1 anything else.
    package var exitCode: Int32
    /// The message, already formatted (one or more lines).
    package var message: String
    /// Whether to add a hint to run `--help`.
    package var suggestHelp: Bool

    /// A bad option or option value (exit 64, `EX_USAGE`).
    package static func usage(_ message: String) -> CLIError {
        CLIError(exitCode: 64, message: "routecard: error: " + message, suggestHelp: true)
    }

    /// Bad content in an input or style file (exit 65, `EX_DATAERR`); `message` carries its own location.
    package static func data(_ message: String) -> CLIError {
        CLIError(exitCode: 65, message: message, suggestHelp: false)
    }

    /// A missing or unreadable file, an unwritable output, or anything else (exit 1).
    package static func failure(_ message: String) -> CLIError {
        CLIError(exitCode: 1, message: "routecard: error: " + message, suggestHelp: false)
    }

    /// A card stopped at its deadline (`serve --render-timeout`): exit 75, `EX_TEMPFAIL` (retrying
    /// later may succeed), HTTP 503; `message` is the whole message.
    package static func timedOut(_ message: String) -> CLIError {
        CLIError(exitCode: CardErrorStatus.timedOut, message: message, suggestHelp: false)
    }

    /// The message.
    package var description: String { message }

    /// The message without its `routecard: error: ` prefix: why, as a batch's failure line and a
    /// request's error say it.
    package var reason: String {
        let prefix = "routecard: error: "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}
