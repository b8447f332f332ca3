import Foundation
import RouteCardTiles

/// How `render` fetches tiles over HTTP: `--user-agent CONTACT` (or `ROUTECARD_USER_AGENT`),
/// `--offline`, `--allow-missing-tiles`, `--tile-cache DIR` and `--tile-connections N`.
struct TileNetworkOptions: Sendable, Hashable {
    /// The contact put in the `User-Agent` (`RouteCard/0.1.0 (+CONTACT)`): an e-mail or URL.
    var contact: String?
    /// `--offline`: tiles from the disk cache only.
    var offline = false
    /// `--allow-missing-tiles`: a tile that cannot be read is left out with a warning.
    var allowMissingTiles = false
    /// `--tile-cache DIR`: the disk cache folder (default `$XDG_CACHE_HOME/routecard/tiles`).
    var cacheDirectory: String?
    /// `--tile-connections N`: requests at once to one tile server (1…16, default 4).
    var connectionsPerHost = 4

    static let valued: Set<String> = ["--user-agent", "--tile-cache", "--tile-connections"]
    /// The most `--tile-connections` allows: more would not be polite to a tile server.
    static let maxConnectionsPerHost = 16
    static let flags: Set<String> = ["--offline", "--allow-missing-tiles"]

    init() {}

    /// Reads the options; `environment` gives `ROUTECARD_USER_AGENT` when `--user-agent` is absent.
    init(_ arguments: ArgumentList, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) {
        contact = arguments.values["--user-agent"] ?? environment["ROUTECARD_USER_AGENT"]
        if let contact, contact.trimmingCharacters(in: .whitespaces).isEmpty || contact.contains(where: \.isNewline) {
            throw .usage("bad --user-agent \"\(contact)\": a contact for the tile servers expected, such as mailto:you@example.org")
        }
        offline = arguments.flags.contains("--offline")
        allowMissingTiles = arguments.flags.contains("--allow-missing-tiles")
        cacheDirectory = arguments.values["--tile-cache"]
        if cacheDirectory?.isEmpty == true { throw .usage("bad --tile-cache \"\": a folder expected") }
        if let text = arguments.values["--tile-connections"] {
            guard let count = Int(text), (1...Self.maxConnectionsPerHost).contains(count) else {
                throw .usage("bad --tile-connections \"\(text)\": a whole number 1…\(Self.maxConnectionsPerHost) expected")
            }
            connectionsPerHost = count
        }
    }

    /// The HTTP client these options ask for, with its disk cache.
    var client: HTTPClient {
        HTTPClient(options: HTTPClient.Options(userAgent: HTTPClient.userAgent(contact: contact),
                                               connectionsPerHost: connectionsPerHost, offline: offline,
                                               cache: HTTPCache(directory: cacheDirectory ?? HTTPCache.defaultDirectory())))
    }
}
