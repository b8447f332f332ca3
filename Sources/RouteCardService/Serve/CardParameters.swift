import RouteCardEngine
import RouteCardServer
import RouteCardText

/// The card options a request gives as query parameters: the options of ``CardOptions`` by their
/// long names without `--` (`size`, `preset`, `privacy-zone`, `no-attribution=true` …), read by
/// `render`'s parser, so every card option a card has is a parameter with the same checks and
/// messages. Options that name files or set the server's own limits are refused with why.
enum CardParameters {
    /// The card options a request may not give (by name without `--`), with why: each option's
    /// ``CardOption/serveRefusal``.
    static let refused: [String: String] = Dictionary(uniqueKeysWithValues: CardOptions.all.compactMap { option in
        option.serveRefusal.map { (option.name, $0) }
    })

    /// The card options a request may give (by name without `--`), sorted; `format` is not among
    /// them: in a request it is the output's format, and the body's comes from its `Content-Type`.
    static let accepted: [String] = CardOptions.all.filter { $0.serveRefusal == nil }.map(\.name).sorted()

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
