import RouteCardEngine

/// One line of a jobs file: its line number and the card it asks for, or why it cannot be run.
struct BatchJob: Sendable {
    /// The 1-based line in the jobs file.
    var line: Int
    /// The card, with every path resolved; or the reason the line is unusable (one line of text).
    var card: Result<CardJob, BatchFailure>
}
