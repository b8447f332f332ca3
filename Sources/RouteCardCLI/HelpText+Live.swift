import RouteCardEngine
import RouteCardService

extension HelpText {
    /// `live --help`: its own options (``LiveOptions/own``), then the card options its frames take
    /// (``CardOption/live``, each with its ``CardOption/liveDoc`` where it differs from render's).
    static let live = """
    routecard live — keep a map of moving markers up to date from a stream of updates.

    USAGE
      routecard live --center LAT,LON --radius DISTANCE -o FRAME.svg [options] < updates.ndjson

    INPUT (standard input, one JSON object per line)
      {"id": "driver-7", "lat": 37.51, "lon": 127.02, "time": "2024-05-01T06:00:00Z", "status": "matched"}
                              Adds driver-7 or moves it (never a duplicate); its icon turns toward
                              its direction of travel. "heading" (degrees) overrides that; other
                              keys ("status", …) are properties the style can use.
      {"id": "driver-7", "remove": true}    Removes driver-7.
      {"clear": true}                       Removes every marker.
      A bad line (not JSON, no id, latitude out of range, …) is reported with its line number
      and skipped; the exit code is then 65 instead of 0.

    OPTIONS
    \(liveOptions)

    At end of input, or on SIGINT/SIGTERM, the final frame is written and the command exits.
    """

    /// The OPTIONS part of `live --help`.
    private static var liveOptions: String {
        let own = LiveOptions.own.map { CardOptionsReference.helpEntry(synopsis: $0.synopsis, doc: $0.doc) }
        let card = CardOptions.all.filter(\.live).map { CardOptionsReference.helpEntry(synopsis: $0.synopsis, doc: $0.liveDoc ?? $0.doc) }
        return (own + card).joined(separator: "\n")
    }
}
