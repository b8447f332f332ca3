import RouteCardEngine

/// Why one card of a batch failed: a one-line reason (with its own file:line:col when it has one).
struct BatchFailure: Error, Sendable, Hashable {
    /// The reason, without the `routecard: error: ` prefix.
    var reason: String

    /// Creates a failure from a reason.
    init(_ reason: String) {
        self.reason = reason
    }

    /// The message of a command-line error, stripped of its `routecard: error: ` prefix.
    init(_ error: CLIError) {
        reason = error.reason
    }
}
