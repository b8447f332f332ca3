import RouteCardText

/// Something a reader dropped or repaired without refusing the input — a sensor glitch such as a
/// heart rate of `n/a`, `NaN` or 900 bpm — with its location when known.
///
/// Sensor values are kept when they are numbers a working sensor reports: heart rate 0…300 bpm,
/// cadence 0…300 rpm (or steps a minute), power 0…3000 W, air and water temperature −90…70 °C,
/// speed 0…1000 m/s; anything else is dropped (a gap in the channel) with a warning.
///
/// It is located like an ``InputError`` and written like one with `warning:` for `error:`:
/// `PATH:LINE:COL: warning: MESSAGE`, or `PATH: warning: byte OFFSET: MESSAGE` for a FIT file.
public struct InputWarning: Sendable, Equatable, CustomStringConvertible {
    /// The place and the message, in an error's shape (``InputError/path``, ``InputError/line``,
    /// ``InputError/column``, ``InputError/byteOffset``, ``InputError/message``).
    public var problem: InputError

    /// A warning at the place of `problem`, with its message.
    public init(_ problem: InputError) {
        self.problem = problem
    }

    /// A warning from its path, 1-based line and column (each optional) and message.
    public init(path: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        problem = InputError(path: path, line: line, column: column, message: message)
    }

    /// A warning at a 0-based byte offset of a binary file (FIT).
    public init(path: String?, byteOffset: Int, message: String) {
        problem = InputError(path: path, byteOffset: byteOffset, message: message)
    }

    /// The file name used in messages; `nil` for standard input or unnamed data.
    public var path: String? { problem.path }

    /// What was dropped or repaired, without location or `warning:` prefix.
    public var message: String { problem.message }

    /// The diagnostic line: `PATH:LINE:COL: warning: MESSAGE`, or `PATH: warning: byte OFFSET: MESSAGE`.
    public var description: String {
        problem.description(severity: .warning)
    }
}
