import RouteCardGeo
import RouteCardMap
import RouteCardText

extension VectorSourceDeclaration {
    /// Decodes the keys of a vector (or, with `raster`, a raster) source other than `type` and
    /// `attribution`: `url`, `tiles`, `scheme`, `minzoom`, `maxzoom`, `bounds`, `subdomains`, and
    /// a raster source's `tileSize`. Each file name is checked with `resources` (a refused name is
    /// an error where it is written); nothing is read.
    package static func decode(_ source: StyleObject, resources: ResourceResolver, raster: Bool = false) -> VectorSourceDeclaration {
        var tiles = Tiles.unset
        let scheme = source.optionalString("scheme")
        if let scheme, scheme != "xyz", scheme != "tms" {
            source.error("scheme", at: source.node("scheme"), "\"xyz\" or \"tms\" expected, \"\(scheme)\" found")
        }
        if let url = source.optionalString("url") {
            if source.has("tiles") {
                source.error("tiles", at: source.node("tiles"), "give \"url\" or \"tiles\", not both")
            }
            tiles = archive(url, in: source, resources: resources)
        } else if let templates = source.strings("tiles") {
            if !templates.isEmpty, templates.allSatisfy(isRemote) {
                tiles = remoteTemplates(templates, tms: scheme == "tms", in: source).map { .remote(templates: $0) } ?? .unset
            } else if templates.count != 1 {
                source.error("tiles", at: source.node("tiles"), "one tile path template expected, such as [\"tiles/{z}/{x}/{y}.pbf\"], \(templates.count) found")
            } else if let template = folderTemplate(templates[0], tms: scheme == "tms", in: source, resources: resources) {
                tiles = .folder(template: template)
            }
        }
        let minZoom = zoom("minzoom", in: source)
        let maxZoom = zoom("maxzoom", in: source)
        if let minZoom, let maxZoom, minZoom > maxZoom {
            source.error("maxzoom", at: source.node("maxzoom"), "maxzoom \(maxZoom) is below minzoom \(minZoom)")
        }
        var bounds: GeoBounds?
        if let box = source.numbers("bounds", counts: [4]) {
            if (-180...180).contains(box[0]), (-180...180).contains(box[2]), (-90...90).contains(box[1]),
               (-90...90).contains(box[3]), box[1] <= box[3] {
                bounds = GeoBounds(west: box[0], south: box[1], east: box[2], north: box[3])
            } else {
                source.error("bounds", at: source.node("bounds"), code: .outOfRange,
                             "[west, south, east, north] in degrees expected (longitudes −180…180, latitudes −90…90, south ≤ north)")
            }
        }
        var tileSize = 512
        if raster {
            let size = source.optionalNumber("tileSize", in: 64...2048) ?? 256
            tileSize = Int(exactly: size) ?? 256
            if Int(exactly: size) == nil {
                source.error("tileSize", at: source.node("tileSize"), code: .typeMismatch, "a whole number of pixels expected, \(size) found")
            }
        }
        var subdomains = ["a", "b", "c"]
        if let node = source.node("subdomains") {
            if case .string(let letters) = node.value, !letters.isEmpty {
                subdomains = letters.map(String.init)
            } else if let list = source.strings("subdomains"), !list.isEmpty, !list.contains(where: \.isEmpty) {
                subdomains = list
            } else {
                source.error("subdomains", at: node, "a list of host names for {s} expected, such as [\"a\", \"b\", \"c\"] or \"abc\"")
            }
        }
        return VectorSourceDeclaration(tiles: tiles, minZoom: minZoom, maxZoom: maxZoom, bounds: bounds, tileSize: tileSize,
                                       subdomains: subdomains, scheme: scheme == "xyz" || scheme == "tms" ? scheme : nil)
    }

    /// Tile URL templates, checked: `{z}`, `{x}` and `{y}` (or `{-y}`, or `{quadkey}` alone), no
    /// other placeholder than ``remotePlaceholders``. `tms` turns `{y}` into `{-y}`.
    private static func remoteTemplates(_ templates: [String], tms: Bool, in source: StyleObject) -> [String]? {
        let node = source.node("tiles")
        for template in templates {
            if let problem = templateProblem(template) {
                source.error("tiles", at: node, problem)
                return nil
            }
        }
        return tms ? templates.map { $0.replacing("{y}", with: "{-y}") } : templates
    }

