import RouteCardEngine

/// What became of one card of a batch.
enum BatchOutcome: Sendable {
    /// Written; the outputs in the job's order.
    case written([WrittenOutput])
    /// Not rendered: every output is newer than the input and the style file.
    case skipped
    /// Failed, with the reason.
    case failed(BatchFailure)
}
