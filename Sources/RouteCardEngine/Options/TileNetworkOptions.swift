import Foundation
import RouteCardTiles

/// How `render` fetches tiles over HTTP: `--user-agent CONTACT` (or `ROUTECARD_USER_AGENT`),
/// `--offline`, `--allow-missing-tiles`, `--tile-cache DIR` and `--tile-connections N`.
package struct TileNetworkOptions: Sendable, Hashable {
    /// The contact put in the `User-Agent` (`RouteCard/0.1.0 (+CONTACT)`): an e-mail or URL.
    var contact: String?
    /// `--offline`: tiles from the disk cache only.
    var offline = false
    /// `--allow-missing-tiles`: a tile that cannot be read is left out with a warning.
    package var allowMissingTiles = false
    /// `--tile-cache DIR`: the disk cache folder (default `$XDG_CACHE_HOME/routecard/tiles`).
    var cacheDirectory: String?
    /// `--tile-connections N`: requests at once to one tile server (1…16, default 4).
    var connectionsPerHost = 4

    /// The options that take a value (the card options ``CardOptions`` decodes into these settings).
    package static let valued = CardOptions.valued { if case .network = $0.decode { true } else { false } }
    /// The most `--tile-connections` allows: more would not be polite to a tile server.
    static let maxConnectionsPerHost = 16
    /// The flags.
    package static let flags = CardOptions.flags { if case .network = $0.decode { true } else { false } }

    package init() {}

    /// Reads the options as ``CardOptions`` declares them; `environment` gives `ROUTECARD_USER_AGENT`
    /// when `--user-agent` is absent.
    package init(_ arguments: ArgumentList, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) {
        for option in CardOptions.all {
            guard case .network(let decode) = option.decode, let values = option.values(in: arguments) else { continue }
            try decode(&self, values)
        }
        try finish(environment: environment)
    }

    /// Takes the contact from `ROUTECARD_USER_AGENT` when none was given, and checks it.
    mutating func finish(environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) {
        contact = contact ?? environment["ROUTECARD_USER_AGENT"]
        if let contact, contact.trimmingCharacters(in: .whitespaces).isEmpty || contact.contains(where: \.isNewline) {
            throw .usage("bad --user-agent \"\(contact)\": a contact for the tile servers expected, such as mailto:you@example.org")
        }
    }

    /// The HTTP client these options ask for, with its disk cache.
    package var client: HTTPClient {
        HTTPClient(options: HTTPClient.Options(userAgent: HTTPClient.userAgent(contact: contact),
                                               connectionsPerHost: connectionsPerHost, offline: offline,
                                               cache: HTTPCache(directory: cacheDirectory ?? HTTPCache.defaultDirectory())))
    }
}