    /// A `pmtiles://` or `mbtiles://` URL's archive, its path checked with the resolver.
    private static func archive(_ url: String, in source: StyleObject, resources: ResourceResolver) -> Tiles {
        let node = source.node("url")
        let schemes: [(prefix: String, make: (String) -> Tiles)] = [("pmtiles://", { .pmtiles(path: $0) }), ("mbtiles://", { .mbtiles(path: $0) })]
        if isRemote(url), url.split(separator: "?").first?.hasSuffix(".pmtiles") == true {
            return .remotePMTiles(url: url)
        }
        // Any other URL is a TileJSON document, as MapLibre reads "url"; so is a local .json file.
        if isRemote(url) { return .tileJSON(location: url) }
        if isTileJSONFile(url) {
            do {
                _ = try resources.locate(url)
            } catch {
                source.error("url", at: node, code: .unreadableResource, "cannot read TileJSON \(error.description)")
            }
            return .tileJSON(location: url)
        }
        guard let (prefix, make) = schemes.first(where: { url.hasPrefix($0.prefix) }) else {
            source.error("url", at: node, "a tile archive is named pmtiles://FILE or mbtiles://FILE: use \"pmtiles://FILE\", \"pmtiles://https://…\", "
                + "\"mbtiles://FILE\", a TileJSON URL or .json file, or \"tiles\" with a folder or URL templates, \"\(url)\" found")
            return .unset
        }
        let path = String(url.dropFirst(prefix.count))
        guard !path.isEmpty else {
            source.error("url", at: node, "a file path expected after \(prefix)")
            return .unset
        }
        if isRemote(path) {
            guard prefix == "pmtiles://" else {
                source.error("url", at: node, "an MBTiles archive must be a local file: give a local path after mbtiles://")
                return .unset
            }
            return .remotePMTiles(url: path)
        }
        do {
            _ = try resources.locate(path)
        } catch {
            source.error("url", at: node, code: .unreadableResource, "cannot read tiles \(error.description)")
        }
        return make(path)
    }

    /// A folder's tile template, checked: `{z}`, `{x}` and `{y}` (or `{-y}`), no other placeholder,
    /// no `..`, a local path; its folder checked with the resolver. `tms` turns `{y}` into `{-y}`.
    private static func folderTemplate(_ template: String, tms: Bool, in source: StyleObject,
                                       resources: ResourceResolver) -> String? {
        let node = source.node("tiles")
        var rest = template
        for placeholder in ["{z}", "{x}", "{y}", "{-y}"] { rest = rest.replacing(placeholder, with: "") }
        guard template.contains("{z}"), template.contains("{x}"), template.contains("{y}") || template.contains("{-y}"),
              !rest.contains("{"), !rest.contains("}") else {
            source.error("tiles", at: node, "a tile path template needs {z}, {x} and {y} (or {-y}) and no other placeholder, \"\(template)\" found")
            return nil
        }
        guard !template.split(separator: "/").contains("..") else {
            source.error("tiles", at: node, "a tile path template may not contain \"..\"")
            return nil
        }
        // The folder the tiles are in: the path up to the last "/" before the first placeholder.
        let head = template[..<template.firstIndex(of: "{")!]
        let folder = head.lastIndex(of: "/").map { String(head[..<$0]) } ?? "."
        do {
            _ = try resources.locate(folder.isEmpty ? "/" : folder)
        } catch {
            source.error("tiles", at: node, code: .unreadableResource, "cannot read tiles \(error.description)")
        }
        return tms ? template.replacing("{y}", with: "{-y}") : template
    }

    /// A whole zoom level 0…`zoomLimit`, or `nil` when absent or wrong (wrong is reported).
    private static func zoom(_ key: String, in source: StyleObject) -> Int? {
        guard let value = source.optionalNumber(key, in: 0...Double(zoomLimit)) else { return nil }
        guard let zoom = Int(exactly: value) else {
            source.error(key, at: source.node(key), code: .typeMismatch, "a whole zoom level 0…\(zoomLimit) expected, \(value) found")
            return nil
        }
        return zoom
    }
}
