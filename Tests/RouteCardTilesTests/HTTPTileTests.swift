import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import RouteCardTestServer
import RouteCardTiles
import Testing

/// Tiles over HTTP against a server this test starts on 127.0.0.1 (libmicrohttpd), which records
/// every request: URL templates, the User-Agent, the disk cache (hits, revalidation, offline),
/// retries, the per-host limit, errors naming the URL, and PMTiles read by range.
@Suite struct HTTPTileTests {
    /// A small PNG for every tile.
    static let png = TilePNGEncoder.encode(RasterPixels(width: 4, height: 4, rgba: Array(repeating: 200, count: 64))!)

    /// A fresh cache folder, removed afterwards.
    static func withCache<T>(_ body: (HTTPCache) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-http-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(HTTPCache(directory: folder))
    }

    static func client(_ cache: HTTPCache?, offline: Bool = false, connections: Int = 4, timeout: Double = 5) -> HTTPClient {
        HTTPClient(options: HTTPClient.Options(userAgent: HTTPClient.userAgent(contact: "mailto:test@example.org"),
                                               connectionsPerHost: connections, timeout: timeout, maxRetryDelay: 0.05,
                                               offline: offline, cache: cache))
    }

    static func declaration(_ template: String) -> SourceDeclaration {
        SourceDeclaration(id: "web", raster: VectorSourceDeclaration(tiles: .remote(templates: [template]), maxZoom: 19, tileSize: 256))
    }

    /// A box of 3 × 2 tiles at zoom 4 (columns 8–10, rows 5–6), for a 1× card at zoom 3.
    static let box = WorldBox(minX: 8.2 / 16, minY: 5.2 / 16, maxX: 10.8 / 16, maxY: 6.8 / 16)

    func render(_ provider: VectorTileProvider, _ template: String, scale: Double = 1) throws -> RasterTileSet {
        try provider.rasterTiles(for: Self.declaration(template), resources: .none, covering: Self.box, zoom: 3, scale: scale)
    }

