/// A card made by a worker of `serve`: its bytes and the warnings its response carries
/// (a `RouteCard-Warning` header each) and its canvas (`RouteCard-Canvas`).
struct RenderedBytes: Sendable, Equatable {
    /// The card in the format asked for.
    var bytes: [UInt8]
    /// The card's warnings, each one line of text.
    var warnings: [String]
    /// The canvas the card was drawn on, `WxH@S` (points and the scale of its pixels), as the
    /// `RouteCard-Canvas` header tells it (a client can ask for the same card from `GET /static`).
    var canvas: String
}
