import RouteCardServer
import RouteCardText

/// The card options a request gives as query parameters: `render`'s own options by their long
/// names without `--` (`size`, `preset`, `privacy-zone`, `no-attribution=true` …), read by
/// `render`'s parser, so every card option a card has is a parameter with the same checks and
/// messages. Options that name files or set the server's own limits are refused with why.
enum CardParameters {
    /// The options of `render` that a request may not give, with why.
    static let refused: [String: String] = {
        var refused: [String: String] = [:]
        for name in ["output", "svg", "png", "pdf"] {
            refused[name] = "the answer is the card itself: choose its format with format=svg, png or pdf"
        }
        for name in ["allow-path", "tiles", "basemap", "sprite"] {
            refused[name] = "a request never names a file: the map comes from the server's styles and tiles (serve --styles DIR, --tiles NAME=FILE)"
        }
        for name in ["max-input", "max-points", "max-pixels"] {
            refused[name] = "the limits are the server's (serve --max-body, --max-points, --max-pixels)"
        }
        for name in TileNetworkOptions.valued.union(TileNetworkOptions.flags) {
            refused[String(name.dropFirst(2))] = "tiles over HTTP are the server's settings (serve's options)"
        }
        refused["quiet"] = "a request has no messages to silence"
        refused["help"] = "see the README's serve section for the parameters"
        return refused
    }()

    /// The card options of `render` a request may give (by name without `--`), sorted; `format`
    /// is not among them: in a request it is the output's format, and the body's comes from its `Content-Type`.
    static let accepted: [String] = RenderOptions.valued.union(RenderOptions.flags).map { String($0.dropFirst(2)) }
        .filter { refused[$0] == nil && $0 != "format" }.sorted()

    /// The job the query asks for, its route not yet given (`input` is `body`). Parameters in
    /// `skipping` are the route's own (read by the caller); `leading` are arguments put first (a
    /// size the path gives). A parameter that is no card option is a 400 with a spelling hint.
    static func job(_ query: [HTTPQueryItem], skipping: Set<String>, leading: [String] = []) throws(ServeError) -> CardJob {
        var arguments = leading
        for item in query where !skipping.contains(item.name) {
            if let why = refused[item.name] {
                throw .badRequest("parameter \"\(item.name)\" is not taken here: \(why)")
            }
            guard accepted.contains(item.name) else {
                let known = accepted + Array(skipping)
                throw .badRequest("unknown parameter \"\(item.name)\"" + SpellingSuggestion.hint(for: item.name, among: known)
                                  + " (parameters: \(known.sorted().joined(separator: ", ")))")
            }
            let option = "--" + item.name
            if RenderOptions.flags.contains(option) {
                switch item.value.lowercased() {
                case "", "1", "true": arguments.append(option)
                case "0", "false": continue
                default: throw .badRequest("bad \(item.name) \"\(item.value)\": expected true or false")
                }
            } else {
                arguments += [option, item.value]
            }
        }
        let polyline = arguments.contains("--polyline") || arguments.contains("--example")
        do {
            let parsed = try ArgumentList(arguments + (polyline ? [] : ["--", "body"]), valued: RenderOptions.valued, flags: RenderOptions.flags)
            let options = try RenderOptions(parsed)
            return CardJob(options, outputs: [])
        } catch {
            throw .badRequest(CardErrorStatus.parameterMessage(error))
        }
    }
}
