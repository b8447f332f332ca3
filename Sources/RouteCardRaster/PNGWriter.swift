/// Which encoder turns drawn pixels into PNG bytes.
public enum PNGWriter: Sendable, Hashable {
    /// RouteCard's own encoder (``PNGCompression``): filters chosen per row, deflate spread over
    /// the cores. The default.
    case routecard(PNGCompression)
    /// cairo's writer (libpng at zlib's default level, one core): slower; the reference the
    /// tests compare RouteCard's encoder with.
    case cairo
}