    @Test func templatesFillInTheTile() throws {
        let tile = try #require(TileID(z: 3, x: 3, y: 5))
        // Bing Maps' documentation ("Bing Maps Tile System"): tile (3, 5) at level 3 has quadkey 213.
        #expect(RemoteTileTemplate.quadkey(tile) == "213")
        #expect(RemoteTileTemplate.fill("https://{s}.t/{z}/{x}/{y}{r}.png?k={quadkey}", with: tile, subdomain: "b", retina: true)
            == "https://b.t/3/3/5@2x.png?k=213")
        // TMS rows count from the south: 2^3 − 1 − 5.
        #expect(RemoteTileTemplate.fill("/{z}/{x}/{-y}", with: tile) == "/3/3/2")
        // {s}: (x + y) mod 3 of a, b, c, as Leaflet picks.
        let source = RemoteTileTemplate(templates: ["https://{s}.t/{z}/{x}/{y}.png"], metadata: TileSourceMetadata(format: .png),
                                        client: HTTPClient())
        #expect(source.url(for: tile) == "https://c.t/3/3/5.png")
        #expect(source.url(for: try #require(TileID(z: 3, x: 4, y: 5))) == "https://a.t/3/4/5.png")
    }

    @Test func tilesAreFetchedPolitelyAndCachedOnDisk() throws {
        let server = try TestHTTPServer { request in .file(Self.png, for: request, etag: "\"png-1\"") }
        defer { server.stop() }
        try Self.withCache { cache in
            let template = server.url("/tiles/{z}/{x}/{y}{r}.png")
            let first = try render(VectorTileProvider(http: Self.client(cache)), template)
            #expect(first.zoom == 4 && first.tiles.count == 6)
            #expect(server.requests.count == 6)
            #expect(Set(server.requests.map(\.path)) == Set((8...10).flatMap { x in (5...6).map { "/tiles/4/\(x)/\($0).png" } }))
            #expect(server.requests.allSatisfy { $0.header("User-Agent") == "RouteCard/\(HTTPClient.version) (+mailto:test@example.org)" })
            // Another provider (no memory cache), the same disk cache: no request at all.
            server.reset()
            let second = try render(VectorTileProvider(http: Self.client(cache)), template)
            #expect(second.tiles.map(\.bytes) == first.tiles.map(\.bytes))
            #expect(server.requests.isEmpty)
            // Offline, from the cache.
            let offline = try render(VectorTileProvider(http: Self.client(cache, offline: true)), template)
            #expect(offline.tiles.count == 6 && server.requests.isEmpty)
            // A 2× card asks for the @2x tiles (512 pixels, so the same zoom).
            let retina = try render(VectorTileProvider(http: Self.client(cache)), template, scale: 2)
            #expect(retina.zoom == 4 && server.requests.count == 6 && server.requests.allSatisfy { $0.path.hasSuffix("@2x.png") })
        }
    }

    @Test func offlineWithAColdCacheFailsNamingTheURL() throws {
        try Self.withCache { cache in
            let provider = VectorTileProvider(http: Self.client(cache, offline: true))
            #expect {
                _ = try render(provider, "http://127.0.0.1:9/{z}/{x}/{y}.png")
            } throws: { error in
                let failure = error as? MapTileError
                return failure?.kind == .unreadable && failure?.file == "http://127.0.0.1:9/4/8/5.png"
                    && failure?.message.contains("--offline") == true
            }
        }
    }

    @Test func staleTilesAreRevalidatedWithIfNoneMatch() throws {
        let server = try TestHTTPServer { request in .file(Self.png, for: request, etag: "\"v1\"", headers: [["Cache-Control", "max-age=0"]]) }
        defer { server.stop() }
        try Self.withCache { cache in
            let client = Self.client(cache)
            let url = server.url("/a.png")
            #expect(try client.get(url).status == 200)
            let again = try client.get(url)
            #expect(again.status == 200 && again.body == Self.png)
            #expect(server.exchanges.map(\.status) == [200, 304])
            #expect(server.requests[0].header("If-None-Match") == nil && server.requests[1].header("If-None-Match") == "\"v1\"")
        }
    }

    /// The disk cache keeps at most its byte limit, dropping the answer used longest ago: of four
    /// 1,000-byte tiles in a 3,500-byte cache, with the first one read again before the fourth
    /// is stored, the second one is gone.
    @Test func theDiskCacheDropsTheLeastRecentlyUsed() throws {
        let body = [UInt8](repeating: 7, count: 1000)
        let server = try TestHTTPServer { request in .file(body, for: request) }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routecard-lru-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = HTTPCache(directory: folder, byteLimit: 3500)
        let client = Self.client(cache)
        for name in ["a", "b", "c"] {
            _ = try client.get(server.url("/\(name)"))
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(try client.get(server.url("/a")).fromCache)
        Thread.sleep(forTimeInterval: 0.02)
        _ = try client.get(server.url("/d"))
        #expect(cache.byteCount <= 3500)
        server.reset()
        for name in ["a", "c", "d", "b"] { _ = try client.get(server.url("/\(name)")) }
        #expect(server.requests.map(\.path) == ["/b"])
    }

    @Test func theCacheFolderFollowsTheXDGBaseDirectorySpecification() {
        #expect(HTTPCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/me"]) == "/var/cache/me/routecard/tiles")
        // A relative XDG_CACHE_HOME is to be ignored, as the specification says.
        #expect(HTTPCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/me"]) == "/home/me/.cache/routecard/tiles")
        #expect(HTTPCache.defaultDirectory(environment: ["HOME": "/home/me"]) == "/home/me/.cache/routecard/tiles")
    }

    /// `subdomains` as a style writes them (a string of letters or a list): `{s}` takes one per
    /// tile, `(x + y) mod count`.
    @Test func styleSubdomainsFillTheSPlaceholder() throws {
        let json = """
        {"version": 1, "sources": {
          "a": {"type": "raster", "tiles": ["https://{s}.tiles.example.org/{z}/{x}/{y}.png"], "subdomains": "1234"},
          "b": {"type": "raster", "tiles": ["https://{s}.example.org/{z}/{x}/{y}.png"], "subdomains": ["alpha", "beta"]}},
         "layers": [{"id": "a", "type": "raster", "source": "a"}, {"id": "b", "type": "raster", "source": "b"}]}
        """
        let style = try Style.decode(Array(json.utf8), resources: .none)
        let provider = VectorTileProvider(http: HTTPClient())
        let declarationA = try #require(style.sources["a"]), declarationB = try #require(style.sources["b"])
        let a = try #require(try provider.tileSource(for: declarationA, resources: .none) as? RemoteTileTemplate)
        let b = try #require(try provider.tileSource(for: declarationB, resources: .none) as? RemoteTileTemplate)
        let tile = try #require(TileID(z: 5, x: 3, y: 4)), below = try #require(TileID(z: 5, x: 3, y: 5))
        #expect(a.url(for: tile) == "https://4.tiles.example.org/5/3/4.png")   // 7 mod 4 = 3: "4"
        #expect(a.url(for: below) == "https://1.tiles.example.org/5/3/5.png")   // 8 mod 4 = 0: "1"
        #expect(b.url(for: tile) == "https://beta.example.org/5/3/4.png")
    }

    @Test func answersWithoutCachingHeadersAreKeptSevenDays() {
        let now = 1_000_000.0
        #expect(HTTPCache.expiry(of: [:], now: now) == now + 7 * 86400)
        #expect(HTTPCache.expiry(of: ["cache-control": "public, max-age=3600"], now: now) == now + 3600)
        #expect(HTTPCache.expiry(of: ["cache-control": "no-store"], now: now) == nil)
        #expect(HTTPCache.expiry(of: ["cache-control": "no-cache"], now: now) == now)
        // RFC 9110's example date: Sun, 06 Nov 1994 08:49:37 GMT = 784111777.
        #expect(HTTPCache.expiry(of: ["expires": "Sun, 06 Nov 1994 08:49:37 GMT"], now: now) == 784_111_777)
    }

    /// A 429 with `Retry-After: 2` is tried again after 2 s (the back-off alone would wait 1 s);
    /// a 503 without one after the first back-off step, 1 s; then the answer is used.
    @Test func busyAndFailingServersAreRetried() throws {
        let tries = Counter()
        let server = try TestHTTPServer { request in
            switch (request.path, tries.next()) {
            case ("/busy.png", 0): TestHTTPResponse(status: 429, headers: [["Retry-After", "2"]])
            case ("/failing.png", 2): TestHTTPResponse(status: 503)
            default: .file(Self.png, for: request)
            }
        }
        defer { server.stop() }
        let client = HTTPClient(options: .init(retries: 3, maxRetryDelay: 5))
        var start = Date()
        let busy = try client.get(server.url("/busy.png"))
        let waited = Date().timeIntervalSince(start)
        #expect(busy.status == 200 && busy.body == Self.png)
        #expect(waited >= 1.95, "waited \(waited) s, Retry-After said 2")
        start = Date()
        let failing = try client.get(server.url("/failing.png"))
        let backedOff = Date().timeIntervalSince(start)
        #expect(failing.status == 200 && backedOff >= 0.95 && backedOff < 1.9, "backed off \(backedOff) s")
        #expect(server.exchanges.map(\.status) == [429, 200, 503, 200])
        // Without retries left, the last answer is returned as it came.
        let impatient = HTTPClient(options: .init(retries: 0))
        let always = try TestHTTPServer { _ in TestHTTPResponse(status: 503) }
        defer { always.stop() }
        #expect(try impatient.get(always.url("/x.png")).status == 503 && always.requests.count == 1)
    }

    /// HTTP 404 is a tile the server does not have: no error, no warning, the other tiles drawn.
    @Test func notFoundIsAnEmptyTile() throws {
        let server = try TestHTTPServer { request in request.path.hasSuffix("/9/5.png") ? .notFound : .file(Self.png, for: request) }
        defer { server.stop() }
        let set = try render(VectorTileProvider(http: Self.client(nil)), server.url("/{z}/{x}/{y}.png"))
        #expect(set.tiles.count == 5 && !set.tiles.map(\.name).contains("4/9/5") && set.warnings.isEmpty)
        let source = RemoteTileTemplate(templates: [server.url("/{z}/{x}/{y}.png")], metadata: TileSourceMetadata(format: .png),
                                        client: Self.client(nil))
        #expect(try source.tile(z: 4, x: 9, y: 5) == nil)
    }

    @Test func errorsNameTheURLAndTheStatus() throws {
        let server = try TestHTTPServer { request in
            if request.path.hasSuffix("/8/5.png") { return .notFound }
            if request.path.hasSuffix("/9/5.png") { return TestHTTPResponse(status: 200, body: Array("<html>".utf8)) }
            if request.path.hasSuffix("/10/5.png") { return TestHTTPResponse(status: 500) }
            return .file(Self.png, for: request)
        }
        defer { server.stop() }
        let template = server.url("/{z}/{x}/{y}.png")
        #expect {
            _ = try render(VectorTileProvider(http: Self.client(nil)), template)
        } throws: { error in
            // In tile order: 4/8/5 is empty (404), 4/9/5 is not an image (65), before 4/10/5's HTTP 500.
            let failure = error as? MapTileError
            return failure?.kind == .invalid && failure?.file == server.url("/4/9/5.png") && failure?.tile == "4/9/5"
                && failure?.message.hasPrefix("not an image") == true
        }
        let lenient = try render(VectorTileProvider(http: Self.client(nil), allowsMissingTiles: true), template)
        #expect(lenient.tiles.count == 3)
        #expect(lenient.warnings.count == 2)
        #expect(lenient.warnings.contains { $0.contains(server.url("/4/10/5.png")) && $0.contains("HTTP 500 Internal Server Error") })
        let failing = RemoteTileTemplate(templates: [template], metadata: TileSourceMetadata(format: .png), client: Self.client(nil))
        #expect(throws: TileError(file: server.url("/4/10/5.png"), tile: TileID(z: 4, x: 10, y: 5),
                                  message: "HTTP 500 Internal Server Error", isUnreachable: true)) {
            _ = try failing.tile(z: 4, x: 10, y: 5)
        }
    }

    @Test func aSlowServerTimesOut() throws {
        let server = try TestHTTPServer { request in TestHTTPResponse(status: 200, body: Self.png, delay: 1.5) }
        defer { server.stop() }
        let source = RemoteTileTemplate(templates: [server.url("/{z}/{x}/{y}.png")], metadata: TileSourceMetadata(format: .png),
                                        client: Self.client(nil, timeout: 0.3))
        #expect {
            _ = try source.tile(z: 1, x: 0, y: 0)
        } throws: { error in
            (error as? TileError)?.message == "no answer within 0.3 s (timed out)" && (error as? TileError)?.file == server.url("/1/0/0.png")
        }
    }

    @Test func neverMoreRequestsAtOnceThanTheLimit() throws {
        let server = try TestHTTPServer { request in TestHTTPResponse(status: 200, body: Self.png, delay: 0.2) }
        defer { server.stop() }
        _ = try render(VectorTileProvider(http: Self.client(nil, connections: 2)), server.url("/{z}/{x}/{y}.png"))
        #expect(server.requests.count == 6)
        #expect(server.maxConcurrentRequests == 2)
    }

    /// Vector tiles from a server are fetched several at once, never more than the limit: six
    /// slow tiles (0.3 s each) at two at a time take three rounds, and the server saw two at once.
    @Test(arguments: [1, 2, 4]) func vectorTilesAreFetchedConcurrentlyWithinTheLimit(limit: Int) throws {
        let local = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        let server = try TestHTTPServer { request in
            .tile(for: request, delay: 0.3) { z, x, y in TileID(z: z, x: x, y: y).flatMap { try? local.storedTile($0) } }
        }
        defer { server.stop() }
        // 3 × 2 tiles at zoom 14 around Monaco (columns 8528–8530, rows 5973–5974).
        let box = WorldBox(minX: 8528.2 / 16384, minY: 5973.2 / 16384, maxX: 8530.8 / 16384, maxY: 5974.8 / 16384)
        let remote = SourceDeclaration(id: "omt", vector: VectorSourceDeclaration(tiles: .remote(templates: [server.url("/{z}/{x}/{y}.pbf")]),
                                                                                  maxZoom: 14))
        let start = Date()
        let set = try VectorTileProvider(http: Self.client(nil, connections: limit)).tiles(for: remote, resources: .none, covering: box,
                                                                                          zoom: 14, layers: nil)
        let elapsed = Date().timeIntervalSince(start)
        #expect(set.zoom == 14 && !set.tiles.isEmpty)
        #expect(server.requests.count == 6)
        #expect(server.maxConcurrentRequests == limit)
        // At least ⌈6 / limit⌉ rounds of 0.3 s; reading one after the other would take 1.8 s.
        let rounds = Double((6 + limit - 1) / limit)
        #expect(elapsed >= rounds * 0.3 - 0.05, "\(elapsed) s for \(rounds) rounds")
        if limit > 1 { #expect(elapsed < 1.8, "\(elapsed) s: not faster than one at a time") }
    }

    /// Vector tiles from a URL template: the Monaco tiles served one by one (gzip'd, as stored)
    /// give the features the local archive gives.
    @Test func vectorTilesFromAURLTemplate() throws {
        let local = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        let server = try TestHTTPServer { request in
            return .tile(for: request) { z, x, y in TileID(z: z, x: x, y: y).flatMap { try? local.storedTile($0) } }
        }
        defer { server.stop() }
        let tile = try #require(TileID(z: 14, x: 8529, y: 5974))
        let box = tile.worldBox
        let remote = SourceDeclaration(id: "omt", vector: VectorSourceDeclaration(tiles: .remote(templates: [server.url("/{z}/{x}/{y}.pbf")]),
                                                                                  maxZoom: 14))
        let fromServer = try VectorTileProvider(http: Self.client(nil)).tiles(for: remote, resources: .none, covering: box, zoom: 14, layers: nil)
        let fromFile = try VectorTileProvider().binding(["omt": local]).tiles(
            for: SourceDeclaration(id: "omt", vector: VectorSourceDeclaration(tiles: .unset)), resources: .none, covering: box, zoom: 14, layers: nil)
        #expect(fromServer.zoom == 14 && !fromServer.tiles.isEmpty)
        #expect(fromServer.tiles.map { $0.layers.mapValues(\.count) } == fromFile.tiles.map { $0.layers.mapValues(\.count) })
        #expect(server.requests.allSatisfy { $0.path.hasPrefix("/14/") })
    }

    /// An archive whose leaf directories lie past the first 16 KiB (20 KB of metadata before
    /// them): a tile in a leaf costs the leaf's range and the tile's, a second tile of that leaf
    /// only its own (the leaf is kept), a tile in the root directory only its own.
    @Test func pmtilesLeafDirectoriesAreReadByRangeOnce() throws {
        let padding = Array(#"{"pad": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 20_000) + Array(#""}"#.utf8)
        let bytes = try PMTilesArchiveTests.leafArchive(metadata: padding)
        let server = try TestHTTPServer { request in .file(bytes, for: request, etag: "\"leaf\"") }
        defer { server.stop() }
        let archive = try PMTilesArchive(reader: HTTPByteRangeReader(url: server.url("/leaf.pmtiles"), client: Self.client(nil)))
        // The first 16 KiB, then the rest of the metadata.
        #expect(server.requests.count == 2 && server.requests[0].header("Range") == "bytes=0-16383")
        func tile(_ id: UInt64) throws -> String? {
            try archive.tile(try #require(TileID(hilbertID: id))).map { String(decoding: $0, as: UTF8.self) }
        }
        func newBodies(_ body: () throws -> Void) rethrows -> [Int] {
            let before = server.exchanges.count
            try body()
            return server.exchanges.dropFirst(before).map(\.bodyBytes)
        }
        var found: String?
        let leaf1 = try newBodies { found = try tile(5) }
        #expect(found == "tile-5" && leaf1.count == 2 && leaf1.last == 6, "the leaf, then the 6-byte tile: \(leaf1)")
        let sameLeaf = try newBodies { found = try tile(6) }
        #expect(found == "tile-6-7" && sameLeaf == [8])
        let inRoot = try newBodies { found = try tile(0) }
        #expect(found == "tile-0" && inRoot == [6])
        let leaf2 = try newBodies { found = try tile(20) }
        #expect(found == "tile-20" && leaf2.count == 2 && leaf2.last == 7)
        #expect(server.exchanges.allSatisfy { $0.status == 206 })
    }

    @Test func pmtilesOverHTTPReadOnlyTheRangesTheyNeed() throws {
        let bytes = try TileFixtures.bytes("monaco.pmtiles")
        let etag = Locked("\"a\"")
        let server = try TestHTTPServer { request in .file(bytes, for: request, etag: etag.value) }
        defer { server.stop() }
        let client = Self.client(nil)
        let remote = try PMTilesArchive(reader: HTTPByteRangeReader(url: server.url("/monaco.pmtiles"), client: client))
        let local = try PMTilesArchive(path: TileFixtures.path("monaco.pmtiles"))
        #expect(remote.metadata == local.metadata)
        // The header and root directory in the first request: 16 KiB.
        #expect(server.requests.count == 1 && server.requests[0].header("Range") == "bytes=0-16383")
        var stored = 0
        for id in [TileID(z: 14, x: 8529, y: 5974)!, TileID(z: 10, x: 533, y: 373)!] {
            #expect(try remote.tile(id) == (try local.tile(id)))
            stored += Int(try #require(try local.entry(for: id)).length)
        }
        // Exactly the first 16 KiB and the two tiles' bytes (the root directory holds their entries).
        let read = server.exchanges.reduce(0) { $0 + $1.bodyBytes }
        #expect(server.exchanges.allSatisfy { $0.status == 206 })
        #expect(read == 16_384 + stored && read < bytes.count, "read \(read) of \(bytes.count) bytes")
        // The file changes on the server: the next read sees another ETag.
        etag.value = "\"b\""
        #expect {
            _ = try remote.tile(z: 14, x: 8529, y: 5973)
        } throws: { error in
            (error as? TileError)?.message.contains("changed on the server") == true
        }
    }
}

/// A thread-safe counter for a server handler.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The count before this call.
    func next() -> Int { lock.withLock { defer { count += 1 }; return count } }
}

/// A value a server handler reads while the test changes it.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
