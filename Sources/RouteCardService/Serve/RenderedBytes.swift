/// A card made by a worker of `serve`: its bytes and the warnings its response carries
/// (a `RouteCard-Warning` header each).
struct RenderedBytes: Sendable, Equatable {
    /// The card in the format asked for.
    var bytes: [UInt8]
    /// The card's warnings, each one line of text.
    var warnings: [String]
}
